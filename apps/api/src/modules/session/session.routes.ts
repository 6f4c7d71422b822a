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
  const limited = { rateLimitPerMinute: options.loginRateLimitPerMinute };
  registerRoute(
    app,
    loginContract,
    ({ body, request }) =>
      login.login({ username: body.username, password: body.password, ...clientOf(request) }),
    limited,
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
    limited,
  );
  registerRoute(app, logoutContract, async ({ request }) => {
    await service.logout(requireAuth(request), request.ip);
    return null;
  });
  registerRoute(app, meContract, ({ request }) => service.getProfile(requireAuth(request)));
}
