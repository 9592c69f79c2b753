import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './guard';
import { unauthorized } from '../http/errors';

/**
 * The signed-in user of a request, for the handlers of a `signedInRoutes` scope (auth/signed-in.ts:
 * the onRequest hook has signed the caller in, or answered 401). One helper for every area.
 */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
