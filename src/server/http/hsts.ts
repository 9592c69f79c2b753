import type { FastifyReply, FastifyRequest } from 'fastify';

/** The Strict-Transport-Security value: one year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether a request reached the server over HTTPS: TLS on this socket, or `X-Forwarded-Proto:
 * https` from a proxy the server trusts (TRUST_PROXY). HSTS is sent only then: over plain HTTP it
 * means nothing to a browser (RFC 6797 §8.1) and only misleads.
 */
export function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** An `onRequest` hook (app.ts): Strict-Transport-Security on answers to HTTPS requests only. */
export function hstsHook(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (overHttps(request)) reply.header('strict-transport-security', HSTS);
  done();
}
