import type { FormCallToAction } from '../../../../shared/campaigns/call-to-action';

/** English framing: the only words the writer adds of its own (no claim, no offering, no number). */
export const en = {
  /** The hero button, which scrolls to the form. */
  cta: 'Get Started',
  /** The contact form's questions when the founder asked none ({name}: the business name). */
  /** The card that says the visitor's steps together. */
  steps: 'How it works',
  /** The card that says a price list together. */
  prices: 'Prices',
  questions: ['What would make {name} useful for you?', 'What would you expect to pay for it?'],
  /** Ad headlines that hold no claim, used only when the answers give too few (at most two). */
  headlines: ['Get the Details', 'Tell Us What You Need'],
  /**
   * The page's call to action said with what is offered ({offer}), by the ad's call to action: a
   * headline that names the business's offer, so it fits no other business (no claim either).
   */
  askFor: {
    'Get quote': 'Get a {offer} Quote', 'Contact us': 'Ask About {offer}', 'Sign up': 'Sign Up for {offer}', 'Learn more': 'Learn About {offer}',
  } satisfies Record<FormCallToAction, string>,
  /** The same invitation asked as a question ({offer}): "Need Piano Tuning? Tell Us". */
  askNeed: 'Need {offer}? Tell Us',
  /** The invitation as a short description ({ask}: the call-to-action line in sentence case). */
  askShort: '{ask} on our page.',
  /** The same invitation as a description, after the hero ({hero}). */
  askDescription: '{hero}. Tell us what you need on our page: it takes a minute.',
  /** A headline of at most 15 characters when the answers give none. */
  shortHeadline: 'Get in Touch',
  /** Ad descriptions that hold no claim, used only when the answers give too few. */
  descriptions: ['Tell us what you need: it takes a minute on our page.', 'See what we offer and tell us what you think on our page.'],
  /** A long headline when the answers give nothing to say one with. */
  longHeadline: 'Tell us what you need in a minute',
  /** "{offer} in {place}", "{offer} for {audience}": how two of the founder's phrases join in a headline. */
  inPlace: '{offer} in {place}',
  forAudience: '{offer} for {audience}',
  forWhom: 'For {audience}',
} as const;

export type Messages = {
  readonly [K in keyof typeof en]: (typeof en)[K] extends readonly string[] ? readonly string[] : (typeof en)[K] extends string ? string : Readonly<Record<FormCallToAction, string>>;
};
