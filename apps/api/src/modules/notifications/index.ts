import type { Server as HttpServer } from 'node:http';
import { hubNotifyNames, logoutContract } from '@portale/shared';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { createHub, type Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { createHubRepository } from './hub.repository.ts';
import { createNotificationRepository } from './notification.repository.ts';
import { registerNotificationRoutes } from './notification.routes.ts';
import {
  createNotificationService,
  toNotificationItem,
  type NotificationService,
} from './notification.service.ts';

export { sendDemoNotifications } from './demo-notifications.ts';
export type { NotificationService, NotifyAllInput, NotifyInput } from './notification.service.ts';
export { html, textToHtml, type SafeHtml } from './safe-html.ts';
export { createUserNotices, type NoticeRecipient, type TellUser, type UserNotice } from './user-notices.ts';

/**
 * Notifications and the real-time hub: the bell's list and dot, and the live connection every area
 * pushes through. Built before identity, so that account services can close sockets; the hub reaches
 * the session service only when a socket connects, through `authenticate`.
 */
/** At most this many missed notifications are sent again to a socket that logs in again. */
const missedNotificationsLimit = 20;

export function createNotificationsModule(
  deps: SharedDeps & {
    /** The HTTP server the hub attaches to. */
    server: HttpServer;
    authenticate: (token: string) => Promise<AuthContext>;
  },
): AppModule & { hub: Hub; notifications: NotificationService } {
  const { database, config, log } = deps;
  const hubRepository = createHubRepository(deps.db);
  const repository = createNotificationRepository(deps.db);
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const hub = createHub({
    server: deps.server,
    authenticate: deps.authenticate,
    findLiveSessions: (hashes) => {
      const now = new Date();
      return hubRepository.findLiveSessions(hashes, now, new Date(now.getTime() - idleMs));
    },
    postgresPool: database.driver === 'postgres' ? database.pool : undefined,
    log,
    missedSince: async (userId, since) =>
      (await repository.listSince(userId, since, missedNotificationsLimit)).map((row) => ({
        name: hubNotifyNames.notification,
        payload: toNotificationItem(row),
      })),
  });
  const notifications = createNotificationService({
    repository,
    hub,
    log,
  });
  const logoutUrl = `/api${logoutContract.path}`;
  return {
    name: 'notifications',
    hub,
    notifications,
    hooks(app) {
      app.addHook('onReady', async () => hub.start());
      app.addHook('preClose', () => hub.close());
      // A logout closes that session's sockets at once, on every instance.
      app.addHook('onResponse', async (request, reply) => {
        if (request.routeOptions.url === logoutUrl && reply.statusCode < 300 && request.auth) {
          hub.disconnectSession(request.auth.sessionTokenHash);
        }
      });
    },
    routes: (api) => registerNotificationRoutes(api, notifications),
    // The bell's dot: whether the user has any unread notification.
    profileCounts: async (auth) => ({ hasNotifications: await notifications.hasUnread(auth.userId) }),
    hubEvents: [hubNotifyNames.notification, hubNotifyNames.profileChanged],
  };
}
