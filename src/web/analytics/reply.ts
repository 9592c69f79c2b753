import type { Submission } from '../../shared/contracts/analytics';

/** How much of the lead's message a reply quotes (mail programs cut very long mailto: links). */
const QUOTE_MAX = 500;

/** The subject of a reply to a lead: always names the page the lead came from. */
export function replySubject(lead: Pick<Submission, 'subject'>, pageName: string): string {
  const subject = lead.subject?.trim();
  return subject ? `Re: ${subject} (${pageName})` : `Your message on ${pageName}`;
}

/**
 * A mailto: link that answers a lead (RFC 6068): the address with every character but "@"
 * percent-encoded, the subject and a quoted message encoded as URI components (spaces %20, not +).
 */
export function replyHref(lead: Pick<Submission, 'email' | 'subject' | 'message' | 'name'>, pageName: string): string {
  const to = encodeURIComponent(lead.email.trim()).replace(/%40/g, '@');
  const message = lead.message.length > QUOTE_MAX ? `${lead.message.slice(0, QUOTE_MAX)}…` : lead.message;
  const quoted = message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\r\n');
  // A price test's lead left only an email: no name to greet and no message to quote.
  const body = lead.message
    ? `Hello ${lead.name},\r\n\r\n\r\n\r\n${lead.name} wrote on ${pageName}:\r\n${quoted}`
    : `Hello,\r\n\r\n`;
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(lead, pageName))}&body=${encodeURIComponent(body)}`;
}
