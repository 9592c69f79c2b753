/**
 * Where a visit came from, in the names of Google Analytics 4's default channel grouping (the
 * seven that a landing page can receive). One pure function, used by the server when it stores a
 * visit and by tests; the dashboard shows the names as they are.
 *
 * Inputs: which click id the landing URL carried (its name only, never its value), the UTM source
 * and medium, and the host of the referrer. Rules, first match wins:
 * 1. a Google or Microsoft Ads click id (gclid, gbraid, wbraid, msclkid) → Paid Search;
 * 2. an email medium or source, or a webmail referrer → Email;
 * 3. a paid medium (cpc, ppc, paid…, retargeting, display…) → Paid Social when the source or
 *    referrer is a social site or the click id is fbclid, else Paid Search;
 * 4. fbclid, a social medium, or a social source or referrer → Organic Social;
 * 5. the "organic" medium, or a search engine source or referrer → Organic Search;
 * 6. any other referrer, or a UTM source or medium that matched nothing above → Referral;
 * 7. nothing at all → Direct.
 */

export const CHANNELS = [
  'Direct',
  'Organic Search',
  'Paid Search',
  'Organic Social',
  'Paid Social',
  'Referral',
  'Email',
] as const;
export type Channel = (typeof CHANNELS)[number];

/** Click ids the landing script reports by name (never by value). */
export const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const;

export interface ChannelInput {
  clickId?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  /** The referrer's host name ("www.google.com"), or a full referrer URL. */
  referrer?: string | null;
}

const SEARCH = [
  'google',
  'bing',
  'yahoo',
  'duckduckgo',
  'baidu',
  'yandex',
  'ecosia',
  'ask',
  'naver',
  'seznam',
  'startpage',
  'qwant',
  'brave',
  'sogou',
  'aol',
];
const SOCIAL = [
  'facebook',
  'fb',
  'instagram',
  'ig',
  'linkedin',
  'lnkd',
  'twitter',
  'x',
  't',
  'reddit',
  'pinterest',
  'tiktok',
  'youtube',
  'whatsapp',
  'wa',
  'telegram',
  'snapchat',
  'quora',
  'threads',
  'tumblr',
  'vk',
  'discord',
  'messenger',
  'm.facebook',
  'l.facebook',
  'lm.facebook',
  'meta',
];
const WEBMAIL_HOSTS = [
  'mail.google.com',
  'outlook.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'mail.yahoo.com',
  'mail.proton.me',
];
const SOCIAL_HOST_ALIASES: Record<string, string> = { 't.co': 'twitter', 'lnkd.in': 'linkedin', 'youtu.be': 'youtube' };

/** The host of a referrer (URL or bare host), lower case, without "www."; '' when there is none. */
export function referrerHost(referrer: string | null | undefined): string {
  if (!referrer) return '';
  let host = referrer.trim().toLowerCase();
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/.exec(host);
  if (scheme) host = scheme[1]!;
  else host = host.split(/[/?#]/)[0]!;
  host = host.replace(/^[^@]*@/, '').replace(/:\d+$/, '');
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** "google" for google.com, google.co.in, www.google.de, news.google.com: the registrable name's first label. */
function siteName(host: string): string {
  if (SOCIAL_HOST_ALIASES[host]) return SOCIAL_HOST_ALIASES[host];
  const labels = host.split('.').filter(Boolean);
  if (labels.length <= 1) return labels[0] ?? '';
  // Drop the public suffix: one label ("com"), or two short ones ("co.in", "com.au").
  let end = labels.length - 1;
  if (end >= 2 && labels[end]!.length <= 3 && labels[end - 1]!.length <= 3) end -= 1;
  return labels[end - 1]!;
}

const isSearchName = (name: string) => SEARCH.includes(name);
const isSocialName = (name: string) => SOCIAL.includes(name);

const EMAIL = /^(e[-_ ]?mail|newsletter)$/;
const PAID = /^(.*cp.*|ppc|retargeting|paid.*|display|banner|cpm|ads?)$/;
const SOCIAL_MEDIUM = /^(social|social[-_ ]?network|social[-_ ]?media|sm|social[-_ ]?network)$/;

export function classifyChannel(input: ChannelInput): Channel {
  const clickId = (input.clickId ?? '').trim().toLowerCase();
  const medium = (input.utmMedium ?? '').trim().toLowerCase();
  const rawSource = (input.utmSource ?? '').trim().toLowerCase();
  const host = referrerHost(input.referrer);
  const sourceName = rawSource ? siteName(referrerHost(rawSource)) || rawSource : '';
  const hostName = host ? siteName(host) : '';

  if (clickId === 'gclid' || clickId === 'gbraid' || clickId === 'wbraid' || clickId === 'msclkid') {
    return 'Paid Search';
  }
  if (EMAIL.test(medium) || EMAIL.test(rawSource) || WEBMAIL_HOSTS.includes(host)) return 'Email';
  const social = clickId === 'fbclid' || isSocialName(sourceName) || (!rawSource && isSocialName(hostName));
  if (PAID.test(medium)) return social ? 'Paid Social' : 'Paid Search';
  if (social || SOCIAL_MEDIUM.test(medium)) return 'Organic Social';
  if (medium === 'organic' || isSearchName(sourceName) || (!rawSource && isSearchName(hostName))) {
    return 'Organic Search';
  }
  if (host || rawSource || medium) return 'Referral';
  return 'Direct';
}

/** The source a visit is listed under: the UTM source, else the referrer's host; '' for none (Direct). */
export function sourceOf(input: Pick<ChannelInput, 'utmSource' | 'referrer'>): string {
  const utm = (input.utmSource ?? '').trim().toLowerCase();
  if (utm) return utm.slice(0, 200);
  return referrerHost(input.referrer).slice(0, 200);
}

/**
 * Known sites by the name `siteName` gives their hosts and UTM values, and the one name each is
 * listed under (as Plausible and GA4 do): google, google.com, www.google.co.in → Google.
 */
const SOURCE_NAMES: Record<string, string> = {
  google: 'Google',
  bing: 'Bing',
  yahoo: 'Yahoo',
  duckduckgo: 'DuckDuckGo',
  baidu: 'Baidu',
  yandex: 'Yandex',
  ecosia: 'Ecosia',
  ask: 'Ask',
  naver: 'Naver',
  seznam: 'Seznam',
  startpage: 'Startpage',
  qwant: 'Qwant',
  brave: 'Brave Search',
  sogou: 'Sogou',
  aol: 'AOL',
  facebook: 'Facebook',
  fb: 'Facebook',
  'm.facebook': 'Facebook',
  'l.facebook': 'Facebook',
  'lm.facebook': 'Facebook',
  messenger: 'Facebook',
  instagram: 'Instagram',
  ig: 'Instagram',
  linkedin: 'LinkedIn',
  lnkd: 'LinkedIn',
  twitter: 'X (Twitter)',
  x: 'X (Twitter)',
  reddit: 'Reddit',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  wa: 'WhatsApp',
  telegram: 'Telegram',
  snapchat: 'Snapchat',
  quora: 'Quora',
  threads: 'Threads',
  tumblr: 'Tumblr',
  vk: 'VK',
  discord: 'Discord',
};

/**
 * The name a stored source (`sourceOf`: a UTM source or a referrer host) is listed under: one name
 * per known site, whatever host, country domain or letter case it came with ("google",
 * "google.com", "www.google.co.in", "News.Google.com" → "Google"; "t.co", "x.com" → "X (Twitter)").
 * Webmail hosts and unknown sources are listed as stored (lower case, without "www."); '' stays ''.
 * The raw `utm_source` and referrer are kept on each visit.
 */
export function sourceName(source: string): string {
  const host = referrerHost(source);
  if (!host) return '';
  if (WEBMAIL_HOSTS.includes(host)) return host;
  return SOURCE_NAMES[siteName(host)] ?? SOURCE_NAMES[host] ?? host;
}

/**
 * The final URL of a campaign launched through the product: the landing page tagged so its visits
 * are listed under Paid Search, source "google" and the campaign's name.
 */
export function campaignFinalUrl(landingUrl: string, campaignName: string): string {
  const url = new URL(landingUrl);
  url.searchParams.set('utm_source', 'google');
  url.searchParams.set('utm_medium', 'cpc');
  url.searchParams.set('utm_campaign', campaignName);
  return url.toString();
}
