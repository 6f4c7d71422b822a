import { hubNotifyNames } from '@portale/shared';
import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import type { NotificationService } from '../notifications/index.ts';
import type { Tenancy } from '../tenancy/index.ts';
import { createRoomImportFlow } from './import/room-import-flow.service.ts';
import { createRoomImportNotifier } from './import/room-import-notifier.ts';
import { registerRoomImportRoutes } from './import/room-import.routes.ts';
import { createRoomImportRunsRepository } from './import/room-import-runs.repository.ts';
import { createRoomImportRunsService } from './import/room-import-runs.service.ts';
import { createRoomsTemplateRepository } from './import/rooms-template.repository.ts';
import { createRoomsTemplateService } from './import/rooms-template.service.ts';
import { registerRealEstateRoutes } from './real-estate.routes.ts';
import { createRealEstateService } from './real-estate.service.ts';
import { createRoomCallsService } from './room-calls.service.ts';
import { createRoomReadsRepository, type RoomHistoryRecord } from './room-reads.repository.ts';
import { withPendingVariations } from './room-overlay.ts';

/**
 * Real-estate registry: a site's buildings, floors and rooms with their dated states (reads for both
 * sides, the room calls of SPEC.md section 7), and the provider's import of rooms from the template.
 */
export function createRealEstateModule(
  deps: SharedDeps & {
    tenancy: Tenancy;
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): AppModule {
  const rooms = createRoomReadsRepository(deps.db);
  const registry = createRealEstateService({ rooms, tenancy: deps.tenancy, now: deps.now });
  const calls = createRoomCallsService({ rooms });
  const templateRepository = createRoomsTemplateRepository(deps.db);
  const template = createRoomsTemplateService({ repository: templateRepository, now: deps.now });
  const runs = createRoomImportRunsService({
    runs: createRoomImportRunsRepository(deps.db),
    template: templateRepository,
  });
  const importFlow = createRoomImportFlow({
    ...deps,
    dataDir: deps.config.DATA_DIR,
    onApplied: createRoomImportNotifier(deps).notifyApplied,
  });
  return {
    name: 'real-estate',
    routes: (api) => {
      registerRealEstateRoutes(api, { registry, calls });
      registerRoomImportRoutes(api, { importFlow, template, runs });
    },
    hubEvents: [hubNotifyNames.notification, hubNotifyNames.roomImportProgress],
  };
}

/**
 * The rooms' histories for the variation requests: their sites and identifiers, and their histories with
 * the pending requests applied but one (the same as the room calls answer with), for any caller: the
 * variations module checks the caller's reach to the site itself.
 */
export function createRoomHistories(db: SharedDeps['db']) {
  const rooms = createRoomReadsRepository(db);
  return {
    /** `pending: false` gives the recorded histories alone (what an acceptance writes on). */
    async of(roomIds: readonly number[], excludedVariationId: number | null, options = { pending: true }) {
      const recorded = new Map<number, RoomHistoryRecord[]>(roomIds.map((roomId) => [roomId, []]));
      if (roomIds.length === 0) return recorded;
      for (const snapshot of await rooms.findHistories(roomIds))
        recorded.get(snapshot.roomId)?.push(snapshot);
      if (!options.pending) return recorded;
      return withPendingVariations(recorded, await rooms.findPendingVariations(roomIds, excludedVariationId));
    },
  };
}
export type RoomHistories = ReturnType<typeof createRoomHistories>;
export type { RoomHistoryRecord } from './room-reads.repository.ts';
export { openPeriodsFrom, openPeriodsOf, snapshotOn } from './room-history.ts';
