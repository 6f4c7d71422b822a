import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { AuthContext } from './auth-context.ts';

/** The caller of a route whose policy requires a session (set by the access hook). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
