import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginContract, logoutContract, meContract, twoFactorLoginContract } from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { LoginService } from './login.service.ts';
import type { SessionService } from './session.service.ts';

/** The client of a request as the session records it; the address is the connection's (see TRUST_PROXY). */
export const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  ...(request.headers['user-agent'] && { userAgent: request.headers['user-agent'] }),
});

export function registerSessionRoutes(
  app: FastifyInstance,
  service: SessionService,
  login: LoginService,
  options: { loginRateLimitPerMinute: number },
) {
  const rateLimitPerMinute = options.loginRateLimitPerMinute;
  // Signing in adds a session, which no cache holds (unknown tokens are not kept), and sets the user's
  // last sign-in or lockout time, which no cached read selects and no change notice reports (migration
  // 0007): other users' kept sessions and every site read stay.
  registerRoute(
    app,
    loginContract,
    ({ body, request }) =>
      login.login({ username: body.username, password: body.password, ...clientOf(request) }),
    { rateLimitPerMinute, invalidates: ['audit_log', 'one_time_codes'] },
  );
  registerRoute(
    app,
    twoFactorLoginContract,
    ({ body, request }) =>
      login.completeTwoFactorLogin({
        twoFactorCode: body.twoFactorCode,
        code: body.code,
        ...clientOf(request),
      }),
    // As above; the second factor also records its time step (a column of users no cached read selects)
    // or uses up a recovery code.
    { rateLimitPerMinute, invalidates: ['audit_log', 'one_time_codes', 'recovery_codes'] },
  );
  registerRoute(
    app,
    logoutContract,
    async ({ request }) => {
      await service.logout(requireAuth(request), request.ip);
      return null;
    },
    { invalidates: ['sessions', 'audit_log'] },
  );
  registerRoute(app, meContract, ({ request }) => service.getProfile(requireAuth(request)));
}
