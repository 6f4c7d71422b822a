import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@portale/db';
import type { AppConfig } from './config/config.ts';
import { createSessionRepository } from './modules/session/session.repository.ts';
import { registerSessionRoutes } from './modules/session/session.routes.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import { registerAccessControl } from './plugins/access.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
};

/**
 * The whole API as a Fastify instance, with the services that background jobs use; server.ts listens on
 * it and tests call it with inject().
 */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  await registerSecurity(app, config);
  await registerOpenApi(app);

  const sessions = createSessionService({
    repository: createSessionRepository(database.db),
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    providerName: config.PROVIDER_NAME,
  });
  registerAccessControl(app, sessions.authenticate);

  await app.register(
    async (api) => {
      registerSystemRoutes(api, database);
      registerSessionRoutes(api, sessions, { loginRateLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config);
  return { app, services: { sessions } };
}
