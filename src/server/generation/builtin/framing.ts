/**
 * Every text the built-in writer adds of its own: neutral framing (how it works, why it matters,
 * early access, talk to us, your feedback shapes it). None of it states an offering, feature,
 * price, guarantee, audience, place or number: those come only from the founder's answers.
 * `{name}` is the business name. Each list holds the variants a "regenerate" may rotate through.
 */
export interface FramingCard {
  heading: string;
  description: string;
}

export const FRAMING = {
  /** Whole cards that may stand on a page although no answer said them. */
  cards: {
    feedback: [
      {
        heading: 'Your Feedback Shapes It',
        description: 'Tell us what you need through the form below: the first replies decide what comes next.',
      },
      {
        heading: 'Built With You',
        description: 'It is early days. Share what you think below, and your answers shape what comes next.',
      },
    ],
    earlyAccess: [
      {
        heading: 'Early Access',
        description: 'It is early days. Leave your details below to hear how it develops.',
      },
      {
        heading: 'Be Among the First',
        description: 'This is a new idea. Leave your details below to follow it from the start.',
      },
    ],
    talkToUs: [
      {
        heading: 'Talk to Us',
        description: 'Questions and wishes are welcome: send them through the form below.',
      },
    ],
  } satisfies Record<string, FramingCard[]>,
  /** Headings put on a card whose description is the founder's own sentence. */
  labels: {
    howItWorks: ['How It Works', 'The Idea in Practice'],
    different: ['What Makes It Different', 'What Sets It Apart'],
    whoFor: ['Who It Is For', 'Made For'],
  },
  /** Sentences that frame the founder's words. */
  sentences: {
    builtFor: [
      '{name} is designed around {audience} and what they need.',
      'Everything about {name} starts from {audience}.',
    ],
    paragraphEnd: [
      'It is early days, and the first people who get in touch shape what it becomes.',
      'It is a new idea, and your feedback decides what comes next.',
    ],
    differentIntro: ['What makes it different: {text}', 'What sets it apart: {text}'],
    heavyIdea: ['The idea. {text}', 'Where it starts. {text}'],
    heavyHow: ['How it works. {text}', 'In practice. {text}'],
    heavyDifferent: ['What makes it different. {text}', 'Why it is different. {text}'],
    heavyFeedback: [
      'Your feedback shapes it. Tell us what you think through the form below: your answers help decide what comes next.',
      'Why we ask. {name} is at an early stage, and the form below is the best way to tell us what you need.',
    ],
  },
  /** Ad lines used when the answers do not give enough usable text (each within Google's limits). */
  ads: {
    /** At most 15 characters (Google wants one short headline). */
    shortHeadlines: ['Early Access', 'Share Your View', 'Be the First'],
    headlines: ['Early Access', 'Share Your View', 'Tell Us What You Need', 'Be Among the First'],
    descriptions: [
      'Tell us what you need and help shape what comes next.',
      'It is early days. Share your view in a minute.',
    ],
  },
  /** Contact form questions when the founder gave none. */
  questions: ['What would make {name} useful for you?', 'What would you expect to pay for it?'],
} as const;

/** The framing cards as one list (a test prints them; the page writer uses only these). */
export const FRAMING_CARDS: readonly FramingCard[] = Object.values(FRAMING.cards).flat();

/** Variant `n` of a list (regenerate rotates the wording, never the facts). */
export function variant<T>(list: readonly T[], n: number): T {
  return list[((n % list.length) + list.length) % list.length]!;
}

export function fillName(text: string, name: string, extra: Record<string, string> = {}): string {
  let out = text.replaceAll('{name}', name);
  for (const [k, v] of Object.entries(extra)) out = out.replaceAll(`{${k}}`, v);
  return out;
}
