/**
 * The one home of letter case for generated text (the writers, the ad's content, the landing
 * page): test/architecture/text-home.test.ts refuses a second `capitalise` anywhere else.
 */

/**
 * The first letter upper case, the rest untouched. A letter that grows when upper-cased ("ß" →
 * "SS", "ᾀ" → "ἈΙ") stays as it is, so a text's length never changes.
 */
export function capitalise(text: string): string {
  const [first = '', ...rest] = Array.from(text);
  const upper = first.toLocaleUpperCase('en');
  return (Array.from(upper).length === 1 ? upper : first) + rest.join('');
}

/** The first letter lower case when it opens a capitalised word ("Watch servicing" → "watch servicing"); an acronym or a name in capitals ("IT", "CCTV") stays. */
export function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
