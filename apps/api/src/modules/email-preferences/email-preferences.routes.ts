import type { FastifyInstance } from 'fastify';
import {
  emailPreferenceTokenContract,
  getEmailPreferencesContract,
  updateEmailPreferencesContract,
} from '@portale/shared';
import { requireOwnSession } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { EmailPreferencesService } from './email-preferences.service.ts';

export function registerEmailPreferencesRoutes(
  app: FastifyInstance,
  service: EmailPreferencesService,
  options: { rateLimitPerMinute: number },
) {
  const limited = { rateLimitPerMinute: options.rateLimitPerMinute };
  registerRoute(app, emailPreferenceTokenContract, ({ request }) =>
    service.createToken(requireOwnSession(request)),
  );
  registerRoute(app, getEmailPreferencesContract, ({ query }) => service.get(query.token), limited);
  registerRoute(
    app,
    updateEmailPreferencesContract,
    ({ query, body, request }) => service.update(query.token, body, request.ip),
    { ...limited, invalidates: ['users', 'audit_log'] },
  );
}
