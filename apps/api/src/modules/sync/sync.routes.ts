import type { FastifyInstance } from 'fastify';
import {
  newSyncSourceContract,
  replaceSyncKeyContract,
  revokeSyncSourceContract,
  syncRunListContract,
  syncSourceListContract,
} from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { SyncService } from './sync.service.ts';

/** Staff (sync): the sources' keys and the runs' log. */
export function registerSyncRoutes(app: FastifyInstance, service: SyncService) {
  const changes = { invalidates: ['sync_sources'] } as const;
  registerRoute(app, syncSourceListContract, () => service.listSources());
  registerRoute(
    app,
    newSyncSourceContract,
    ({ request, body }) => service.createSource(requireAuth(request), body),
    changes,
  );
  registerRoute(app, replaceSyncKeyContract, ({ params }) => service.replaceKey(params.sourceId), changes);
  registerRoute(app, revokeSyncSourceContract, ({ params }) => service.revoke(params.sourceId), changes);
  registerRoute(app, syncRunListContract, ({ query }) => service.listRuns(query));
}
