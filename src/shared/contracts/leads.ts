import * as z from 'zod/mini';
import { WEEK_MS } from '../time';

/**
 * The landing page contact form (docs/product.md#data contact submission, §5 rules, §8 texts): one schema used
 * by the server (POST /api/contact_form and the no-JavaScript form post) and by the landing
 * page's browser script. Written with `zod/mini` so the browser bundle stays a few KB.
 */

export const CONTACT_TEXT = {
  /** The spec's hint asked for 4 characters; any name is kept (docs/product.md#deliberate-differences-from-the-specification). */
  name: 'Please enter your name',
  email: 'Please enter a valid email',
  message: 'Please write something for us',
  policy: 'Please agree to the terms and policies',
  sent: 'Message sent successfully',
  failed: 'Message not sent, please try again later',
  /** A text over its limit; `{max}` is the limit. */
  atMost: 'At most {max} characters',
} as const;

/**
 * The contact form's field messages: English for the API (CONTACT_TEXT); a landing page hands its
 * own language's to `contactFormSchemaWith` (src/landing/messages).
 */
export interface ContactErrorText {
  name: string;
  email: string;
  message: string;
  policy: string;
  /** `{max}` is the limit. */
  atMost: string;
}

export const CONTACT_LIMITS = {
  /** Any non-empty name: Li, Raj and Ana are people too (the spec's hint said 4). */
  nameMin: 1,
  name: 100,
  email: 254,
  subject: 200,
  answer: 500,
  message: 5000,
  country: 80,
  /** Extra question inputs question_1…question_N (same N as LANDING_LIMITS.maxQuestions). */
  maxQuestions: 3,
} as const;

/** A field no person sees or fills: a submission with a value in it is dropped (bots). */
export const HONEYPOT_FIELD = 'website';
/** The largest `form_ms` the page script sends (a week; a longer wait is sent as this). */
export const FORM_MS_MAX = WEEK_MS;

/**
 * Where the page a form was sent from came from (docs/analytics.md#which-touch-a-lead-belongs-to):
 * the page script sends its address's utm parameters, ad click id (its name) and referrer, as the
 * beacon does, so a lead is credited to the touch that brought the visitor even when no page view
 * of that visit was stored.
 */
const pageTags = {
  referrer: z.optional(z.string().check(z.maxLength(2000))),
  click_id: z.optional(z.enum(['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'])),
  utm_source: z.optional(z.string().check(z.maxLength(200))),
  utm_medium: z.optional(z.string().check(z.maxLength(200))),
  utm_campaign: z.optional(z.string().check(z.maxLength(200))),
};
export const LEAD_TAG_FIELDS = ['referrer', 'click_id', 'utm_source', 'utm_medium', 'utm_campaign'] as const;

const atMost = (text: ContactErrorText, max: number) => text.atMost.replace('{max}', String(max));

/** The contact form's rules, saying `text`'s messages (the rules are the same in every language). */
export function contactFormSchemaWith(text: ContactErrorText) {
  const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, atMost(text, max))));
  return z.object({
    order_id: z.string().check(z.minLength(1, 'Missing page'), z.maxLength(64, 'Unknown page')),
    name: z
      .string({ error: text.name })
      .check(
        z.trim(),
        z.minLength(CONTACT_LIMITS.nameMin, text.name),
        z.maxLength(CONTACT_LIMITS.name, atMost(text, CONTACT_LIMITS.name)),
      ),
    email: z
      .string({ error: text.email })
      .check(z.trim(), z.maxLength(CONTACT_LIMITS.email, text.email), z.email({ error: text.email })),
    subject: optionalText(CONTACT_LIMITS.subject),
    question_1: optionalText(CONTACT_LIMITS.answer),
    question_2: optionalText(CONTACT_LIMITS.answer),
    question_3: optionalText(CONTACT_LIMITS.answer),
    message: z
      .string({ error: text.message })
      .check(
        z.trim(),
        z.minLength(1, text.message),
        z.maxLength(CONTACT_LIMITS.message, atMost(text, CONTACT_LIMITS.message)),
      ),
    country: optionalText(CONTACT_LIMITS.country),
    /** The "I agree to the terms and policies" checkbox. */
    policy: z.literal(true, { error: text.policy }),
    [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
    /**
     * The page script's proof that a person used the form (docs/analytics.md#qualified-demand): ms from
     * the first touch of the form to the send. A JSON post without it is a script's.
     */
    form_ms: z.optional(z.int().check(z.minimum(0), z.maximum(FORM_MS_MAX))),
    ...pageTags,
  });
}

export const contactFormSchema = contactFormSchemaWith(CONTACT_TEXT);
export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactFormResponseSchema = z.object({ message: z.string() });

type ContactField = Exclude<keyof ContactForm, 'order_id' | typeof HONEYPOT_FIELD>;

export type ContactValidation =
  { ok: true; data: ContactForm } | { ok: false; errors: Partial<Record<ContactField | 'order_id', string>> };

/**
 * Validate a submission and give one message per field (what both the browser and the no-JS page
 * show), in the language of `schema` (English by default).
 */
export function validateContactForm(input: unknown, schema = contactFormSchema): ContactValidation {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Form fields (strings from a browser form) to the contract's shape: empty optional fields are
 * left out and the checkbox becomes a boolean.
 */
export function contactFormFromFields(fields: Record<string, string | undefined>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'policy') continue;
    if (typeof value === 'string' && (value.trim() !== '' || ['name', 'email', 'message', 'order_id'].includes(key))) {
      out[key] = value;
    }
  }
  out.policy = fields.policy === 'on' || fields.policy === 'true';
  return out;
}

/**
 * A price test's fake door (docs/analytics.md#price-tests): "Choose" opens a dialog that says
 * plainly that orders are not open, and invites an email. Every visitor-facing text of it.
 */
export const PRICE_TEXT = {
  eyebrow: 'Pricing',
  title: 'Planned prices',
  lead: (businessName: string) => `What ${businessName} will cost.`,
  choose: 'Choose',
  notOpen: 'Orders are not open yet. Leave your email and we will tell you first.',
  nothingCharged: 'Nothing is ordered and nothing is charged.',
  emailUse: 'We use your email only to tell you when orders open.',
  submit: 'Tell me first',
  close: 'Not now',
  sent: 'Thank you. We will tell you first when orders open.',
  failed: 'Your email was not sent, please try again later',
} as const;

/** The longest price tag ("1000000 USD/month" is 17 characters; "999999.99 USD/month" 19). */
const PRICE_TAG_MAX = 24;

/** Body of POST /api/price_interest: an email left in the price dialog (a lead tagged with the price). */
export function priceInterestSchemaWith(emailError: string) {
  return z.object({
    order_id: z.string().check(z.minLength(1, 'Missing page'), z.maxLength(64, 'Unknown page')),
    email: z
      .string({ error: emailError })
      .check(z.trim(), z.maxLength(CONTACT_LIMITS.email, emailError), z.email({ error: emailError })),
    price: z.string().check(z.minLength(1), z.maxLength(PRICE_TAG_MAX)),
    [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
    form_ms: z.optional(z.int().check(z.minimum(0), z.maximum(FORM_MS_MAX))),
    ...pageTags,
  });
}
export const priceInterestSchema = priceInterestSchemaWith(CONTACT_TEXT.email);
export type PriceInterest = z.infer<typeof priceInterestSchema>;
