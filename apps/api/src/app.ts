import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@portale/db';
import type { AppConfig } from './config/config.ts';
import type { AppModule, SharedDeps } from './modules/app-module.ts';
import { createAtiManagersModule } from './modules/ati-managers/index.ts';
import { createBillingModule } from './modules/billing/index.ts';
import { createDocumentsModule } from './modules/documents/index.ts';
import { createContactsModule } from './modules/contacts/index.ts';
import { createJobOrdersModule } from './modules/job-orders/index.ts';
import { createMessagesModule } from './modules/messages/index.ts';
import { createNotificationsModule } from './modules/notifications/index.ts';
import { createRealEstateModule } from './modules/real-estate/index.ts';
import { registerModules } from './modules/register-modules.ts';
import { createSitesModule } from './modules/sites/index.ts';
import { createSystemModule } from './modules/system/index.ts';
import { createTenancyModule } from './modules/tenancy/index.ts';
import { createTicketsModule } from './modules/tickets/index.ts';
import { createIdentityModule } from './modules/users/index.ts';
import { createEconomicsModule } from './modules/economics/index.ts';
import { createVariationsModule } from './modules/variations/index.ts';
import { createQualityModule } from './modules/quality/index.ts';
import { createKiosksModule } from './modules/kiosks/index.ts';
import { createPlanningModule } from './modules/planning/index.ts';
import { createEmployeesModule } from './modules/employees/index.ts';
import { createCustomersModule } from './modules/customers/index.ts';
import { createSyncModule } from './modules/sync/index.ts';
import { createSiteEquipmentsModule } from './modules/site-equipments/index.ts';
import { createNewsModule } from './modules/news/index.ts';
import { registerAccessControl } from './plugins/access.ts';
import { createAttachmentStore } from './plugins/attachment-store.ts';
import { keepCachesFresh } from './plugins/cache-freshness.ts';
import { createReadCache } from './plugins/read-cache.ts';
import { answerSerializerCompiler } from './plugins/answer-serializer.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerFiles } from './plugins/files.ts';
import { createJobLeaseRepository } from './plugins/job-leases.repository.ts';
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
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers: config.NODE_ENV !== 'production' }));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerInputGuard(app);
  // The hottest reads served from memory between changes: the session behind every request, the site
  // list pages and details, and each user's menu badges, which every profile load asks for. A write or
  // a change notice drops only what was read from its tables.
  const sessionCache = createReadCache({ ttlMs: config.SESSION_CACHE_SECONDS * 1000, maxEntries: 10_000 });
  const siteReads = createReadCache({ ttlMs: config.SITE_READ_CACHE_SECONDS * 1000, maxEntries: 5000 });
  const badgeCounts = createReadCache({
    ttlMs: config.SITE_READ_CACHE_SECONDS * 1000,
    maxEntries: 20_000,
  });
  const freshness = keepCachesFresh(app, database, [sessionCache, siteReads, badgeCounts]);
  await registerSecurity(app, config);
  await registerOpenApi(app);
  const files = await registerFiles(app, config);
  const idempotency = registerIdempotency(app, database);
  const shared: SharedDeps = {
    config,
    database,
    db: database.db,
    log: app.log,
    files,
    attachments: createAttachmentStore({
      files,
      allowedExtensions: config.UPLOAD_ALLOWED_EXTENSIONS,
      maxBytes: config.UPLOAD_MAX_BYTES,
    }),
    caches: { sessions: sessionCache, siteReads, badgeCounts },
  };

  // The areas every other builds on first: notifications with the real-time hub (which resolves a
  // socket's token through identity once it connects), identity and access, tenancy.
  const notifications = createNotificationsModule({
    ...shared,
    server: app.server,
    authenticate: (token) => identity.identity.sessions.authenticate(token),
  });
  const { hub } = notifications;
  const identity = createIdentityModule({ ...shared, hub });
  const { sessions, mailer } = identity.identity;
  const { tenancy } = createTenancyModule(shared);
  const tickets = createTicketsModule({ ...shared, notifications: notifications.notifications, hub, mailer });
  const documents = createDocumentsModule({
    ...shared,
    tenancy,
    notifications: notifications.notifications,
    hub,
    mailer,
  });
  const sync = createSyncModule(shared);
  const quality = createQualityModule({ ...shared, notifications: notifications.notifications, hub, mailer });
  const system = createSystemModule({ ...shared, idempotency });
  const modules: AppModule[] = [
    system,
    identity,
    notifications,
    createAtiManagersModule(shared),
    createSitesModule(shared),
    createContactsModule({ ...shared, tenancy, sync: sync.sync }),
    createJobOrdersModule(shared),
    tickets,
    createMessagesModule({
      ...shared,
      notifications: notifications.notifications,
      hub,
    }),
    createBillingModule({ ...shared, notifications: notifications.notifications, hub, mailer }),
    documents,
    createRealEstateModule({ ...shared, tenancy, notifications: notifications.notifications, hub, mailer }),
    createEconomicsModule({ ...shared, tenancy }),
    createVariationsModule({ ...shared, tenancy, notifications: notifications.notifications, hub, mailer }),
    quality,
    createKiosksModule({ ...shared, notifications: notifications.notifications, hub, mailer }),
    createPlanningModule({ ...shared, tenancy }),
    createEmployeesModule({ ...shared, tenancy, sync: sync.sync, hub }),
    createCustomersModule({ ...shared, sync: sync.sync }),
    createSiteEquipmentsModule({
      ...shared,
      tenancy,
      tickets: tickets.tickets,
      notifications: notifications.notifications,
      hub,
      mailer,
    }),
    sync,
    createNewsModule({ ...shared, notifications: notifications.notifications, hub, mailer }),
  ];
  registerAccessControl(app, sessions.authenticate);
  await registerModules(app, modules, sessions, badgeCounts, createJobLeaseRepository(database.db));
  await registerWebApp(app, config);
  // For tests: the caches' counts, what each write route declared, and `clear` after a write behind
  // the app's back (as the change notice would).
  const caches = { ...freshness, sessions: sessionCache, siteReads, badgeCounts };
  return {
    app,
    services: {
      drain: system.drain,
      sessions,
      identity: identity.identity,
      notifications: notifications.notifications,
      hub,
      tickets: { workflow: tickets.workflow },
      documents: { expiry: documents.expiry },
      qualityReports: quality.reports,
    },
    caches,
  };
}
