import { describe, expect, it } from 'vitest';
import { builtinAdCopy } from '../../../src/server/campaigns/content/builtin-copy';

const base = { businessName: '', idea: '', solution: '', feature: '', question: '' };

describe('built-in ad copy: cases found by review', () => {
  it('keeps an acronym capitalised inside a neutral headline', () => {
    const ad = builtinAdCopy({
      ...base,
      idea: 'SEO audits',
      header: 'SEO audits',
      solution: 'We audit your website and send a report within a week.',
    });
    expect(ad.headlines).toContain('Interested in SEO audits?');
    const all = [...ad.headlines, ...ad.longHeadlines];
    expect(all.some((h) => /sEO/u.test(h))).toBe(false);
  });
  it('does not end a headline on "comes" or offer "It works" alone', () => {
    const ad = builtinAdCopy({
      ...base,
      idea: 'Handmade Banarasi sarees from weaver families',
      solution:
        'Every saree comes with a photo and story of the weaver who made it. It works in English, Hindi and Tamil.',
    });
    expect(ad.headlines).not.toContain('Every saree comes');
    expect(ad.headlines).not.toContain('It works');
  });
  it('never makes a headline of half a pair of adjectives ("Sends polite", "Escalating reminders")', () => {
    const ad = builtinAdCopy({
      ...base,
      idea: 'GST-ready invoicing software for Indian SMEs',
      feature:
        'Sends polite, escalating reminders to your clients until they pay, and you can collect payment by UPI directly from the invoice link.',
    });
    const all = [...ad.headlines, ...ad.longHeadlines, ...ad.descriptions];
    expect(all.filter((h) => /^(sends polite|escalating reminders)\b/iu.test(h) && !/,/.test(h))).toEqual([]);
  });
});
