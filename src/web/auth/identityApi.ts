import { api, ApiError, fetchJson } from '../api/client';
import { authOptionsSchema, sessionTokenSchema, type AuthOptions } from '../../shared/contracts/auth';
import { userDocumentSchema, type UserDocument } from '../../shared/contracts/profile';

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

export const fetchMe = (signal?: AbortSignal): Promise<UserDocument> =>
  api('/api/me', { schema: userDocumentSchema, signal });

export const fetchAuthOptions = (): Promise<AuthOptions> => api('/api/auth-options', { schema: authOptionsSchema });

/** After Google sign-in: trade the session cookie the OAuth callback left for a bearer token. */
export async function exchangeCookieForToken(): Promise<string> {
  const { data } = await fetchJson('/api/session/token', {
    method: 'POST',
    bearer: false,
    credentials: 'same-origin',
    fallbackDetail: () => 'Google sign-in did not complete',
  });
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
