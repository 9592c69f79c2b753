import { z } from 'zod';
import { COUNTRY_CODES, countryOf, INDIA_REGIONS } from '../countries';
import { isTimeZone } from '../time-zone-name';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth-limits';

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
    country: z.string().nullable().describe('ISO 3166-1 alpha-2 code (US, IN, …) or null when not chosen yet'),
    state: z
      .string()
      .nullable()
      .describe('US: one of CA, TX, NY, FL, IL; India: a state or union territory; elsewhere: free text'),
    zip_code: z.string().nullable().describe('Postal code (US ZIP, India PIN code, …)'),
    phone_country: z.string().nullable().describe('ISO code of the phone number’s country (its calling code)'),
    display_name: z.string().nullable(),
    job_title: z.string().nullable(),
    location: z.string().nullable(),
    profile_picture: z.string().nullable().describe('data:image/jpeg;base64,… or null'),
    time_zone: z.string().nullable().describe('IANA time zone name, or null when not chosen'),
    email_digest: z.boolean().describe('Weekly digest emails of the live pages (off: none is sent)'),
    email_lead_alerts: z.boolean().describe('An email for each new lead (off: none is sent)'),
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

/**
 * Required text; an empty one is only "… is required" (a format check is piped after it, so it is
 * not run on an empty value). Not an abort: the form-wide checks (the country's rules) still run.
 */
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: missing, null or blank all mean "empty" (stored as null). */
const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalChoice = <T extends string>(
  label: string,
  values: readonly T[],
  message = `${label} must be one of ${values.join(', ')}`,
) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .refine((v) => !v || (values as readonly string[]).includes(v), message)
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

/** The regions offered for a country: a list (the US: the spec's five states; India: states and union territories), or null for free text. */
export function regionsOf(country: string | null | undefined): readonly string[] | null {
  if (!country || country === 'US') return US_STATES;
  if (country === 'IN') return INDIA_REGIONS;
  return null;
}

const GENERIC_POSTAL = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;

/** What the postal code is called in a country, and its rule. */
export function postalCodeRule(country: string | null | undefined): {
  label: string;
  pattern: RegExp;
  message: string;
} {
  if (country === 'IN') return { label: 'PIN code', pattern: /^[1-9][0-9]{5}$/, message: 'PIN code must be 6 digits' };
  if (country === 'US') {
    return { label: 'ZIP', pattern: /^[0-9]{5}(-[0-9]{4})?$/, message: 'ZIP must be 5 digits (or ZIP+4: 12345-6789)' };
  }
  const label = country ? 'Postal code' : 'ZIP';
  return { label, pattern: GENERIC_POSTAL, message: `${label} must be 3 to 10 letters or digits` };
}

const PHONE_FORMAT = /^\+?[0-9(][0-9 ().-]{5,18}[0-9]$/;

/** Digits of a phone number's own part: "+91 98765 43210" with the calling code 91 → "9876543210". */
export function nationalDigits(phone: string, dial: string | undefined): string {
  const digits = phone.replace(/[^0-9]/g, '');
  return phone.trim().startsWith('+') && dial && digits.startsWith(dial) ? digits.slice(dial.length) : digits;
}

/** The phone rule of a calling code's country (India and the US: ten digits), or null when it passes. */
export function phoneProblem(phone: string, phoneCountry: string | null | undefined): string | null {
  const country = countryOf(phoneCountry);
  if (!country) return null;
  if (phone.trim().startsWith('+') && !phone.replace(/[^0-9]/g, '').startsWith(country.dial)) {
    return `Phone starts with another country's code than +${country.dial}: choose its code in the list, or leave the + out`;
  }
  const digits = nationalDigits(phone, country.dial);
  if (country.code === 'IN' && !/^[6-9][0-9]{9}$/.test(digits))
    return 'Phone must be 10 digits (an Indian mobile number)';
  if (country.dial === '1' && !/^[2-9][0-9]{9}$/.test(digits)) return 'Phone must be 10 digits (area code and number)';
  if (digits.length < 4 || digits.length > 14) return 'Phone must be 4 to 14 digits after the country code';
  return null;
}

/**
 * A form-wide check runs even when some fields failed (so every problem is named at once), but
 * only on an object: a body of null or text has no fields to compare.
 */
const isObjectPayload = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * PUT /profile (docs/product.md#api-calls payload, §5 rules). `email` is read-only: it may be sent (the form shows it),
 * but it must be the account's email; the server refuses any other value rather than ignoring it.
 * `country` decides the rules of `state`, `zip_code` (and `phone`, with `phone_country`): the spec's five US states
 * and a generic ZIP when no country is sent (docs/product.md#deliberate-differences-from-the-specification).
 */
export const profileUpdateSchema = z
  .object({
    first_name: required('First name', 50),
    last_name: required('Last name', 50),
    birthday: optional('Birthday', 10).superRefine((v, ctx) => {
      const problem = v ? birthdayProblem(v) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    gender: optionalChoice('Gender', GENDERS),
    email: z
      .string({ error: 'Email must be text' })
      .trim()
      .max(254)
      .pipe(z.email('Enter a valid email address'))
      .optional(),
    phone: required('Phone', 20).pipe(
      z.string().regex(PHONE_FORMAT, 'Phone must be a phone number (digits, spaces, + ( ) - .)'),
    ),
    phone_country: optionalChoice(
      'Phone country',
      COUNTRY_CODES,
      'Phone country must be a country code such as IN or US',
    ),
    address: required('Address', 200),
    address_number: required('Number', 20),
    city: required('City', 100),
    country: optionalChoice('Country', COUNTRY_CODES, 'Country must be a country code such as IN or US'),
    state: optional('State', 100),
    // Required, named for the country ("PIN code is required"): checked with the whole form below.
    zip_code: z
      .string({ error: 'ZIP must be text' })
      .trim()
      .max(10, 'ZIP must be at most 10 characters')
      .optional()
      .transform((v) => v ?? ''),
    display_name: optional('Display name', 50),
    job_title: optional('Job title', 100),
    location: optional('Location', 100),
  })
  .superRefine(
    (b, ctx) => {
      // Runs even when other fields failed, so every problem is named at once; each field is read
      // only when it passed its own checks.
      const v = b as Partial<Record<keyof typeof b, unknown>>;
      const country = typeof v.country === 'string' && COUNTRY_CODES.includes(v.country) ? v.country : null;
      const regions = regionsOf(country);
      if (typeof v.state === 'string' && v.state && regions && !regions.includes(v.state)) {
        const message =
          country === 'IN'
            ? 'State must be one of India’s states and union territories'
            : `State must be one of ${US_STATES.join(', ')}`;
        ctx.addIssue({ code: 'custom', path: ['state'], message });
      }
      if (v.zip_code === '') {
        ctx.addIssue({ code: 'custom', path: ['zip_code'], message: `${postalCodeRule(country).label} is required` });
      } else if (typeof v.zip_code === 'string' && v.zip_code.length <= 10) {
        const rule = postalCodeRule(country);
        if (!rule.pattern.test(v.zip_code)) ctx.addIssue({ code: 'custom', path: ['zip_code'], message: rule.message });
      }
      if (typeof v.phone === 'string' && PHONE_FORMAT.test(v.phone.trim())) {
        const phoneCountry = typeof v.phone_country === 'string' && v.phone_country ? v.phone_country : country;
        const problem = phoneProblem(v.phone, phoneCountry);
        if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem });
      }
    },
    { when: isObjectPayload },
  );
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The settings form: the same rules, and a country is chosen first (the API also takes none, for the spec's clients). */
export const profileFormSchema = profileUpdateSchema.superRefine(
  (b, ctx) => {
    if (!(b as { country?: unknown }).country)
      ctx.addIssue({ code: 'custom', path: ['country'], message: 'Choose your country' });
  },
  { when: isObjectPayload },
);
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** PUT /api/me/preferences: time zone and which emails are sent. */
export const preferencesUpdateSchema = z.object({
  time_zone: z
    .string({ error: 'Time zone must be text' })
    .trim()
    .max(64, 'Time zone must be at most 64 characters')
    .refine((v) => !v || isTimeZone(v), 'Time zone must be an IANA time zone name such as Asia/Kolkata')
    .nullish()
    .transform((v) => (v ? v : null)),
  email_digest: z.boolean({ error: 'email_digest must be true or false' }),
  email_lead_alerts: z.boolean({ error: 'email_lead_alerts must be true or false' }),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

/** POST /api/me/password: the current password and the new one (checked and hashed by the identity library). */
export const passwordChangeSchema = z.object({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX),
  new_password: z
    .string({ error: 'New password is required' })
    .min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters`),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** DELETE /api/me: the account's email, typed again, confirms deleting the account and its data. */
export const accountDeleteSchema = z.object({
  confirm_email: z.string({ error: 'Type your email to confirm' }).trim().max(254).min(1, 'Type your email to confirm'),
});
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
