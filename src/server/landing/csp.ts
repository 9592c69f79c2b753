import { createHash } from 'node:crypto';

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The landing pages' Content-Security-Policy: nothing from other hosts, scripts only from this
 * server or inline when hashed, the inline stylesheet only by its hash.
 */
export function landingCsp({ scriptHashes, styleHashes }: { scriptHashes: string[]; styleHashes: string[] }): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    `style-src ${styleHashes.join(' ') || "'none'"}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
