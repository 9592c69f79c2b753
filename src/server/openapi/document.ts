import type { RouteOptions } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../shared/contracts/errors';
import { signInRequestSchema, signUpRequestSchema, signedInResponseSchema } from '../../shared/contracts/auth';
import { APP_ERROR_MEANING, APP_ERROR_STATUS, appErrorCodeOf, type AppErrorCode } from '../http/errors';

/**
 * The OpenAPI document's finishing (registered with @fastify/swagger in app.ts): every operation
 * gets an operationId, its security (`[]` on public routes), and one answer per error status it
 * can give, each a reference to `components.responses.<code>` built from the one error table
 * (APP_ERROR_STATUS and APP_ERROR_MEANING in http/errors.ts) with the `{ detail }` schema.
 *
 * Which statuses a route answers is derived from the route itself (what every route of this
 * server does, see `derivedErrorCodes`; an `id` field of its body or query is a 404 too) plus the
 * error statuses its schema declares with `errorResponses(...)` (http/errors.ts: what only its
 * handler does, a conflict, a declined payment).
 */

/** Vendor key carrying a route's error statuses from `transform` to `transformObject` (removed there). */
const ERROR_STATUSES_KEY = 'x-error-statuses';
const ERROR_SCHEMA_NAME = 'Error';

function hasRateLimit(route: RouteOptions): boolean {
  const config = route.config as { rateLimit?: unknown } | undefined;
  return Boolean(config?.rateLimit);
}

/**
 * What any route of this server answers by its shape alone: 400 when it reads params, a query or
 * a body (validation, and the input guards of http/input.ts); 401 when it needs a session
 * (auth/guard.ts); 404 for an id in its path that is not the caller's; 413 for a body past the
 * limit; 429 when it has a rate limit; 500 and 503 (database unreachable) on any route.
 */
function derivedErrorCodes(route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>): AppErrorCode[] {
  const schema = (route.schema ?? {}) as {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
    security?: unknown[];
  };
  const methods = [route.method].flat().map(String);
  const hasBody = methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH');
  const codes: AppErrorCode[] = [];
  if (schema.body || schema.querystring || schema.params || hasBody) codes.push('bad_request');
  if (Array.isArray(schema.security) && schema.security.length > 0) codes.push('unauthorized');
  if (/:[A-Za-z]/.test(route.url)) codes.push('not_found');
  if (hasBody) codes.push('payload_too_large');
  if (hasRateLimit(route as RouteOptions)) codes.push('rate_limited');
  codes.push('internal', 'unavailable');
  return codes;
}

/** `GET /api/orders/:id/report.pdf` → `getApiOrdersIdReportPdf` (unique: one per method and path). */
function operationIdOf(method: string, url: string): string {
  const words = url
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join('');
}

/** @fastify/swagger's per-route transform: zod → JSON Schema, then the operation's errors and identity. */
export const openapiTransform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const out = { ...(schema as Record<string, unknown>) };
  if (out.hide) return { schema: out, url };
  const response = { ...((out.response as Record<string, unknown> | undefined) ?? {}) };
  const statuses = new Set<number>(derivedErrorCodes(input.route).map((code) => APP_ERROR_STATUS[code]));
  // An id in the body or the query (`order_id`) that is not the caller's is a 404 too.
  const named = (part: unknown) => Object.keys((part as { properties?: object } | undefined)?.properties ?? {});
  if ([...named(out.body), ...named(out.querystring)].some((field) => /(^|_)id$/.test(field))) {
    statuses.add(APP_ERROR_STATUS.not_found);
  }
  for (const key of Object.keys(response)) {
    const status = Number(key);
    if (status >= 400 && appErrorCodeOf(status)) {
      statuses.add(status);
      delete response[key];
    }
  }
  out.response = response;
  out[ERROR_STATUSES_KEY] = [...statuses].sort((a, b) => a - b);
  out.operationId ??= operationIdOf([input.route.method].flat()[0]!, input.route.url);
  // A route without a security requirement is public: said explicitly, so no client guesses.
  out.security ??= [];
  return { schema: out, url };
};

type JsonObject = Record<string, unknown>;
type Operation = JsonObject & { responses?: Record<string, unknown> };

const jsonSchemaOf = (schema: z.ZodType): JsonObject => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonObject;
  return rest;
};

const errorRef = (code: AppErrorCode) => ({ $ref: `#/components/responses/${code}` });

/**
 * Sign-up, sign-in and sign-out are better-auth's endpoints behind `/api/auth/*` (a route hidden from
 * the document): the three a client needs are described here by hand, with the product's contracts.
 */
function authOperations(): Record<string, Record<string, Operation>> {
  const json = (schema: z.ZodType) => ({ 'application/json': { schema: jsonSchemaOf(schema) } });
  const signedIn = { description: 'Signed in: the bearer token and the user', content: json(signedInResponseSchema) };
  const errors = (...codes: AppErrorCode[]) =>
    Object.fromEntries(codes.map((c) => [String(APP_ERROR_STATUS[c]), errorRef(c)]));
  return {
    '/api/auth/sign-up/email': {
      post: {
        operationId: 'signUp',
        tags: ['auth'],
        summary: 'Create an account with email and password (signs in)',
        description:
          'Public. Answers the bearer token to send as `Authorization: Bearer <token>`. A browser page of another site is refused (403).',
        security: [],
        requestBody: { required: true, content: json(signUpRequestSchema) },
        responses: {
          '200': signedIn,
          ...errors('bad_request', 'forbidden', 'payload_too_large', 'rate_limited', 'internal', 'unavailable'),
          '422': {
            description: 'An account with this email already exists (or the password is refused).',
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } } },
          },
        },
      },
    },
    '/api/auth/sign-in/email': {
      post: {
        operationId: 'signIn',
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Public. `rememberMe: false` makes a one-day session. 401 for a wrong email or password; 429 (with `Retry-After`) after too many failed sign-ins for the account or the address.',
        security: [],
        requestBody: { required: true, content: json(signInRequestSchema) },
        responses: {
          '200': signedIn,
          ...errors(
            'bad_request',
            'unauthorized',
            'forbidden',
            'payload_too_large',
            'rate_limited',
            'internal',
            'unavailable',
          ),
        },
      },
    },
    '/api/auth/sign-out': {
      post: {
        operationId: 'signOut',
        tags: ['auth'],
        summary: 'Sign out: the session of the bearer token ends',
        security: [{ bearer: [] }],
        requestBody: { required: false, content: json(z.object({})) },
        responses: {
          '200': {
            description: 'Signed out',
            content: json(z.object({ success: z.boolean() })),
          },
          ...errors('bad_request', 'unauthorized', 'forbidden', 'internal', 'unavailable'),
        },
      },
    },
  };
}

const BINARY = /^(application\/pdf|image\/)/;

/**
 * @fastify/swagger's whole-document transform: the error answers become references to
 * `components.responses`, binary answers are `format: binary`, the auth operations and the servers
 * entry are added.
 */
export function finishDocument(publicUrl: string): SwaggerTransformObject {
  return (input) => {
    const doc = (('openapiObject' in input ? input.openapiObject : input.swaggerObject) ?? {}) as JsonObject & {
      paths?: Record<string, Record<string, Operation>>;
      components?: JsonObject & { responses?: JsonObject; schemas?: JsonObject };
    };
    const paths: Record<string, Record<string, Operation>> = { ...doc.paths, ...authOperations() };
    const used = new Set<AppErrorCode>();
    for (const ops of Object.values(paths)) {
      for (const op of Object.values(ops)) {
        const statuses = (op[ERROR_STATUSES_KEY] as number[] | undefined) ?? [];
        delete op[ERROR_STATUSES_KEY];
        op.responses ??= {};
        for (const status of statuses) {
          const code = appErrorCodeOf(status)!;
          op.responses[String(status)] = errorRef(code);
        }
        for (const answer of Object.values(op.responses) as JsonObject[]) {
          const ref = typeof answer.$ref === 'string' ? answer.$ref.split('/').pop() : undefined;
          if (ref && ref in APP_ERROR_STATUS) used.add(ref as AppErrorCode);
          const content = answer.content as Record<string, JsonObject> | undefined;
          for (const [type, media] of Object.entries(content ?? {})) {
            if (BINARY.test(type)) media.schema = { type: 'string', format: 'binary' };
          }
        }
      }
    }
    const responses: JsonObject = {};
    for (const code of Object.keys(APP_ERROR_STATUS) as AppErrorCode[]) {
      if (!used.has(code)) continue;
      responses[code] = {
        description: APP_ERROR_MEANING[code],
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } } },
      };
    }
    return {
      ...doc,
      servers: [{ url: publicUrl, description: 'This server' }],
      paths,
      components: {
        ...doc.components,
        schemas: { ...doc.components?.schemas, [ERROR_SCHEMA_NAME]: jsonSchemaOf(errorResponseSchema) },
        responses: { ...doc.components?.responses, ...responses },
      },
    } as ReturnType<SwaggerTransformObject>;
  };
}
