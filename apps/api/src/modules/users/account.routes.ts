import type { FastifyInstance } from 'fastify';
import {
  changePasswordContract,
  firstAccessContract,
  firstAccessInfoContract,
  renewPasswordContract,
  resetPasswordContract,
  sendResetPasswordContract,
} from '@portale/shared';
import { requireOwnSession } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { FirstAccessService } from './first-access.service.ts';
import type { PasswordService } from './password.service.ts';

/** First access, password recovery, change and renewal; every public one is rate-limited per address. */
export function registerAccountRoutes(
  app: FastifyInstance,
  services: { firstAccess: FirstAccessService; passwords: PasswordService },
  options: { rateLimitPerMinute: number },
) {
  const { firstAccess, passwords } = services;
  const limited = { rateLimitPerMinute: options.rateLimitPerMinute };
  // A new password ends the user's other sessions and voids the links that would set another one.
  const newPassword = {
    ...limited,
    invalidates: ['users', 'sessions', 'one_time_codes', 'audit_log'],
  } as const;

  registerRoute(
    app,
    firstAccessInfoContract,
    ({ params }) => firstAccess.getInfo(params.securitycode),
    limited,
  );
  registerRoute(
    app,
    firstAccessContract,
    async ({ params, body, request }) => {
      await firstAccess.complete(params.securitycode, body, request.ip);
      return null;
    },
    { ...limited, invalidates: ['users', 'one_time_codes', 'audit_log'] },
  );
  registerRoute(
    app,
    sendResetPasswordContract,
    async ({ query, request }) => {
      await passwords.sendResetPassword(query.username, request.ip);
      return null;
    },
    { ...limited, invalidates: ['one_time_codes', 'audit_log'] },
  );
  registerRoute(
    app,
    resetPasswordContract,
    async ({ params, body, request }) => {
      await passwords.resetPassword(params.securitycode, body.password, request.ip);
      return null;
    },
    newPassword,
  );
  registerRoute(
    app,
    changePasswordContract,
    async ({ body, request }) => {
      await passwords.changePassword(requireOwnSession(request), body, request.ip);
      return null;
    },
    newPassword,
  );
  registerRoute(
    app,
    renewPasswordContract,
    async ({ params, body, request }) => {
      await passwords.renewPassword(params.securitycode, body, request.ip);
      return null;
    },
    newPassword,
  );
}
