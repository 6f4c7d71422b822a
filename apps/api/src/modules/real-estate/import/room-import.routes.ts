import type { FastifyInstance } from 'fastify';
import { importRoomsContract } from '@portale/shared';
import type { Mailer } from '../../../plugins/mail.ts';
import type { Hub } from '../../../plugins/realtime.ts';
import { requireAuth } from '../../../plugins/require-auth.ts';
import { registerRoute } from '../../../plugins/route.ts';
import type { SharedDeps } from '../../app-module.ts';
import type { NotificationService } from '../../notifications/index.ts';
import type { Tenancy } from '../../tenancy/index.ts';
import { createRoomImportFlow } from './room-import-flow.service.ts';
import { createRoomImportNotifier } from './room-import-notifier.ts';
import { registerRoomsTemplateRoutes } from './rooms-template.routes.ts';

/** The template and the import of rooms (owned by the import work). */
export function registerRoomImportRoutes(
  api: FastifyInstance,
  deps: SharedDeps & {
    tenancy: Tenancy;
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): void {
  registerRoomsTemplateRoutes(api, deps);
  const importFlow = createRoomImportFlow({
    ...deps,
    dataDir: deps.config.DATA_DIR,
    onApplied: createRoomImportNotifier(deps).notifyApplied,
  });
  registerRoute(
    api,
    importRoomsContract,
    ({ request }) => importFlow.importRooms(requireAuth(request), request),
    {
      invalidates: ['buildings', 'floors', 'rooms', 'room_states', 'room_import_runs'],
    },
  );
}
