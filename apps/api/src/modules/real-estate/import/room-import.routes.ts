import type { FastifyInstance } from 'fastify';
import { importRoomsContract } from '@portale/shared';
import { requireAuth } from '../../../plugins/require-auth.ts';
import { expensiveRoute, registerRoute } from '../../../plugins/route.ts';
import type { RoomImportFlow } from './room-import-flow.service.ts';
import type { RoomImportRunsService } from './room-import-runs.service.ts';
import { registerRoomsTemplateRoutes } from './rooms-template.routes.ts';
import type { RoomsTemplateService } from './rooms-template.service.ts';

/** The template and the import of rooms (owned by the import work). */
export function registerRoomImportRoutes(
  api: FastifyInstance,
  services: { importFlow: RoomImportFlow; template: RoomsTemplateService; runs: RoomImportRunsService },
): void {
  registerRoomsTemplateRoutes(api, services);
  registerRoute(
    api,
    importRoomsContract,
    ({ request }) => services.importFlow.importRooms(requireAuth(request), request),
    {
      ...expensiveRoute,
      invalidates: ['buildings', 'floors', 'rooms', 'room_states', 'room_import_runs'],
    },
  );
}
