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
}

/**
 * The one fetch of the web app: sends JSON (or FormData) with the bearer token, reads the answer
 * as JSON, and turns a network failure or a failing status into an ApiError carrying the server's
 * `detail`. A 401 to a request that sent a token tells the `onUnauthorized` listeners.
 */
export async function fetchJson(
  path: string,
  options: FetchOptions = {},
): Promise<{ data: unknown; response: Response }> {
  const headers: Record<string, string> = { accept: 'application/json' };
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
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: options.credentials,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error: the server could not be reached');
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && token) unauthorizedListeners.forEach((l) => l());
    const detail =
      data && typeof data === 'object' && 'detail' in data && typeof data.detail === 'string'
        ? data.detail
        : (options.fallbackDetail?.(response.status) ?? `Request failed (${response.status})`);
    throw new ApiError(response.status, detail);
  }
  return { data, response };
}

/** Call the backend with the bearer token; JSON in, contract-checked JSON out. */
export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { data } = await fetchJson(path, { method: options.method, body: options.body, signal: options.signal });
  return options.schema ? options.schema.parse(data) : (data as T);
}
