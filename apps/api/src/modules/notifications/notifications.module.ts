import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@portale/db';
import { logoutContract } from '@portale/shared';
import type { AppConfig } from '../../config/config.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { ProfileCountsSource } from '../session/session.service.ts';
import { createHub, type Hub } from '../../plugins/realtime.ts';
import { createHubRepository } from './hub.repository.ts';
import { createNotificationRepository } from './notification.repository.ts';
import { createNotificationService, type NotificationService } from './notification.service.ts';

/**
 * The real-time hub and the notification service, wired once. The hub is created before identity so
 * that account services can be handed `hub.disconnectSession` / `hub.disconnectUser`; it reaches the
 * session service only when a socket connects, through `authenticate`.
 */
export async function createNotifications(options: {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  authenticate: (token: string) => Promise<AuthContext>;
}): Promise<{ hub: Hub; notifications: NotificationService }> {
  const { app, database, config } = options;
  const postgresPool = database.driver === 'postgres' ? database.pool : undefined;
  const hubRepository = createHubRepository(database.db);
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const hub = createHub({
    server: app.server,
    authenticate: options.authenticate,
    findLiveSessions: (hashes) => {
      const now = new Date();
      return hubRepository.findLiveSessions(hashes, now, new Date(now.getTime() - idleMs));
    },
    postgresPool,
    log: app.log,
  });
  app.addHook('onReady', async () => hub.start());
  app.addHook('preClose', () => hub.close());
  const notifications = createNotificationService({
    repository: createNotificationRepository(database.db),
    hub,
    log: app.log,
  });
  return { hub, notifications };
}

/** A logout closes that session's sockets at once, on every instance. */
export function disconnectSocketsOnLogout(app: FastifyInstance, hub: Hub) {
  const logoutUrl = `/api${logoutContract.path}`;
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === logoutUrl && reply.statusCode < 300 && request.auth) {
      hub.disconnectSession(request.auth.sessionTokenHash);
    }
  });
}

/** The bell's dot of the profile: whether the user has any unread notification. */
export const notificationDot =
  (notifications: NotificationService): ProfileCountsSource =>
  async (auth) => ({ hasNotifications: await notifications.hasUnread(auth.userId) });
