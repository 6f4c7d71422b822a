import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { isAllowed, type AuthContext } from './auth-context.ts';
import { documentationPrefix } from './openapi.ts';

export type Authenticator = (token: string) => Promise<AuthContext>;

/**
 * Enforces each route's access policy before its handler runs. A route under /api without a policy
 * stops the server from starting, so no endpoint can ship unguarded.
 */
export function registerAccessControl(app: FastifyInstance, authenticate: Authenticator) {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const isApiRoute = route.url.startsWith('/api') && !route.url.startsWith(documentationPrefix);
    if (isApiRoute && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config.access;
    if (!policy || policy.kind === 'public') return;
    const token = readBearerToken(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED');
    request.auth = await authenticate(token);
    if (!isAllowed(policy, request.auth)) throw new AppError('FORBIDDEN');
  });
}

function readBearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(header.trim());
  return match?.[1] ?? null;
}
