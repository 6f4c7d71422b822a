import type { FastifyInstance } from 'fastify';
import {
  realEstateSummaryContract,
  roomCatalogueContract,
  roomDetailsContract,
  roomListContract,
  roomListExportContract,
  roomOpenPeriodsContract,
  roomPageContract,
  roomTreeContract,
  siteRoomsContract,
} from '@portale/shared';
import { expensiveRoute, registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import { sendWorkbook, writeXlsx } from '../../plugins/xlsx-export.ts';
import type { RealEstateService } from './real-estate.service.ts';
import type { RoomCallsService } from './room-calls.service.ts';
import { roomsExport } from './room-export.ts';

/**
 * The registry's reads: a site's rooms (SPEC.md's list, the tree, the table and its export), a room's
 * page, the catalogue, the dashboard card, and the room calls of SPEC.md section 7.
 * Reads only: nothing here changes what a cache keeps (the two room calls, POST, declare so).
 */
export function registerRealEstateRoutes(
  api: FastifyInstance,
  { registry, calls }: { registry: RealEstateService; calls: RoomCallsService },
): void {
  registerRoute(api, siteRoomsContract, ({ request, params, query }) =>
    registry.siteRooms(requireAuth(request), params.siteCode, query.date),
  );
  registerRoute(api, roomTreeContract, ({ request, params, query }) =>
    registry.tree(requireAuth(request), params.siteCode, query.date),
  );
  registerRoute(api, roomListContract, ({ request, params, query }) =>
    registry.list(requireAuth(request), params.siteCode, query),
  );
  registerRoute(
    api,
    roomListExportContract,
    async ({ request, params, query, reply }) => {
      const { siteCode, day, rows } = await registry.listForExport(
        requireAuth(request),
        params.siteCode,
        query,
      );
      return sendWorkbook(reply, roomsExport.fileName(siteCode, day), writeXlsx(roomsExport, rows));
    },
    expensiveRoute,
  );
  registerRoute(api, roomPageContract, ({ request, params, query }) =>
    registry.roomPage(requireAuth(request), params.roomId, query.date),
  );
  registerRoute(api, roomCatalogueContract, ({ request }) => registry.catalogue(requireAuth(request)));
  registerRoute(api, realEstateSummaryContract, ({ request }) => registry.summary(requireAuth(request)));
  // Reads sent as POST (the pairs travel in the body): they change nothing a cache keeps.
  registerRoute(
    api,
    roomDetailsContract,
    ({ request, body, query }) =>
      calls.details(requireAuth(request), body, query.excludedVariationId ?? null),
    { invalidates: [] },
  );
  registerRoute(
    api,
    roomOpenPeriodsContract,
    ({ request, body, query }) =>
      calls.openPeriods(requireAuth(request), body, query.excludedVariationId ?? null),
    { invalidates: [] },
  );
}
