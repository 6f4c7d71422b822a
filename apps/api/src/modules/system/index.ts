import type { AppModule, SharedDeps } from '../app-module.ts';
import { registerBackupRoute } from './backup.routes.ts';
import { registerSystemRoutes } from './system.routes.ts';

const hourMs = 60 * 60_000;

/**
 * Health and readiness, the embedded database's backup, and the upkeep of the idempotent writes' kept
 * answers. `drain` makes the health check answer 503 from then on, so that a load balancer sends this
 * instance nothing new before it closes (server.ts, SHUTDOWN_DRAIN_SECONDS).
 */
export function createSystemModule(
  deps: Pick<SharedDeps, 'database' | 'config'> & { idempotency: { purge: () => Promise<void> } },
): AppModule & { drain: () => void } {
  const lifecycle = { draining: false };
  return {
    name: 'system',
    routes: (api) => {
      registerSystemRoutes(api, deps.database, lifecycle);
      registerBackupRoute(api, deps.database, deps.config.DATA_DIR);
    },
    jobs: [
      { name: 'forget idempotent answers older than a day', intervalMs: hourMs, run: deps.idempotency.purge },
    ],
    drain: () => {
      lifecycle.draining = true;
    },
  };
}
