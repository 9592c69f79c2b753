import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HSTS, overHttps } from '../http/hsts';
import type { RenderedPage } from './render';

/**
 * The security headers of a landing page (what helmet would add, fixed once instead of built per
 * request) next to the page's own strict Content-Security-Policy. The page may not be framed at
 * all: `X-Frame-Options: DENY`, as its CSP's `frame-ancestors 'none'` says. Strict-Transport-
 * Security is added only to answers over HTTPS (http/hsts.ts).
 */
const SECURITY_HEADERS: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * A published page may be stored by browsers and shared caches (a CDN), but every use is
 * revalidated with its ETag first: an edit is visible on the next request, through a CDN too, and
 * an unchanged page costs a 304 without a body.
 */
const PUBLISHED_PAGE_CACHE_CONTROL = 'public, no-cache';
/**
 * A page under an experiment differs per visitor: a browser may keep its own variant (revalidated
 * with its ETag), a shared cache may not keep it at all.
 */
const EXPERIMENT_PAGE_CACHE_CONTROL = 'private, no-cache';
/** Not-found, unavailable and form-result pages are never stored. */
const UNCACHED_PAGE_CACHE_CONTROL = 'no-store';
/** Seconds a visitor (or a CDN) is asked to wait before trying a page again while the database is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

export type Encoding = 'br' | 'gzip' | 'identity';

/** A rendered page with its three bodies and one strong ETag per body, computed once. */
export interface PreparedPage {
  csp: string;
  /** The content hash every ETag of this page starts with. */
  hash: string;
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
  /**
   * The complete response headers of a kept page's 200 and 304 answers, per encoding (name,
   * value, …); `https` adds Strict-Transport-Security, for answers over HTTPS.
   */
  headers: Record<Encoding, { ok: string[]; notModified: string[] }>;
  httpsHeaders: Record<Encoding, { ok: string[]; notModified: string[] }>;
}

function prepared(
  page: RenderedPage,
  bodies: Record<Encoding, Buffer>,
  cacheControl = PUBLISHED_PAGE_CACHE_CONTROL,
): PreparedPage {
  const hash = hashOf(page);
  const etags = etagsOf(hash);
  const headersOf = (encoding: Encoding) => {
    const common = [
      ...Object.entries(SECURITY_HEADERS).flat(),
      'content-security-policy',
      page.csp,
      'vary',
      'accept-encoding',
      'cache-control',
      cacheControl,
      'etag',
      etags[encoding],
    ];
    const ok = [
      ...common,
      'content-type',
      'text/html; charset=utf-8',
      'content-length',
      String(bodies[encoding].length),
    ];
    if (encoding !== 'identity') ok.push('content-encoding', encoding);
    return { ok, notModified: common };
  };
  const withHsts = (headers: { ok: string[]; notModified: string[] }) => ({
    ok: [...headers.ok, 'strict-transport-security', HSTS],
    notModified: [...headers.notModified, 'strict-transport-security', HSTS],
  });
  const headers = { identity: headersOf('identity'), gzip: headersOf('gzip'), br: headersOf('br') };
  return {
    csp: page.csp,
    hash,
    bodies,
    etags,
    headers,
    httpsHeaders: { identity: withHsts(headers.identity), gzip: withHsts(headers.gzip), br: withHsts(headers.br) },
  };
}

const hashOf = (page: RenderedPage) => page.etag.slice(1, -1);

function etagsOf(hash: string): Record<Encoding, string> {
  // One strong ETag per representation (a gzip body is not byte-identical to the brotli one).
  return { identity: `"${hash}"`, gzip: `"${hash}-gzip"`, br: `"${hash}-br"` };
}

const BROTLI_BEST = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Compress a page for keeping (best compression, off the event loop: done once per published version). */
export async function preparePage(page: RenderedPage, options: { perVisitor?: boolean } = {}): Promise<PreparedPage> {
  const identity = Buffer.from(page.html);
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, BROTLI_BEST(identity.length)),
  ]);
  return prepared(
    page,
    { identity, gzip: gz, br },
    options.perVisitor ? EXPERIMENT_PAGE_CACHE_CONTROL : PUBLISHED_PAGE_CACHE_CONTROL,
  );
}

/** The same, synchronously: for the few fixed pages built at start-up. */
export function preparePageSync(page: RenderedPage): PreparedPage {
  const identity = Buffer.from(page.html);
  return prepared(page, {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, BROTLI_BEST(identity.length)),
  });
}

/**
 * The encoding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none;
 * q-values are honoured (`br;q=0` refuses brotli, a higher q for gzip wins). No header: none.
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let known = negotiated.get(header);
  if (known === undefined) {
    known = parseAcceptEncoding(header);
    if (negotiated.size >= 200) negotiated.clear();
    negotiated.set(header, known);
  }
  return known;
}
const negotiated = new Map<string, Encoding>();

function parseAcceptEncoding(header: string): Encoding {
  const q: Partial<Record<Encoding | '*', number>> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [rawName, ...params] = part.split(';');
    let name = rawName!.trim();
    if (name === 'x-gzip') name = 'gzip';
    if (name !== 'br' && name !== 'gzip' && name !== 'identity' && name !== '*') continue;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match) weight = Number(match[1]);
    }
    q[name] = Number.isFinite(weight) ? weight : 0;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gz = q.gzip ?? q['*'] ?? 0;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names any representation of this page (or `*`); weak comparison, as RFC 9110 asks. */
export function matchesIfNoneMatch(header: string | undefined, page: PreparedPage): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const match of header.matchAll(/(?:W\/)?"([^"]*)"/g)) {
    const tag = match[1]!;
    if (tag === page.hash || tag === `${page.hash}-gzip` || tag === `${page.hash}-br`) return true;
  }
  return false;
}

/**
 * Answer with a prepared page: its body in the negotiated encoding, its own strict CSP and the
 * security headers. A cacheable page carries its ETag and answers 304 to a matching If-None-Match;
 * any other page is `no-store`. Routes using this turn off helmet and @fastify/compress.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PreparedPage,
  options: { status?: number; cacheable?: boolean; retryAfterSeconds?: number } = {},
) {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const status = options.status ?? 200;
  if (status === 200 && options.cacheable) {
    // The hot path: every header was built with the page; the answer is written as it is
    // (Fastify's onResponse hooks still run; this route has no onSend hook to skip).
    reply.hijack();
    const headers = (overHttps(request) ? page.httpsHeaders : page.headers)[encoding];
    if (matchesIfNoneMatch(request.headers['if-none-match'], page)) {
      reply.raw.writeHead(304, headers.notModified).end();
    } else {
      reply.raw.writeHead(200, headers.ok).end(page.bodies[encoding]);
    }
    return reply;
  }
  // Strict-Transport-Security is already on the reply (http/hsts.ts, an onRequest hook).
  reply
    .headers(SECURITY_HEADERS)
    .header('content-security-policy', page.csp)
    .header('content-type', 'text/html; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header('cache-control', UNCACHED_PAGE_CACHE_CONTROL);
  if (options.retryAfterSeconds !== undefined) reply.header('retry-after', String(options.retryAfterSeconds));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(status).send(page.bodies[encoding]);
}

/**
 * Answer with a page rendered for this answer only (a form result, an error page), never stored:
 * compressed with quick settings in the negotiated encoding.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  options: { status?: number } = {},
) {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const identity = Buffer.from(page.html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(identity, { level: 6 })
        : identity;
  const once = prepared(page, { identity, gzip: body, br: body });
  return sendPrepared(request, reply, once, { status: options.status ?? 200, cacheable: false });
}
