import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from './render';

/**
 * Answer with a rendered landing page and its own strict CSP. A page that shows a form result is
 * never cached; the plain page is revalidated with its ETag (cheap 304s for returning visitors).
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  options: { status?: number; cacheable?: boolean } = {},
) {
  reply
    .header('content-security-policy', page.csp)
    .header('content-type', 'text/html; charset=utf-8')
    .header('x-content-type-options', 'nosniff');
  const status = options.status ?? 200;
  if (status === 200 && options.cacheable) {
    reply.header('cache-control', 'public, max-age=0, must-revalidate').header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  } else {
    reply.header('cache-control', 'no-store');
  }
  return reply.code(status).send(page.html);
}
