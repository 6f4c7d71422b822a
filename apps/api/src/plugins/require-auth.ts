import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { AuthContext } from './auth-context.ts';

/** The caller of a route whose policy requires a session (set by the access hook). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

/**
 * The caller of a route an impersonating staff user may not use: password, two-factor and
 * email-preference changes belong to the account's owner (403).
 */
export function requireOwnSession(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.impersonatorUserId) throw new AppError('IMPERSONATED_SESSION_FORBIDDEN');
  return auth;
}
