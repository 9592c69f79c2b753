import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import type { Auth } from './auth';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/**
 * preHandler for the product's API: the caller must send `Authorization: Bearer <signed token>`.
 * Cookies are deliberately not passed on, so the API cannot be driven cross-site (no CSRF).
 */
export function makeRequireUser(auth: Auth) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const authorization = request.headers.authorization;
    if (!authorization || !/^Bearer\s+\S+$/i.test(authorization)) throw unauthorized();
    const session = await auth.api.getSession({ headers: new Headers({ authorization }) });
    if (!session?.user?.email) throw unauthorized('Your session has expired or is not valid. Sign in again.');
    request.user = { id: session.user.id, email: session.user.email, name: session.user.name };
  };
}
