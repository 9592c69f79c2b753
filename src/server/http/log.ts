import pino from 'pino';
import type { FastifyRequest } from 'fastify';

/**
 * Every capability a URL can carry (a secret that opens something by itself), in one list: the
 * access log keeps the place and replaces the value with `[redacted]`. `path` capabilities are
 * the path segment after the prefix (wherever the prefix starts a path); `query` ones are the value
 * of a query parameter of that name, on any path. A new link that is its own key is added here
 * (test/security/capability-log.test.ts scans a run's log for every token the run created).
 */
export const URL_CAPABILITIES: readonly ({ path: string } | { query: string })[] = [
  // A shared decision report (/r/{token}): opens the report, quoted answers included.
  { path: '/r/' },
  // The weekly digest's unsubscribe link.
  { path: '/digest/unsubscribe/' },
  // better-auth's own reset route carries the reset token in the path.
  { path: '/api/auth/reset-password/' },
  // A reset link (/reset-password?token=…), an OAuth code or state, a signature.
  { query: 'token' },
  { query: 'code' },
  { query: 'state' },
  { query: 'signature' },
];

const CAPABILITY_PATH_PREFIXES = URL_CAPABILITIES.flatMap((c) => ('path' in c ? [c.path.toLowerCase()] : []));
const CAPABILITY_QUERY_NAMES = new Set(URL_CAPABILITIES.flatMap((c) => ('query' in c ? [c.query] : [])));

/**
 * The one redaction list of the server log: credentials in headers, and personal or secret fields
 * wherever an object carrying them is logged.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-auth-token"]',
  'res.headers["set-cookie"]',
  'password',
  'newPassword',
  'token',
  'email',
  'to',
  'text',
  'html',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.email',
  '*.to',
  '*.text',
  '*.html',
];

const REDACTED = '[redacted]';

/** A URL as the access log records it: every capability of URL_CAPABILITIES replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  const lower = path.toLowerCase();
  for (const prefix of CAPABILITY_PATH_PREFIXES) {
    if (lower.startsWith(prefix) && path.length > prefix.length) {
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf('/');
      path = `${path.slice(0, prefix.length)}${REDACTED}${slash === -1 ? '' : rest.slice(slash)}`;
      break;
    }
  }
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return eq !== -1 && CAPABILITY_QUERY_NAMES.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fields of a database driver's error that may hold a row's values (names, emails, messages). */
const PERSONAL_ERROR_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'query', 'internalQuery']);

/**
 * An error as the log records it: type, message, code and stack, with the cause chain. A failed
 * query's parameters (and PostgreSQL's `detail`, which quotes the offending values) are dropped;
 * the SQL text stays, since it holds only placeholders.
 */
function serializeError(err: unknown, depth = 0): Record<string, unknown> | unknown {
  if (!(err instanceof Error) || depth > 4) {
    return typeof err === 'string' ? stripParams(err) : err;
  }
  const record = err as unknown as Record<string, unknown>;
  // PostgreSQL's own messages can quote the offending value after a colon
  // ('invalid input syntax for type integer: "…"'): a database error keeps only the part before it.
  const fromDatabase = typeof record.severity === 'string' && typeof record.code === 'string';
  const message = fromDatabase ? err.message.replace(/: [\s\S]*$/, ': [redacted]') : stripParams(err.message);
  const out: Record<string, unknown> = { type: err.constructor?.name ?? err.name, message };
  for (const key of [
    'code',
    'statusCode',
    'severity',
    'constraint',
    'table',
    'column',
    'routine',
    'errno',
    'syscall',
  ]) {
    const value = record[key];
    if (value !== undefined && !PERSONAL_ERROR_FIELDS.has(key)) out[key] = value;
  }
  if (typeof record.query === 'string') out.query = record.query;
  if (err.stack) {
    // The stack starts with the raw message: keep only its frames.
    const header = err.stack.indexOf(err.message);
    const frames = err.stack.indexOf('\n    at ', header === -1 ? 0 : header + err.message.length);
    out.stack = `${String(out.type)}: ${String(out.message)}${frames === -1 ? '' : err.stack.slice(frames)}`;
  }
  if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** drizzle's "Failed query: … params: a,b" message without its parameters. */
function stripParams(text: string): string {
  const at = text.indexOf('\nparams: ');
  return at === -1 ? text : `${text.slice(0, at)}\nparams: [redacted]`;
}

/**
 * Anything a library hands its logger (better-auth passes the failed query's error, or a copy of
 * its fields, as extra arguments) made safe to log: errors through serializeError, texts without
 * query parameters, and objects without the fields that may hold a row's values (a failed session
 * lookup's parameter is the session token).
 */
export function scrubLogValue(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return serializeError(value);
  if (typeof value === 'string') return stripParams(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 4) return '[nested]';
  if (Array.isArray(value)) return value.map((item) => scrubLogValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'query' && typeof item === 'string') out.query = item;
    else if (!PERSONAL_ERROR_FIELDS.has(key)) out[key] = scrubLogValue(item, depth + 1);
  }
  return out;
}

export type LibraryLogLevel = 'debug' | 'info' | 'success' | 'warn' | 'error';

/**
 * A library's log call (better-auth's `logger.log(level, message, ...args)`) written to the
 * server's logger: the message without query parameters, the arguments through scrubLogValue, so
 * they pass the same redaction as the product's own lines.
 */
export function libraryLog(
  log: Pick<pino.BaseLogger, 'debug' | 'info' | 'warn' | 'error'>,
  library: string,
): (level: LibraryLogLevel, message: string, ...args: unknown[]) => void {
  return (level, message, ...args) => {
    const method = level === 'success' ? 'info' : level;
    log[method]({ args: args.length ? scrubLogValue(args) : undefined }, `${library}: ${stripParams(String(message))}`);
  };
}

function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

/**
 * The server's pino options (main.ts, and tests that capture the production log): a level, the
 * redaction list, and serializers that keep secrets and personal data out of request and error
 * lines.
 */
function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: serializeRequest as (req: unknown) => unknown,
      err: serializeError,
      error: serializeError,
    },
  };
}

export function createLogger(level: string, destination?: pino.DestinationStream): pino.Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
