import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { CLIENT_IP_HEADER } from './auth';

/** Mount better-auth at /api/auth/*: the Fastify request becomes a web Request and back. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, ctx.config.PUBLIC_URL);
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined || key.toLowerCase() === CLIENT_IP_HEADER) continue;
        if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
        else headers.set(key, value);
      }
      // Fastify's request.ip honours the trust-proxy setting; better-auth reads only this header.
      headers.set(CLIENT_IP_HEADER, request.ip);
      const body = request.body === undefined || request.method === 'GET' ? undefined : JSON.stringify(request.body);
      const response = await ctx.auth.handler(new Request(url, { method: request.method, headers, body }));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key.toLowerCase() !== 'content-length') reply.header(key, value);
      });
      const text = await response.text();
      if (response.status >= 400) {
        // Normalise better-auth's errors to the product's `{ detail }` shape, keeping its fields.
        let parsed: Record<string, unknown>;
        try {
          parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          parsed = { message: text };
        }
        const detail =
          (typeof parsed.message === 'string' && parsed.message) ||
          (response.status === 429 ? 'Too many requests. Try again later.' : 'Request failed');
        return reply.type('application/json').send({ ...parsed, detail });
      }
      return reply.send(text || null);
    },
  });
}
