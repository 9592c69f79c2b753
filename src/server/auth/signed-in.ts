import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Routes typed by their zod contracts (what `app.withTypeProvider<ZodTypeProvider>()` returns). */
export type ZodRoutes = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The OpenAPI security requirement of a signed-in route: the `bearer` scheme app.ts declares. */
const SIGNED_IN_SECURITY = [{ bearer: [] }];

export interface RouteGroup {
  /** The OpenAPI tags of every route of the group (a route may set its own). */
  tags: string[];
}

/**
 * Register a group of routes for signed-in callers only, in a Fastify scope of their own: every
 * route of the scope gets `security: [{ bearer: [] }]` and the group's tags in its schema (an
 * `onRoute` hook), so the OpenAPI document shows them and the app's `onRequest` sign-in hook
 * (auth/guard.ts, registered first in app.ts) checks the bearer token before the body is read:
 * 401, or `request.user` set. Routes declare neither; a handler reads its caller with
 * `signedInUser(request)` (auth/user.ts).
 */
export async function signedInRoutes(
  app: FastifyInstance,
  group: RouteGroup,
  routes: (scope: ZodRoutes) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { tags: group.tags, ...route.schema, security: SIGNED_IN_SECURITY };
    });
    await routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}
