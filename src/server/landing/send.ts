import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from './render';

/**
 * The security headers of a landing page (what helmet would add, fixed once instead of built per
 * request) next to the page's own strict Content-Security-Policy.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Compressed once per rendered page (a cached page is compressed once, not per visitor). */
const compressed = new WeakMap<RenderedPage, Buffer>();

function gzipOf(page: RenderedPage): Buffer {
  let body = compressed.get(page);
  if (!body) {
    body = gzipSync(page.html, { level: 9 });
    compressed.set(page, body);
  }
  return body;
}

/**
 * Answer with a rendered landing page and its own strict CSP. A page that shows a form result is
 * never cached; the plain page is revalidated with its ETag (cheap 304s for returning visitors).
 * Routes using this turn off helmet and @fastify/compress: the headers and gzip are done here.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  options: { status?: number; cacheable?: boolean } = {},
) {
  reply
    .headers(SECURITY_HEADERS)
    .header('content-security-policy', page.csp)
    .header('content-type', 'text/html; charset=utf-8');
  const status = options.status ?? 200;
  if (status === 200 && options.cacheable) {
    reply.header('cache-control', 'public, max-age=0, must-revalidate').header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  } else {
    reply.header('cache-control', 'no-store');
  }
  reply.header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.code(status).header('content-encoding', 'gzip').send(gzipOf(page));
  }
  return reply.code(status).send(page.html);
}
