import type { FastifyInstance } from 'fastify';
import { loginContract, logoutContract, meContract } from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { SessionService } from './session.service.ts';

export function registerSessionRoutes(
  app: FastifyInstance,
  service: SessionService,
  options: { loginRateLimitPerMinute: number },
) {
  registerRoute(
    app,
    loginContract,
    ({ body, request }) =>
      service.login({
        username: body.username,
        password: body.password,
        ip: request.ip,
        ...(request.headers['user-agent'] && { userAgent: request.headers['user-agent'] }),
      }),
    { rateLimitPerMinute: options.loginRateLimitPerMinute },
  );
  registerRoute(app, logoutContract, async ({ request }) => {
    await service.logout(requireAuth(request));
    return null;
  });
  registerRoute(app, meContract, ({ request }) => service.getProfile(requireAuth(request)));
}
