import { z } from 'zod';

/** docs/product.md#validation-rules profile rules. */
export const GENDERS = ['Female', 'Male'] as const;
export const US_STATES = ['CA', 'TX', 'NY', 'FL', 'IL'] as const;
/** The product is not for children under 16 (privacy policy). */
export const MIN_AGE_YEARS = 16;

/** Profile photo upload: content-sniffed types and the size cap (server MAX_UPLOAD_BYTES default). */
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Stored photos are re-encoded JPEGs that fit in this square. */
export const PROFILE_PHOTO_MAX_SIDE = 512;

/** docs/product.md#data User: the user document, as GET /api/me and the profile calls answer it. */
export const userDocumentSchema = z
  .object({
    id: z.string().describe('Identity user id (the document key)'),
    email: z.string(),
    username: z.string(),
    created_at: z.string().describe('ISO 8601 timestamp'),
    birthday: z.string().nullable().describe('MM/DD/YYYY'),
    subscribed_strategies: z.array(z.string()),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    address_number: z.string().nullable(),
    city: z.string().nullable(),
    state: z.enum(US_STATES).nullable(),
    zip_code: z.string().nullable(),
    display_name: z.string().nullable(),
    job_title: z.string().nullable(),
    location: z.string().nullable(),
    profile_picture: z.string().nullable().describe('data:image/jpeg;base64,… or null'),
  })
  .describe('User document');
export type UserDocument = z.infer<typeof userDocumentSchema>;

/** PATCH /api/me */
export const subscriptionsUpdateSchema = z.object({
  subscribed_strategies: z
    .array(
      z.string().trim().min(1, 'Strategy names cannot be empty').max(100, 'Strategy names are at most 100 characters'),
    )
    .max(100, 'At most 100 strategies')
    .transform((list) => [...new Set(list)]),
});
export type SubscriptionsUpdate = z.input<typeof subscriptionsUpdateSchema>;

/** Required text; an empty one is only "… is required" (the format checks chained after it are not run). */
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: missing, null or blank all mean "empty" (stored as null). */
const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalChoice = <T extends string>(label: string, values: readonly T[]) =>
  z
    .string({ error: `${label} must be one of ${values.join(', ')}` })
    .trim()
    .nullish()
    .refine((v) => !v || (values as readonly string[]).includes(v), `${label} must be one of ${values.join(', ')}`)
    .transform((v) => (v ? (v as T) : null));

const BIRTHDAY_FORMAT = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(\d{4})$/;

/** Checks a MM/DD/YYYY birthday: format, a real calendar date, in the past, age limit. Returns an error or null. */
export function birthdayProblem(value: string, now: Date = new Date()): string | null {
  const m = BIRTHDAY_FORMAT.exec(value);
  if (!m) return 'Birthday must be in the format MM/DD/YYYY';
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return 'Birthday is not a real date';
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (year < 1900 || date.getTime() > today) return 'Birthday must be a date in the past';
  const sixteenth = Date.UTC(year + MIN_AGE_YEARS, month - 1, day);
  if (sixteenth > today) return `You must be at least ${MIN_AGE_YEARS} years old`;
  return null;
}

/**
 * PUT /profile (docs/product.md#api-calls payload, §5 rules). `email` is read-only: it may be sent (the form shows it),
 * but it must be the account's email; the server refuses any other value rather than ignoring it.
 */
export const profileUpdateSchema = z.object({
  first_name: required('First name', 50),
  last_name: required('Last name', 50),
  birthday: required('Birthday', 10).superRefine((v, ctx) => {
    const problem = birthdayProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  gender: optionalChoice('Gender', GENDERS),
  email: z
    .string({ error: 'Email must be text' })
    .trim()
    .max(254)
    .pipe(z.email('Enter a valid email address'))
    .optional(),
  phone: required('Phone', 20).regex(
    /^\+?[0-9][0-9 ().-]{5,18}[0-9]$/,
    'Phone must be a phone number (digits, spaces, + ( ) - .)',
  ),
  address: required('Address', 200),
  address_number: required('Number', 20),
  city: required('City', 100),
  state: optionalChoice('State', US_STATES),
  zip_code: required('ZIP', 10).regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, 'ZIP must be 3 to 10 letters or digits'),
  display_name: optional('Display name', 50),
  job_title: optional('Job title', 100),
  location: optional('Location', 100),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
