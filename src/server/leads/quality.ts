import { isBotAgent } from '../tracking/page-view';
import type { SpamReason } from '../../shared/contracts/analytics';

/**
 * The rules that mark a lead `suspected_spam` (docs/analytics.md#qualified-demand), all here. A
 * suspected lead is kept and listed (under the "Suspected spam" filter), the founder is not
 * emailed, and it does not count as demand until the founder marks it "Not spam".
 *
 * - `no_browser`: no user agent, or one of a known crawler or HTTP library (the `isbot` package's
 *   list, the one the beacon drops visits by).
 * - `no_script_proof`: posted to the JSON API without the page script's proof: the script sends
 *   `form_ms`, the time from the first touch of the form to the send. A browser without JavaScript
 *   posts the HTML form instead (POST /p/{id}/contact), which needs no proof.
 * - `honeypot`: the hidden field no person sees (`website`, HONEYPOT_FIELD) was filled.
 * - `too_fast`: sent less than MIN_FORM_MS after the first touch of the form: faster than a
 *   person can type a name, an email and a message.
 * - `links`: the message or answers hold MAX_LINKS or more links (link-stuffed spam).
 * - `disposable_email`: the email's domain is a throwaway-inbox service (DISPOSABLE_DOMAINS).
 */
const MIN_FORM_MS = 3_000;
const MAX_LINKS = 3;

/**
 * Throwaway-inbox domains (no package of such a list is installed): the most common services of the
 * community-kept list at github.com/disposable-email-domains/disposable-email-domains. A small list
 * on purpose: it catches the usual ones and never a real provider.
 */
const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  '10minutemail.com',
  'discard.email',
  'dispostable.com',
  'emailondeck.com',
  'fakeinbox.com',
  'getairmail.com',
  'getnada.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'maildrop.cc',
  'mailinator.com',
  'mailnesia.com',
  'mintemail.com',
  'mohmal.com',
  'sharklasers.com',
  'spamgourmet.com',
  'temp-mail.org',
  'tempmail.com',
  'tempmailo.com',
  'throwawaymail.com',
  'trashmail.com',
  'yopmail.com',
]);

const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]/gi;

export interface SendFacts {
  userAgent: string | undefined;
  /** The JSON API (needs the script's proof) or the HTML form (a browser without JavaScript). */
  via: 'api' | 'form';
  /** The script's proof: ms from the first touch of the form to the send (absent without it). */
  formMs: number | undefined;
  honeypot: string | undefined;
  email: string;
  /** The free text sent: message, subject and answers. */
  texts: readonly (string | null | undefined)[];
}

/** Why a send looks like spam (empty: it does not). */
export function spamReasons(f: SendFacts): SpamReason[] {
  const reasons: SpamReason[] = [];
  const agent = f.userAgent?.trim();
  if (!agent || isBotAgent(agent)) reasons.push('no_browser');
  if (f.via === 'api' && f.formMs === undefined) reasons.push('no_script_proof');
  if (f.honeypot?.trim()) reasons.push('honeypot');
  if (f.formMs !== undefined && f.formMs < MIN_FORM_MS) reasons.push('too_fast');
  const links = f.texts.reduce((n, t) => n + (t?.match(LINK)?.length ?? 0), 0);
  if (links >= MAX_LINKS) reasons.push('links');
  const domain = f.email.split('@').pop()?.trim().toLowerCase() ?? '';
  if (DISPOSABLE_DOMAINS.has(domain)) reasons.push('disposable_email');
  return reasons;
}
