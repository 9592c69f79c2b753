import { AD_LIMITS } from '../../../shared/campaigns/ad-limits';
import type { AdCopy, AdCopyInput } from '../../../shared/campaigns/ad-copy';
import { builtinAd } from '../../generation/writer/builtin';
import { BUILTIN, type Writer } from '../../generation/writers';
import { capitalise } from '../../../shared/text/case';
import { adTextLength, fitAdText, headlineSafe } from './text-fit';

/** Who writes the ad text: the built-in writer, or a model (docs/architecture.md#outside-services). */
export type AdCopyWriter = Writer<AdCopyInput, AdCopy>;

export const builtinWriter: AdCopyWriter = {
  name: BUILTIN,
  write: async (input) => builtinAd(input),
};

function keep(list: unknown, max: number, clean: (s: string) => string): string[] {
  if (!Array.isArray(list)) return [];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const s = clean(item);
    if (s && adTextLength(s) <= max && !out.some((o) => o.toLowerCase() === s.toLowerCase())) out.push(s);
  }
  return out;
}

/** Top `list` up from `fallback` to `min`, make sure one item is ≤ `short`, cap at `max`. */
function complete(list: string[], fallback: string[], min: number, max: number, short: number): string[] {
  const out = list.slice(0, max);
  for (const f of fallback) {
    if (out.length >= min) break;
    if (!out.some((o) => o.toLowerCase() === f.toLowerCase())) out.push(f);
  }
  if (!out.some((o) => adTextLength(o) <= short)) {
    const s = fallback.find((f) => adTextLength(f) <= short && !out.some((o) => o.toLowerCase() === f.toLowerCase()))!;
    if (out.length >= max) out[out.length - 1] = s;
    else out.push(s);
  }
  return out;
}

/**
 * What a model wrote, held to Google's limits with the same shortening as the built-in copy
 * (complete phrases, never cut inside a word or ending on a function word); whatever is still
 * missing comes from the built-in copy, so the result always passes `adCopyProblems`.
 * The business name is the campaign's (the page's by default), never the model's, and the call
 * to action the one the idea's intent gives (`callToActionFor`, docs/ad-campaigns.md), not the model's pick.
 */
export function boundAdCopy(candidate: Partial<AdCopy>, fallback: AdCopy): AdCopy {
  const H = AD_LIMITS.headlines;
  const D = AD_LIMITS.descriptions;
  // The same shortening as the built-in copy: an over-long line becomes a complete shorter phrase.
  const headlines = complete(
    keep(candidate.headlines, H.maxLength, (s) => capitalise(fitAdText(headlineSafe(s), H.maxLength))),
    fallback.headlines,
    H.min,
    H.max,
    H.shortMaxLength,
  );
  const descriptions = complete(
    keep(candidate.descriptions, D.maxLength, (s) => capitalise(fitAdText(s, D.maxLength, false))),
    fallback.descriptions,
    D.min,
    D.max,
    D.shortMaxLength,
  );
  const L = AD_LIMITS.longHeadlines;
  // A long headline never repeats a headline; the built-in ones fill in when the model wrote none.
  const longs = keep(candidate.longHeadlines, L.maxLength, (s) => capitalise(fitAdText(headlineSafe(s), L.maxLength)))
    .filter((l) => !headlines.some((h) => h.toLowerCase() === l.toLowerCase()))
    .slice(0, L.max);
  return {
    businessName: fallback.businessName,
    headlines,
    longHeadlines: longs.length ? longs : fallback.longHeadlines,
    descriptions,
    callToAction: fallback.callToAction,
  };
}
