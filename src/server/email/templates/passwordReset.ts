import type { EmailMessage } from '../mailer';
import { escapeHtml } from './escapeHtml';

/** The password-reset email: a link to /reset-password?token=… valid for one hour. */
export function passwordResetEmail({ to, name, link }: { to: string; name: string; link: string }): EmailMessage {
  const text =
    `Hello ${name},\n\n` +
    'Someone asked to reset the password of your Ideaproof account.\n' +
    'Open this link within one hour to choose a new password (it works once):\n\n' +
    `${link}\n\n` +
    'If it was not you, ignore this email: your password stays the same.\n';
  const html =
    `<p>Hello ${escapeHtml(name)},</p>` +
    '<p>Someone asked to reset the password of your Ideaproof account.<br>' +
    'Open this link within one hour to choose a new password (it works once):</p>' +
    `<p><a href="${escapeHtml(link)}">Reset my password</a></p>` +
    `<p style="color:#555">Or copy this address into your browser: ${escapeHtml(link)}</p>` +
    '<p>If it was not you, ignore this email: your password stays the same.</p>';
  return { to, subject: 'Reset your Ideaproof password', text, html, kind: 'password-reset' };
}
