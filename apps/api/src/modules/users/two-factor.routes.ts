import type { FastifyInstance } from 'fastify';
import { twoFactorDisableContract, twoFactorEnableContract, twoFactorSetupContract } from '@portale/shared';
import { requireOwnSession } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export function registerTwoFactorRoutes(
  app: FastifyInstance,
  service: TwoFactorService,
  options: { rateLimitPerMinute: number },
) {
  const limited = { rateLimitPerMinute: options.rateLimitPerMinute };
  registerRoute(app, twoFactorSetupContract, ({ request }) => service.setup(requireOwnSession(request)), {
    invalidates: ['users'],
  });
  // The user's second factor and recovery codes; whether it is enrolled is part of their session.
  const enrolment = { ...limited, invalidates: ['users', 'recovery_codes', 'audit_log'] } as const;
  registerRoute(
    app,
    twoFactorEnableContract,
    ({ body, request }) => service.enable(requireOwnSession(request), body.code, request.ip),
    enrolment,
  );
  registerRoute(
    app,
    twoFactorDisableContract,
    async ({ body, request }) => {
      await service.disable(requireOwnSession(request), body.code, request.ip);
      return null;
    },
    enrolment,
  );
}
