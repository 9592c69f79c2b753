import { api, ApiError, fetchJson } from './api';
import type { AuthOptions } from '../../shared/contracts/auth';
import type { UserDocument } from '../../shared/contracts/profile';

// The contracts (zod schemas) are imported where an answer is parsed, not with this module: the
// pre-rendered sign-in and sign-up pages hydrate without zod (see lazyZodResolver.ts).

/**
 * Calls to the identity server (better-auth at /api/auth/*). The session lives in the signed token
 * the server answers in the `set-auth-token` header; cookies are not used (credentials: 'omit'),
 * except for Google sign-in, which is a browser redirect and needs them.
 */
export async function identityCall(
  path: string,
  body: unknown,
  options: { bearer?: boolean; credentials?: RequestCredentials } = {},
): Promise<{ data: unknown; token: string | null }> {
  const { data, response } = await fetchJson(`/api/auth${path}`, {
    method: 'POST',
    body: body ?? {},
    bearer: options.bearer ?? false,
    credentials: options.credentials ?? 'omit',
  });
  return { data, token: response.headers.get('set-auth-token') };
}

/** GET /api/me, parsed with its contract (fetched and imported side by side). */
export async function fetchMe(signal?: AbortSignal): Promise<UserDocument> {
  const [{ userDocumentSchema }, { data }] = await Promise.all([
    import('../../shared/contracts/profile'),
    fetchJson('/api/me', { signal }),
  ]);
  return userDocumentSchema.parse(data);
}

/**
 * GET /api/auth-options. Only its one flag is read, and checked by hand: parsing with the contract
 * would load zod on every sign-in page just for the Google button.
 */
export async function fetchAuthOptions(): Promise<AuthOptions> {
  const data = await api<Partial<AuthOptions> | null>('/api/auth-options');
  return { google: data?.google === true };
}

/** After Google sign-in: trade the session cookie the OAuth callback left for a bearer token. */
export async function exchangeCookieForToken(): Promise<string> {
  const { data } = await fetchJson('/api/session/token', {
    method: 'POST',
    bearer: false,
    credentials: 'same-origin',
    fallbackDetail: () => 'Google sign-in did not complete',
  });
  const { sessionTokenSchema } = await import('../../shared/contracts/auth');
  return sessionTokenSchema.parse(data).token;
}

/** Start Google sign-in: the server answers the Google URL to send the browser to. */
export async function startGoogleSignIn(): Promise<string> {
  const { data } = await identityCall(
    '/sign-in/social',
    { provider: 'google', callbackURL: '/sign-in?social=google', errorCallbackURL: '/sign-in?social=error' },
    { credentials: 'same-origin' },
  );
  const url = data && typeof data === 'object' && 'url' in data && typeof data.url === 'string' ? data.url : null;
  if (!url) throw new ApiError(500, 'Google sign-in is not available');
  return url;
}
