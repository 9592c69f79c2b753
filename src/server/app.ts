import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Composition } from './services';
import { AppError, installErrorHandlers, notFound, rateLimited } from './http/errors';
import { installInputGuards } from './http/input';
import { hstsHook } from './http/hsts';
import { makeAuthenticateHook } from './auth/guard';
import { rateLimitStore } from './http/rate-limit-store';
import { pingDatabase } from './db/client';
import { routeAreas } from './routes';
import { finishDocument, openapiTransform } from './openapi/document';
import { fromRoot } from './paths';

const WEB_DIST = fromRoot('dist/web');

/**
 * Build the HTTP app on an existing context (database, queue, auth). Does not listen; `ready()`
 * (or `listen`) starts the context's services and `close()` stops them (ctx.lifecycle).
 */
export async function buildApp(ctx: Composition, options: { webDist?: string } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: ctx.config.MAX_BODY_BYTES,
    // Errors Fastify raises before routing (a malformed percent-escape in the URL) answer in the
    // product's `{ detail }` shape too, never Fastify's default body.
    frameworkErrors: (error, _request, reply) => {
      const out = reply as unknown as FastifyReply;
      void out.code(400).send({ detail: error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad request' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  installErrorHandlers(app);
  // Before anything reads a body: routes that declare `security` sign the caller in (401 first),
  // JSON is depth-checked before it is parsed, and text with NUL or lone surrogates is refused.
  app.addHook('onRequest', makeAuthenticateHook(ctx));
  // The one start and stop list (services.ts, lifecycleSteps): the job queue, the change feed,
  // the published pages, the visit inbox, … started when the app is ready and stopped in reverse
  // order once it has stopped taking requests.
  app.addHook('onReady', () => ctx.lifecycle.start());
  app.addHook('onClose', () => ctx.lifecycle.stop());
  installInputGuards(app);

  // Razorpay's checkout (script + iframe) is allowed only when the real gateway is configured.
  const razorpay = ctx.config.RAZORPAY_KEY_ID ? ['https://checkout.razorpay.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'script-src': ["'self'", ...razorpay],
        'frame-src': razorpay.length ? ['https://api.razorpay.com', ...razorpay] : ["'none'"],
        'connect-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent by hstsHook, only on answers to HTTPS requests (http/hsts.ts).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', hstsHook);
  await app.register(compress, { global: true, threshold: 1024 });
  // Per-route limits only: each public write opts in with `config: { rateLimit: {...} }`.
  await app.register(rateLimit, {
    global: false,
    // In memory per process, or in the database for limits that set `sharedScope` (http/rate-limit.ts).
    store: rateLimitStore(ctx.db),
    // The plugin has set `Retry-After`; its 429 is the server's one (http/errors.ts).
    errorResponseBuilder: (_req, context) =>
      rateLimited(`Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  // Multipart bodies: only the upload routes read them, in a scope of their own (http/multipart.ts).
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ideaproof API',
        version: '0.1.0',
        description: 'Orders, payments, landing pages, analytics and ad campaigns.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token sign-in or sign-up answers (`POST /api/auth/sign-in/email`).',
          },
        },
      },
    },
    // Error answers, operationIds, public routes and the auth operations (openapi/document.ts).
    transform: openapiTransform,
    transformObject: finishDocument(ctx.config.PUBLIC_URL),
  });

  // For the load balancer and the operator. `page_views_set_aside` counts batches of page views
  // the drain gave up on (`visit_inbox.last_error` says why): they are kept, not counted in the
  // founder's analytics until an operator fixes them, and do not make the process unhealthy.
  app.get('/healthz', { schema: { hide: true } }, async () => {
    try {
      await pingDatabase(ctx.database);
      const setAside = await ctx.visitInbox.setAsideRows();
      return { status: 'ok', database: ctx.database.driver, page_views_set_aside: setAside };
    } catch (err) {
      ctx.log.error({ err }, 'health check failed');
      throw new AppError('unavailable', 'Database unavailable', { body: { status: 'error' } });
    }
  });

  for (const area of routeAreas) {
    await area(app, ctx.deps);
  }

  const webDist = options.webDist ?? WEB_DIST;
  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Vite puts a content hash in every asset name: cache those for a year.
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // The app's HTML is revalidated on every visit: it names the current build's hashed assets.
  const sendHtml = (reply: FastifyReply, file: string) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile(file, webDist, { cacheControl: false });
  // The pages the build pre-rendered (home, sign-in, sign-up: docs/architecture.md#pre-rendered-public-pages)
  // are routes of their own, so they are compressed like any answer.
  for (const [path, file] of prerenderedPages(webDist)) {
    app.get(path, { schema: { hide: true } }, (_request, reply) => sendHtml(reply, file));
  }
  // SPA history fallback: any other GET that is not an API path gets the shell, index.html.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = /^\/(api|webhooks|media|healthz)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path);
    if (request.method === 'GET' && !isApi && existsSync(`${webDist}/index.html`)) {
      return sendHtml(reply, 'index.html');
    }
    throw notFound(`No route for ${request.method} ${path}`);
  });
  return app;
}

/**
 * The pages scripts/build-prerender.ts wrote into the web build: request path → file under
 * webDist (`.prerendered/pages.json` lists them). None when the build has no such list.
 */
function prerenderedPages(webDist: string): Map<string, string> {
  const list = join(webDist, '.prerendered', 'pages.json');
  if (!existsSync(list)) return new Map();
  const pages = JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([path, file]) => [path, join('.prerendered', file)]));
}
