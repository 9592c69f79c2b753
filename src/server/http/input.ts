import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays/objects deeper than `max`: one linear pass over the characters
 * that skips string contents (escapes included), so no tree is built for a hostile body.
 */
function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** Text a field may not hold: a NUL character or half of a surrogate pair (not valid Unicode). */
function isUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The first place in a parsed value (body, query or path parameters) holding unsafe text, as a
 * dotted path (`body.answers.0`), or null. Keys are checked as well as values.
 */
function findUnsafeText(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? where : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > MAX_JSON_DEPTH) return null;
  // This runs on every request: a text is checked in place, and a path is built only for what
  // is refused or nested deeper.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeIn(value[i], where, i, depth);
      if (found) return found;
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (isUnsafeText(key)) return `${where}.(key)`;
    const found = unsafeIn((value as Record<string, unknown>)[key], where, key, depth);
    if (found) return found;
  }
  return null;
}

function unsafeIn(item: unknown, where: string, key: string | number, depth: number): string | null {
  if (typeof item === 'string') return isUnsafeText(item) ? `${where}.${key}` : null;
  if (item === null || typeof item !== 'object') return null;
  return findUnsafeText(item, `${where}.${key}`, depth + 1);
}

/** The `detail` of a refused field. */
function unsafeTextDetail(where: string): string {
  return `${where}: contains a NUL character or invalid Unicode (a lone surrogate)`;
}

/**
 * The JSON body parser, an object so a test can spy on `parse`: refuses a body nested deeper than
 * MAX_JSON_DEPTH before building anything, then parses with Fastify's own parser (which refuses
 * `__proto__` and `constructor.prototype` keys).
 */
export const jsonBody = {
  parse(
    defaultParser: (req: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void) => void,
    request: FastifyRequest,
    body: string,
    done: (err: Error | null, value?: unknown) => void,
  ): void {
    if (jsonDepthExceeds(body)) {
      done(badRequest(`Request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`));
      return;
    }
    defaultParser(request, body, done);
  },
};

/**
 * Input rules every route gets without asking: JSON bodies are depth-checked before parsing, and
 * path parameters, query strings and bodies (JSON or form) with a NUL or a lone surrogate in any
 * text are refused with 400 naming the field, before validation and before any handler.
 */
export function installInputGuards(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error') as unknown as Parameters<typeof jsonBody.parse>[0];
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    jsonBody.parse(defaultParser, request, body as string, done),
  );
  // A callback hook, not an async one: no promise and microtask per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findUnsafeText(request.params, 'params') ??
      findUnsafeText(request.query, 'querystring') ??
      findUnsafeText(request.body, 'body');
    done(found ? badRequest(unsafeTextDetail(found)) : undefined);
  });
}
