/** English framing: the only words the writer adds of its own (no claim, no offering, no number). */
export const en = {
  /** The hero button, which scrolls to the form. */
  cta: 'Get Started',
  /** The contact form's questions when the founder asked none ({name}: the business name). */
  /** The card that says the visitor's steps together. */
  steps: 'How it works',
  questions: ['What would make {name} useful for you?', 'What would you expect to pay for it?'],
  /** Ad headlines that hold no claim, used only when the answers give too few (at most two). */
  headlines: ['Get the Details', 'Tell Us What You Need'],
  /** A headline of at most 15 characters when the answers give none. */
  shortHeadline: 'Get in Touch',
  /** Ad descriptions that hold no claim, used only when the answers give too few. */
  descriptions: ['Tell us what you need: it takes a minute on our page.', 'Your answer shapes what comes next.'],
  /** A long headline when the answers give nothing to say one with. */
  longHeadline: 'Tell us what you need in a minute',
  /** "{offer} in {place}", "{offer} for {audience}": how two of the founder's phrases join in a headline. */
  inPlace: '{offer} in {place}',
  forAudience: '{offer} for {audience}',
  forWhom: 'For {audience}',
} as const;

export type Messages = { readonly [K in keyof typeof en]: (typeof en)[K] extends readonly string[] ? readonly string[] : string };
