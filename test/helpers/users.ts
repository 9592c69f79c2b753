import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/**
 * Sign a new user up through the real identity route; the `set-auth-token` header is the bearer token.
 * Sign-up is rate limited (AUTH_RATE_LIMIT_MAX, default 10 a window): a test file that signs up many
 * users creates its app with `createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" })`.
 */
export async function signUp(app: FastifyInstance, overrides: { name?: string; email?: string } = {}): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const name = overrides.name ?? `Founder ${suffix}`;
  const email = overrides.email ?? `founder-${suffix}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password: 'correct horse battery staple' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const token = res.headers['set-auth-token'];
  if (typeof token !== 'string' || !token) throw new Error('sign-up answered without a set-auth-token header');
  const id = (res.json() as { user: { id: string } }).user.id;
  return { id, email, name, token, headers: { authorization: `Bearer ${token}` } };
}
