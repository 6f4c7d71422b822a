import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../../plugins/mail.ts';
import type { Hub } from '../../../plugins/realtime.ts';
import type { SharedDeps } from '../../app-module.ts';
import type { NotificationService } from '../../notifications/index.ts';
import type { Tenancy } from '../../tenancy/index.ts';
import { registerRoomsTemplateRoutes } from './rooms-template.routes.ts';

/** The template and the import of rooms (owned by the import work). */
export function registerRoomImportRoutes(
  api: FastifyInstance,
  deps: SharedDeps & {
    tenancy: Tenancy;
    notifications: Pick<NotificationService, 'notify'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): void {
  registerRoomsTemplateRoutes(api, deps);
}
