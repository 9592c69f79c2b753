import type { z } from 'zod';

/** Where the signed session token lives in the browser (sent as `Authorization: Bearer`). */
export const TOKEN_KEY = 'ideaproof.token';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

/** An API failure carrying the server's `detail` (preferred by the UI, docs/product.md#messages) and status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

/**
 * The one check of a failed call: `isApiError(err)` is any answer the API client turned into an
 * error; `isApiError(err, 404)` (or several statuses) one with that status.
 */
export function isApiError(err: unknown, ...statuses: number[]): err is ApiError {
  return err instanceof ApiError && (statuses.length === 0 || statuses.includes(err.status));
}

/** What to show for a failure: the server's `detail` for an API error, else `fallback`. */
export function errorDetail(err: unknown, fallback: string): string {
  return isApiError(err) ? err.detail : fallback;
}

/** Listeners told when the server says the session is no longer valid (401). */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The response contract (from src/shared/contracts); the answer is parsed with it. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

export interface FetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON (sent as such) or FormData. */
  body?: unknown;
  /** Send the session token as `Authorization: Bearer` (default true). */
  bearer?: boolean;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** The message when a failing answer carries no `detail`. */
  fallbackDetail?: (status: number) => string;
  /** The `accept` header (default: JSON). */
  accept?: string;
}

/** GET answers asked for before the code that reads them has loaded (`startEarly`), by path. */
const early = new Map<string, { token: string; until: number; response: Promise<Response> }>();
/** An early answer not read within this long is dropped (the page went elsewhere); the next read fetches. */
const EARLY_MS = 10_000;

/**
 * Start a signed-in GET now, for the first `fetchOk` of the same path (same token, default
 * headers, within EARLY_MS) to read instead of asking again. For a first load whose requests
 * would otherwise wait for chunks and for each other (main.tsx: the dashboard asks /api/me and its
 * order at once). Without a token it does nothing.
 */
export function startEarly(path: string): void {
  const token = getToken();
  if (!token || early.has(path)) return;
  const response = fetch(path, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
  response.catch(() => {}); // a failure is the reader's, as if it had fetched
  early.set(path, { token, until: Date.now() + EARLY_MS, response });
}

/** The early answer for this request, if one was started for it (and it is taken: read once). */
function takeEarly(path: string, options: FetchOptions, token: string | null): Promise<Response> | null {
  const pre = early.get(path);
  if (!pre) return null;
  early.delete(path);
  const plain = (options.method ?? 'GET') === 'GET' && options.body === undefined && options.accept === undefined;
  if (!plain || pre.token !== token || Date.now() > pre.until || options.credentials !== undefined) return null;
  const { signal } = options;
  if (!signal) return pre.response;
  // The reader may give up (an unmounted page): it then sees an AbortError, as from fetch.
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    pre.response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The one fetch of the web app: sends JSON (or FormData) with the bearer token and turns a network
 * failure or a failing status into an ApiError carrying the server's `detail`. A 401 to a request
 * that sent a token tells the `onUnauthorized` listeners. Answers with the response, unread; read
 * it with `fetchJson`, `fetchText` or `fetchBlob`.
 */
async function fetchOk(path: string, options: FetchOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  const token = options.bearer === false ? null : getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await (takeEarly(path, options, token) ??
      fetch(path, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
        credentials: options.credentials,
      }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error: the server could not be reached');
  }
  if (!response.ok) {
    const data = parseJson(await response.text());
    if (response.status === 401 && token) unauthorizedListeners.forEach((l) => l());
    const detail =
      data && typeof data === 'object' && 'detail' in data && typeof data.detail === 'string'
        ? data.detail
        : (options.fallbackDetail?.(response.status) ?? `Request failed (${response.status})`);
    throw new ApiError(response.status, detail);
  }
  return response;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `fetchOk`, the answer read as JSON (null when it is empty or not JSON). */
export async function fetchJson(
  path: string,
  options: FetchOptions = {},
): Promise<{ data: unknown; response: Response }> {
  const response = await fetchOk(path, options);
  return { data: parseJson(await response.text()), response };
}

/** `fetchOk`, the answer read as text (HTML, for the page editor's preview). */
export async function fetchText(path: string, options: FetchOptions = {}): Promise<string> {
  return (await fetchOk(path, options)).text();
}

/** `fetchOk` for a file (CSV, PDF): its content and the name the server gives it, if any. */
export async function fetchFile(
  path: string,
  options: FetchOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await fetchOk(path, { accept: '*/*', ...options });
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

/** Hand `blob` to the browser as a download called `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Call the backend with the bearer token; JSON in, contract-checked JSON out. */
export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { data } = await fetchJson(path, { method: options.method, body: options.body, signal: options.signal });
  return options.schema ? options.schema.parse(data) : (data as T);
}
