import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Helpers for API tests that need signed-up users (used by the auth and profile tests). */

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export interface Account {
  email: string;
  password: string;
  username: string;
  token: string;
  userId: string;
}

export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; username: string; ip: string }> = {},
): Promise<Account> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const username = overrides.username ?? 'Ada Founder';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: overrides.ip ?? '10.0.0.1',
    payload: { name: username, email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.headers['set-auth-token'];
  expect(typeof token).toBe('string');
  return { email, password, username, token: token as string, userId: res.json().user.id as string };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { rememberMe?: boolean; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: options.ip ?? '10.0.0.2',
    payload: { email, password, ...(options.rememberMe === undefined ? {} : { rememberMe: options.rememberMe }) },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
