import type { FastifyRequest } from 'fastify';
import { syncKeyHeader } from '@portale/shared';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { createSyncRepository } from './sync.repository.ts';
import { registerSyncRoutes } from './sync.routes.ts';
import { createSyncService, type SyncService } from './sync.service.ts';

export type { SyncCounts, SyncService } from './sync.service.ts';

/** The key a batch carries in its header X-Sync-Key, if any. */
export const syncKeyOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[syncKeyHeader];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Sync (docs/ARCHITECTURE.md, "Sync"): staff's routes for the sources, and the service through which
 * the areas' import routes receive their batches (the stampings and people of issue 28 today).
 */
export function createSyncModule(deps: Pick<SharedDeps, 'db' | 'now'>): AppModule & { sync: SyncService } {
  const sync = createSyncService({
    repository: createSyncRepository(deps.db),
    now: deps.now ?? (() => new Date()),
  });
  return { name: 'sync', sync, routes: (api) => registerSyncRoutes(api, sync) };
}
