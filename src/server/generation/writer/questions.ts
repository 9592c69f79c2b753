import { LANDING_LIMITS } from '../../../shared/contracts/landing';
import type { Locale } from './locale';

/**
 * The founder's questions and requests from the fourth answer, each whole and in order (the form
 * carries them as written): split at "?", line breaks, ";" and sentence ends of any script
 * (Intl.Segmenter); list markers dropped; a request that is no question ("Sign up for the pilot in
 * March.") kept as written. At most LANDING_LIMITS.maxQuestions, each within LANDING_LIMITS.question
 * (the idea form says so before payment).
 */
export function founderQuestions(text: string, locale: Locale): string[] {
  const out: string[] = [];
  const seg = new Intl.Segmenter(locale, { granularity: 'sentence' });
  for (const line of text.split(/\n|;/u)) {
    for (const { segment } of seg.segment(line)) {
      const q = segment
        .trim()
        .replace(/^(?:[-*•]|\d{1,2}[.)])\s+/u, '')
        .trim();
      if (Array.from(q).length < 4 || !/[\p{L}\p{N}]/u.test(q)) continue;
      if (q.length > LANDING_LIMITS.question) continue;
      if (!out.some((o) => o.toLowerCase() === q.toLowerCase())) out.push(q);
    }
  }
  return out.slice(0, LANDING_LIMITS.maxQuestions);
}
