/**
 * Every text the built-in writer adds of its own: neutral labels for a card whose text is the
 * founder's statement, and the contact form's questions when the founder gave none. None of it
 * states an offering, feature, price, guarantee, audience, place or number: those come only from
 * the founder's answers. `{name}` is the business name. A label list holds the variants the
 * cards of one section rotate through.
 */
export const FRAMING = {
  /** Headings put on a card whose text is the founder's own statement and has no heading of its own. */
  labels: {
    howItWorks: ['How It Works', 'The Idea in Practice'],
    different: ['What Makes It Different', 'What Sets It Apart'],
  },
  /** Contact form questions when the founder gave none. */
  questions: ['What would make {name} useful for you?', 'What would you expect to pay for it?'],
} as const;

/** Every framing text as one list (a test prints them). */
export const FRAMING_TEXTS: readonly string[] = [...Object.values(FRAMING.labels).flat(), ...FRAMING.questions];

/** Variant `n` of a list. */
export function variant<T>(list: readonly T[], n: number): T {
  return list[((n % list.length) + list.length) % list.length]!;
}

export function fillName(text: string, name: string, extra: Record<string, string> = {}): string {
  let out = text.replaceAll('{name}', name);
  for (const [k, v] of Object.entries(extra)) out = out.replaceAll(`{${k}}`, v);
  return out;
}
