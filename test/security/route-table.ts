import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { routeAreas } from '../../src/server/routes';
import type { Composition } from '../../src/server/services';

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route the product registers, collected with an `onRoute` hook while the real route areas
 * (src/server/routes.ts) register on a fresh instance: a new route cannot escape the security tables.
 */
export async function collectRoutes(ctx: Composition): Promise<RouteEntry[]> {
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  probe.decorateRequest('user', null);
  await probe.register(rateLimit, { global: false });
  // Upload routes register @fastify/multipart in their own scope (src/server/http/multipart.ts).
  const routes: RouteEntry[] = [];
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url });
  });
  for (const area of routeAreas) await area(probe, ctx.deps);
  await probe.ready();
  await probe.close();
  return routes;
}

/** Routes anyone may call without a token (each one is still in the hostile input run). */
export const PUBLIC_ROUTES = new Set([
  'GET /api/auth/*',
  'POST /api/auth/*',
  'HEAD /api/auth/*',
  'GET /api/auth-options',
  'HEAD /api/auth-options',
  'POST /api/session/token',
  'GET /api/site',
  'HEAD /api/site',
  'GET /api/countries',
  'HEAD /api/countries',
  'GET /api/locations',
  'HEAD /api/locations',
  'POST /webhooks/razorpay',
  'GET /media/:file',
  'HEAD /media/:file',
  'GET /p/assets/:file',
  'HEAD /p/assets/:file',
  'GET /p/:orderId',
  'HEAD /p/:orderId',
  'POST /api/landing_page',
  'POST /api/events',
  'POST /api/contact_form',
  'POST /p/:orderId/contact',
  'POST /api/price_interest',
  'POST /p/:orderId/notify',
  'GET /r/:token',
  'GET /digest/unsubscribe/:token',
  'HEAD /digest/unsubscribe/:token',
  'POST /digest/unsubscribe/:token',
  'HEAD /r/:token',
  'GET /r/:token/og.png',
  'HEAD /r/:token/og.png',
  'GET /p/:orderId/:file',
  'HEAD /p/:orderId/:file',
  'GET /robots.txt',
  'HEAD /robots.txt',
  'GET /sitemap.xml',
  'HEAD /sitemap.xml',
  'GET /favicon.ico',
  'HEAD /favicon.ico',
  'GET /api/openapi.json',
  'HEAD /api/openapi.json',
]);
