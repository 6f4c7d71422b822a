import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@portale/db';
import type { AppConfig } from './config/config.ts';
import { createAtiManagerRepository } from './modules/ati-managers/ati-manager.repository.ts';
import { registerAtiManagerRoutes } from './modules/ati-managers/ati-manager.routes.ts';
import { createAtiManagerService } from './modules/ati-managers/ati-manager.service.ts';
import { auditImpersonatedRequests } from './modules/audit/impersonated-requests.ts';
import { registerContactsModule } from './modules/contacts/contacts.routes.ts';
import { registerJobOrdersModule } from './modules/job-orders/job-orders.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notification.routes.ts';
import {
  createNotifications,
  disconnectSocketsOnLogout,
  notificationDot,
} from './modules/notifications/notifications.module.ts';
import { createIdentity, registerIdentityRoutes } from './modules/users/identity.module.ts';
import { registerSitesModule, siteDataChannel } from './modules/sites/sites.module.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import {
  createTransmissions,
  registerTransmissionRoutes,
  scheduleTransmissionJobs,
  transmissionCounts,
} from './modules/tickets/transmissions.module.ts';
import { registerAccessControl } from './plugins/access.ts';
import { authChannel, createReadCache, keepCacheFresh } from './plugins/read-cache.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerFiles } from './plugins/files.ts';
import { requestLogSerializers } from './plugins/log-redaction.ts';
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
      // Request URLs may carry one-time codes (first access, reset, impersonation): logged redacted.
      serializers: requestLogSerializers,
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
  registerInputGuard(app);
  // The hottest reads served from memory between changes: the session behind every request, and the
  // site list pages and details.
  const sessionCache = createReadCache({ ttlMs: config.SESSION_CACHE_SECONDS * 1000, maxEntries: 10_000 });
  keepCacheFresh(app, database, authChannel, sessionCache);
  const siteReads = createReadCache({ ttlMs: config.SITE_READ_CACHE_SECONDS * 1000, maxEntries: 5000 });
  keepCacheFresh(app, database, siteDataChannel, siteReads);
  await registerSecurity(app, config);
  await registerOpenApi(app);
  const files = await registerFiles(app, config);

  // The real-time hub at /hub and the notification service; the hub resolves tokens through the
  // session service once a socket connects.
  const { hub, notifications } = await createNotifications({
    app,
    database,
    config,
    authenticate: (token) => sessions.authenticate(token),
  });
  const identity = createIdentity({ database, config, log: app.log, sessionCache });
  const { sessions } = identity;
  disconnectSocketsOnLogout(app, hub);
  // Disabled or deleted users and changed or reset passwords close the user's live connections at once
  // (a kept session's socket reconnects by itself).
  sessions.onSessionsEnded((userId) => hub.disconnectUser(userId));
  sessions.onSessionClosed((tokenHash) => hub.disconnectSession(tokenHash));
  sessions.addProfileCounts(notificationDot(notifications));
  // Tickets and communications (issue 6): their badges, and the job that closes answered tickets.
  const transmissions = createTransmissions({
    db: database.db,
    config,
    files,
    notifications,
    hub,
    mailer: identity.mailer,
    log: app.log,
  });
  sessions.addProfileCounts(transmissionCounts(transmissions));
  scheduleTransmissionJobs(app, transmissions);
  const atiManagers = createAtiManagerService({ repository: createAtiManagerRepository(database.db) });
  app.addHook('onClose', async () => identity.mailer.close());
  registerAccessControl(app, sessions.authenticate);
  // What staff do while impersonating is theirs: every such change is in the audit log.
  auditImpersonatedRequests(app, identity.audit);

  await app.register(
    async (api) => {
      registerSystemRoutes(api, database);
      registerIdentityRoutes(api, identity, config);
      registerNotificationRoutes(api, notifications);
      registerAtiManagerRoutes(api, atiManagers);
      const { sites } = registerSitesModule(api, {
        db: database.db,
        files,
        allowedUploadExtensions: config.UPLOAD_ALLOWED_EXTENSIONS,
        cache: siteReads,
      });
      registerContactsModule(api, { db: database.db, sites });
      registerJobOrdersModule(api, { db: database.db });
      registerTransmissionRoutes(api, transmissions);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config);
  // Tests that write to the database behind the app's back clear the caches as the change notice would.
  const caches = {
    clear: () => {
      sessionCache.clear();
      siteReads.clear();
    },
  };
  return { app, services: { sessions, identity, notifications, hub, transmissions }, caches };
}
