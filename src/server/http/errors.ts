import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client';
import { errorResponseSchema } from '../../shared/contracts/errors';

/** What an error answer carries besides its status and `{ detail }`. */
export interface ErrorAnswer {
  /** Headers of the answer (`Retry-After`, `Cache-Control`). */
  headers?: Record<string, string>;
  /** Fields of the body written before `detail` (`{ code, detail }`). */
  body?: Record<string, unknown>;
}

/**
 * An error answer `{ detail }` with its status. Made only here in src/server/http (lint refuses
 * `new HttpError` anywhere else): the rest of the server throws an `AppError` by code.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly answer: ErrorAnswer = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

/**
 * What went wrong, by kind, and the one HTTP status each kind answers with: services throw an
 * `AppError` with a code, never a status of their own choosing (a gateway that cannot be reached
 * is 502 wherever it happens).
 */
export const APP_ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  upstream_unavailable: 502,
  unavailable: 503,
} as const;
export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** What each kind of error means to a client: the OpenAPI document's error answers (src/server/openapi/document.ts). */
export const APP_ERROR_MEANING: Record<AppErrorCode, string> = {
  bad_request: 'The request is malformed or a field is invalid (`detail` names every problem).',
  unauthorized: 'No valid session: sign in and send `Authorization: Bearer <token>`.',
  payment_failed: 'The payment was declined or could not be captured. No money moved.',
  forbidden: 'The request came from a page the server does not trust.',
  not_found: 'No such resource, or it is not yours.',
  conflict: 'The resource is not in a state that allows this (already paid, locked, changed meanwhile).',
  payload_too_large: 'The request body or upload is larger than allowed.',
  rate_limited: 'Too many requests: wait the seconds `Retry-After` gives.',
  internal: 'An unexpected server error (no internals are returned).',
  upstream_unavailable: 'A gateway the server depends on (payments, ads) could not be reached.',
  unavailable: 'The service is temporarily unavailable (database unreachable): retry after `Retry-After` seconds.',
};

/**
 * Response schemas for error statuses a route's handler can answer beyond those the OpenAPI
 * document derives from the route (`response: { 200: …, ...errorResponses('conflict') }`; see
 * src/server/openapi/document.ts). The schema is also the runtime serializer of those answers: open,
 * so a `code` before `detail` is kept.
 */
export function errorResponses(...codes: AppErrorCode[]): Record<number, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [APP_ERROR_STATUS[code], errorResponseSchema]));
}

/** The error code answering with this status (each status has one code in APP_ERROR_STATUS). */
export function appErrorCodeOf(status: number): AppErrorCode | undefined {
  return (Object.keys(APP_ERROR_STATUS) as AppErrorCode[]).find((code) => APP_ERROR_STATUS[code] === status);
}

export class AppError extends HttpError {
  constructor(
    readonly code: AppErrorCode,
    detail: string,
    answer: ErrorAnswer = {},
  ) {
    super(APP_ERROR_STATUS[code], detail, answer);
    this.name = 'AppError';
  }
}

export const notFound = (detail = 'Not found') => new AppError('not_found', detail);
export const badRequest = (detail: string) => new AppError('bad_request', detail);
export const conflict = (detail: string) => new AppError('conflict', detail);
export const unauthorized = (detail = 'Sign in to continue') => new AppError('unauthorized', detail);
export const payloadTooLarge = (detail: string) => new AppError('payload_too_large', detail);

/**
 * The one 429 of the server (per-IP and per-user limits, the sign-in limit, the editor's daily
 * regenerations): `{ detail }`, with `Retry-After` (seconds) when the wait is known.
 */
export const rateLimited = (detail: string, retryAfterSeconds?: number, answer: ErrorAnswer = {}) =>
  new AppError(
    'rate_limited',
    detail,
    retryAfterSeconds === undefined
      ? answer
      : { ...answer, headers: { 'retry-after': String(retryAfterSeconds), ...answer.headers } },
  );

/**
 * A 400 names this many problems at most, and counts the rest. No form of the product has as many
 * fields: it is a backstop for a long list of bad items (thousands of empty strings fit in 1 MB),
 * whose answer must not be many times the request.
 */
export const VALIDATION_PROBLEMS_NAMED = 100;

/** Every problem of the request, each named by its field ("body.state: …; body.zip_code: …"), so a form can show them all at once. */
function describeValidation(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'request';
    const named = err.validation.slice(0, VALIDATION_PROBLEMS_NAMED).map((v) => {
      const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return `${where}${path ? '.' + path : ''}: ${v.message}`;
    });
    const more = err.validation.length - named.length;
    return named.join('; ') + (more > 0 ? `; and ${more} more problems` : '');
  }
  return err.message;
}

/** Seconds a client is asked to wait (`Retry-After`) while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;
export const OUTAGE_DETAIL = 'The service is temporarily unavailable (database unreachable). Try again shortly.';

/** A published page's address (not its static assets): answered in HTML even when failing. */
function isPublicPage(url: string): boolean {
  return url.startsWith('/p/') && !url.startsWith('/p/assets/');
}

const OUTAGE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f5f7fb;color:#1f2937}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0;line-height:1.5}</style>
</head>
<body>
<main>
<h1>This page is temporarily unavailable</h1>
<p>Please try again in a minute.</p>
</main>
</body>
</html>
`;

/** Every error leaves as JSON `{ detail }`; 5xx never carries internals. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const { headers, body } = error.answer;
      if (headers) reply.headers(headers);
      return reply.status(error.statusCode).send({ ...body, detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({ detail: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Request body is empty'
              : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
                ? 'Malformed JSON body'
                : error.message || 'Bad request';
      return reply.status(status).send({ detail });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      if (isPublicPage(request.url)) {
        return reply.status(503).type('text/html; charset=utf-8').send(OUTAGE_PAGE);
      }
      return reply.status(503).send({ detail: OUTAGE_DETAIL });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error' });
  });
}
