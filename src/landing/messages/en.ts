import { LANDING_DEFAULTS } from '../../shared/contracts/landing';
import { CONTACT_TEXT, PRICE_TEXT } from '../../shared/contracts/leads';

/**
 * The landing template's own words in English: every label, line and message a visitor reads
 * around the founder's text (docs/product.md "The landing page text": one language per page).
 * These are the spec's texts; es.ts and hi.ts say the same in their language, with the same keys
 * (typed as this shape, so a missing or extra key does not compile). `{name}`, `{year}`,
 * `{price}`, `{max}` are slots (fill.ts); every text is a plain string, so the forms' part can be
 * handed to the browser script as JSON.
 */
const english = {
  /** Shown for content the page does not have (docs/product.md#rules-and-limits). */
  defaults: {
    businessName: LANDING_DEFAULTS.business_name,
    title: LANDING_DEFAULTS.title,
    header: LANDING_DEFAULTS.header,
    ctaText: LANDING_DEFAULTS.cta_text,
  },
  skipToContent: 'Skip to content',
  /** The header's and footer's menu items, by section (sections.ts). */
  nav: {
    label: 'Sections',
    home: 'Home',
    about: 'About',
    whyUs: 'Why Us',
    services: 'Services',
    pricing: 'Pricing',
    contact: 'Contact',
  },
  getInTouch: 'Get in touch',
  learnMore: 'Learn more',
  about: { eyebrow: 'About Us' },
  whyUs: { eyebrow: 'Why Us', title: 'Why Choose Us', lead: 'What sets us apart.' },
  services: { eyebrow: 'Services', title: 'What We Offer', lead: 'Everything we do for you.' },
  cta: {
    title: 'Elevate Your Vision',
    open: 'Tell us what you are looking for. Your answer decides what comes next.',
    button: 'Start Now',
  },
  vision: { eyebrow: 'Our Vision', title: 'Designed around you' },
  contact: {
    eyebrow: 'Contact',
    title: 'Share Your Vision',
    leadQuestion: 'Interested? Answer the question below and tell us what matters to you.',
    leadQuestions: 'Interested? Answer the questions below and tell us what matters to you.',
    leadOpen: 'Interested? Tell us what you need and what matters to you.',
    privacy: 'Your details are used only to answer you',
    noTracking: 'No cookies, no tracking across sites',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    country: 'Country',
    optional: '(optional)',
    honeypot: 'Leave this field empty',
    /** "{agreeBefore} <a>{agreeLink}</a> {agreeAfter}": the policy checkbox's label (either side may be ''). */
    agreeBefore: 'I agree to the',
    agreeLink: 'terms and policies',
    agreeAfter: '',
    send: 'Send Message',
  },
  /** The contact form's outcome and field messages: the no-JavaScript page and the browser script say these. */
  form: {
    sent: CONTACT_TEXT.sent,
    /** Under the sent line, where the form was: what happens next. */
    next: 'We will read your message and reply to the email address you gave. Nothing else is sent to you.',
    /** Brings the form back, empty. */
    again: 'Send another message',
    failed: CONTACT_TEXT.failed,
    /** Said by the script when the server refuses for too many messages and its own (English) words are not shown. */
    tooMany: 'Too many messages, please try again later',
    errors: {
      name: CONTACT_TEXT.name,
      email: CONTACT_TEXT.email,
      message: CONTACT_TEXT.message,
      policy: CONTACT_TEXT.policy,
      atMost: CONTACT_TEXT.atMost,
    },
  },
  terms: {
    title: 'Terms and policies',
    intro:
      'By sending the contact form you agree that {name} may use what you wrote to reply to you and to learn what people need. Please do not include sensitive personal information.',
    stored: 'Your name, email, answers and message are stored securely and are never sold or shared.',
    visits:
      "We record an anonymous page view (country and city, where the visit came from, and whether the contact form was opened or started). No cookies are set. The page's owner can exclude their own browser, which then sends nothing.",
    deletion: 'You can ask for your message to be deleted at any time by replying to our email.',
    close: 'Close',
  },
  footer: {
    label: 'Footer',
    terms: 'Terms & policies',
    rights: '© {year} {name}. All rights reserved.',
    credit: 'IP Geolocation by DB-IP',
  },
  /** A price test's section and dialogs (docs/analytics.md#price-tests). */
  pricing: {
    eyebrow: PRICE_TEXT.eyebrow,
    title: PRICE_TEXT.title,
    lead: 'What it will cost.',
    /** A price as read ("$19 per month"): `{price}` is the amount. */
    once: '{price} one-time',
    month: '{price} per month',
    year: '{price} per year',
    choose: PRICE_TEXT.choose,
    notOpen: PRICE_TEXT.notOpen,
    nothingCharged: PRICE_TEXT.nothingCharged,
    email: 'Email',
    emailUse: PRICE_TEXT.emailUse,
    submit: PRICE_TEXT.submit,
    close: PRICE_TEXT.close,
    sent: PRICE_TEXT.sent,
    failed: PRICE_TEXT.failed,
  },
  backToTop: 'Back to top',
};

/** Every text a string, whatever its English value. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** The shape every locale's catalogue has (its texts differ, its keys do not). */
export type LandingMessages = Texts<typeof english>;

export const en: LandingMessages = english;
