import type { IdeaAnswers } from '../orders/answers';
import { adTextLength } from '../text/fit';
import { AD_LIMITS, CALL_TO_ACTIONS } from './ad-limits';

/** The texts of a Performance Max asset group (Google Ads limits in AD_LIMITS). */
export interface AdCopy {
  businessName: string;
  headlines: string[];
  longHeadlines: string[];
  descriptions: string[];
  callToAction: string;
}

/** What the ad is about: the order's four answers and its landing page texts. */
export interface AdCopyInput {
  businessName: string;
  answers: IdeaAnswers;
  /** The landing page's title, header and about paragraph, when generated. */
  title?: string;
  header?: string;
  about?: string;
}

/** Every way `copy` breaks a Google Ads limit; empty when it is valid. */
export function adCopyProblems(copy: AdCopy): string[] {
  const p: string[] = [];
  const H = AD_LIMITS.headlines;
  const D = AD_LIMITS.descriptions;
  const nonEmpty = (s: string) => s.trim().length > 0;
  if (copy.headlines.length < H.min || copy.headlines.length > H.max) {
    p.push(`${copy.headlines.length} headlines (want ${H.min}–${H.max})`);
  }
  copy.headlines.forEach((h, i) => {
    if (!nonEmpty(h) || adTextLength(h) > H.maxLength)
      p.push(`headline ${i + 1} "${h}" is empty or over ${H.maxLength}`);
    if (h.includes('!')) p.push(`headline ${i + 1} contains "!"`);
  });
  if (!copy.headlines.some((h) => adTextLength(h) <= H.shortMaxLength)) {
    p.push(`no headline of at most ${H.shortMaxLength} characters`);
  }
  if (new Set(copy.headlines.map((h) => h.toLowerCase())).size !== copy.headlines.length) p.push('duplicate headlines');
  const L = AD_LIMITS.longHeadlines;
  if (copy.longHeadlines.length < L.min || copy.longHeadlines.length > L.max) {
    p.push(`${copy.longHeadlines.length} long headlines (want ${L.min}–${L.max})`);
  }
  copy.longHeadlines.forEach((h, i) => {
    if (!nonEmpty(h) || adTextLength(h) > L.maxLength) p.push(`long headline ${i + 1} is empty or over ${L.maxLength}`);
  });
  if (new Set(copy.longHeadlines.map((h) => h.toLowerCase())).size !== copy.longHeadlines.length) {
    p.push('duplicate long headlines');
  }
  if (copy.descriptions.length < D.min || copy.descriptions.length > D.max) {
    p.push(`${copy.descriptions.length} descriptions (want ${D.min}–${D.max})`);
  }
  copy.descriptions.forEach((d, i) => {
    if (!nonEmpty(d) || adTextLength(d) > D.maxLength) p.push(`description ${i + 1} is empty or over ${D.maxLength}`);
  });
  if (!copy.descriptions.some((d) => adTextLength(d) <= D.shortMaxLength)) {
    p.push(`no description of at most ${D.shortMaxLength} characters`);
  }
  if (new Set(copy.descriptions.map((d) => d.toLowerCase())).size !== copy.descriptions.length) {
    p.push('duplicate descriptions');
  }
  if (!nonEmpty(copy.businessName) || adTextLength(copy.businessName) > AD_LIMITS.businessName.maxLength) {
    p.push(`business name is empty or over ${AD_LIMITS.businessName.maxLength}`);
  }
  if (!(CALL_TO_ACTIONS as readonly string[]).includes(copy.callToAction)) {
    p.push(`call to action "${copy.callToAction}" is not one of Google's`);
  }
  return p;
}
