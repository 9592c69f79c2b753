import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  campaignFinalUrl,
  CHANNELS,
  classifyChannel,
  referrerHost,
  sourceName,
  sourceOf,
  type Channel,
  type ChannelInput,
} from '../../../src/shared/analytics/channel';

/** Real combinations seen on landing pages: referrer hosts, UTM tags, click ids, and nothing. */
const CASES: [string, ChannelInput, Channel][] = [
  ['nothing at all', {}, 'Direct'],
  ['empty strings', { utmSource: '', utmMedium: '', referrer: '' }, 'Direct'],
  ['Google search', { referrer: 'https://www.google.com/' }, 'Organic Search'],
  ['Google India', { referrer: 'https://www.google.co.in/' }, 'Organic Search'],
  ['Bing', { referrer: 'https://www.bing.com/search' }, 'Organic Search'],
  ['DuckDuckGo', { referrer: 'https://duckduckgo.com/' }, 'Organic Search'],
  ['Yahoo', { referrer: 'https://search.yahoo.com/' }, 'Organic Search'],
  ['Ecosia', { referrer: 'https://www.ecosia.org/' }, 'Organic Search'],
  ['Yandex', { referrer: 'https://yandex.ru/' }, 'Organic Search'],
  ['Baidu', { referrer: 'https://www.baidu.com/link' }, 'Organic Search'],
  ['utm_medium=organic', { utmSource: 'newsletter-partner', utmMedium: 'organic' }, 'Organic Search'],
  ['Google Ads click (gclid)', { clickId: 'gclid' }, 'Paid Search'],
  ['Google Ads iOS click (gbraid)', { clickId: 'gbraid', referrer: 'https://www.google.com/' }, 'Paid Search'],
  ['Google Ads web-to-app click (wbraid)', { clickId: 'wbraid' }, 'Paid Search'],
  ['Microsoft Ads click (msclkid)', { clickId: 'msclkid', referrer: 'https://www.bing.com/' }, 'Paid Search'],
  ['our own campaigns: google / cpc', { utmSource: 'google', utmMedium: 'cpc', clickId: 'gclid' }, 'Paid Search'],
  ['google / cpc without click id', { utmSource: 'google', utmMedium: 'cpc' }, 'Paid Search'],
  ['bing / ppc', { utmSource: 'bing', utmMedium: 'ppc' }, 'Paid Search'],
  ['paidsearch medium', { utmSource: 'google', utmMedium: 'paidsearch' }, 'Paid Search'],
  ['Facebook link (fbclid)', { clickId: 'fbclid', referrer: 'https://l.facebook.com/' }, 'Organic Social'],
  ['facebook / cpc', { utmSource: 'facebook', utmMedium: 'cpc', clickId: 'fbclid' }, 'Paid Social'],
  ['instagram / paid_social', { utmSource: 'instagram', utmMedium: 'paid_social' }, 'Paid Social'],
  ['linkedin / cpc', { utmSource: 'linkedin', utmMedium: 'cpc' }, 'Paid Social'],
  ['fbclid with a paid medium', { clickId: 'fbclid', utmMedium: 'paid' }, 'Paid Social'],
  ['Facebook referrer', { referrer: 'https://m.facebook.com/' }, 'Organic Social'],
  ['Instagram referrer', { referrer: 'https://l.instagram.com/' }, 'Organic Social'],
  ['LinkedIn referrer', { referrer: 'https://www.linkedin.com/feed/' }, 'Organic Social'],
  ['t.co (X/Twitter)', { referrer: 'https://t.co/abc' }, 'Organic Social'],
  ['Reddit', { referrer: 'https://www.reddit.com/r/startups/' }, 'Organic Social'],
  ['YouTube', { referrer: 'https://www.youtube.com/' }, 'Organic Social'],
  ['WhatsApp share', { utmSource: 'whatsapp' }, 'Organic Social'],
  ['utm_medium=social', { utmSource: 'partner-blog', utmMedium: 'social' }, 'Organic Social'],
  ['newsletter / email', { utmSource: 'newsletter', utmMedium: 'email' }, 'Email'],
  ['mailchimp / e-mail', { utmSource: 'mailchimp', utmMedium: 'e-mail' }, 'Email'],
  ['utm_source=email only', { utmSource: 'email' }, 'Email'],
  ['Gmail web referrer', { referrer: 'https://mail.google.com/' }, 'Email'],
  ['Outlook web referrer', { referrer: 'https://outlook.live.com/' }, 'Email'],
  ['a blog', { referrer: 'https://someblog.example.com/post/1' }, 'Referral'],
  ['Hacker News', { referrer: 'https://news.ycombinator.com/' }, 'Referral'],
  ['utm_medium=referral', { utmSource: 'partner', utmMedium: 'referral' }, 'Referral'],
  ['an unknown utm_source alone', { utmSource: 'flyer-qr' }, 'Referral'],
  [
    'Google in utm_source overrides a blog referrer',
    { utmSource: 'google', referrer: 'https://blog.example/' },
    'Organic Search',
  ],
  ['upper case tags', { utmSource: 'Google', utmMedium: 'CPC' }, 'Paid Search'],
];

describe('classifyChannel (GA4 default channel names)', () => {
  it(`has at least 30 real combinations`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES)('%s', (_name, input, expected) => {
    expect(classifyChannel(input)).toBe(expected);
  });

  it('answers one of the seven channel names for any input', () => {
    const text = fc.option(fc.string({ maxLength: 40 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          clickId: fc.option(fc.constantFrom('gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'other'), { nil: null }),
          utmSource: text,
          utmMedium: text,
          referrer: text,
        }),
        (input) => {
          expect(CHANNELS).toContain(classifyChannel(input));
        },
      ),
    );
  });
});

describe('sources and hosts', () => {
  it('takes the UTM source first, then the referrer host without www, else empty', () => {
    expect(sourceOf({ utmSource: 'Google', referrer: 'https://www.bing.com/' })).toBe('google');
    expect(sourceOf({ referrer: 'https://www.bing.com/search' })).toBe('bing.com');
    expect(sourceOf({})).toBe('');
    expect(referrerHost('https://user@news.ycombinator.com:443/item')).toBe('news.ycombinator.com');
  });

  it('names each known site once, whatever its host, country domain or case (issue 25)', () => {
    const named = (input: Pick<ChannelInput, 'utmSource' | 'referrer'>) => sourceName(sourceOf(input));
    for (const input of [
      { utmSource: 'google' },
      { utmSource: 'Google' },
      { utmSource: ' GOOGLE.com ' },
      { referrer: 'https://www.google.com/' },
      { referrer: 'https://www.google.co.in/search?q=x' },
      { referrer: 'https://news.google.com/' },
      { referrer: 'https://google.de/' },
    ]) {
      expect(named(input), JSON.stringify(input)).toBe('Google');
    }
    expect(named({ referrer: 'https://l.facebook.com/' })).toBe('Facebook');
    expect(named({ utmSource: 'fb' })).toBe('Facebook');
    expect(named({ utmSource: 'm.facebook' })).toBe('Facebook');
    expect(named({ referrer: 'https://t.co/abc' })).toBe('X (Twitter)');
    expect(named({ referrer: 'https://x.com/someone' })).toBe('X (Twitter)');
    expect(named({ referrer: 'https://lnkd.in/x' })).toBe('LinkedIn');
    expect(named({ referrer: 'https://youtu.be/x' })).toBe('YouTube');
    expect(named({ referrer: 'https://duckduckgo.com/' })).toBe('DuckDuckGo');
    // Unknown sites and webmail keep their host (lower case, no www.); nothing stays nothing.
    expect(named({ referrer: 'https://News.YCombinator.com/item' })).toBe('news.ycombinator.com');
    expect(named({ utmSource: 'Flyer-QR' })).toBe('flyer-qr');
    expect(named({ referrer: 'https://mail.google.com/' })).toBe('mail.google.com');
    expect(named({})).toBe('');
  });

  it("tags a launched campaign's final URL for Paid Search with its name", () => {
    const url = new URL(campaignFinalUrl('https://ideaproof.example/p/abc', 'Spring launch'));
    expect(url.pathname).toBe('/p/abc');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Spring launch',
    });
    expect(classifyChannel({ utmSource: 'google', utmMedium: 'cpc' })).toBe('Paid Search');
  });
});
