import type { FastifyInstance } from 'fastify';
import {
  markNotificationReadContract,
  myNotificationsContract,
  myUnreadNotificationsContract,
  readAllNotificationsContract,
  sendNotificationContract,
} from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { NotificationService } from './notification.service.ts';

export function registerNotificationRoutes(app: FastifyInstance, service: NotificationService) {
  registerRoute(app, myNotificationsContract, ({ query, request }) =>
    service.listMine(requireAuth(request), { unreadOnly: false, limit: query.limit }),
  );
  registerRoute(app, myUnreadNotificationsContract, ({ query, request }) =>
    service.listMine(requireAuth(request), { unreadOnly: true, limit: query.limit }),
  );
  const changesNotifications = { invalidates: ['notifications'] } as const;
  registerRoute(
    app,
    readAllNotificationsContract,
    async ({ request }) => {
      await service.markAllRead(requireAuth(request));
      return null;
    },
    changesNotifications,
  );
  registerRoute(
    app,
    markNotificationReadContract,
    async ({ params, request }) => {
      await service.markRead(requireAuth(request), params.notificationid);
      return null;
    },
    changesNotifications,
  );
  registerRoute(
    app,
    sendNotificationContract,
    ({ body, request }) => service.send(requireAuth(request), body),
    changesNotifications,
  );
}
