import type { AppModule, SharedDeps } from '../app-module.ts';
import { registerSystemRoutes } from './system.routes.ts';

const hourMs = 60 * 60_000;

/** Health and readiness, and the upkeep of the idempotent writes' kept answers. */
export function createSystemModule(
  deps: Pick<SharedDeps, 'database'> & { idempotency: { purge: () => Promise<void> } },
): AppModule {
  return {
    name: 'system',
    routes: (api) => registerSystemRoutes(api, deps.database),
    jobs: [
      { name: 'forget idempotent answers older than a day', intervalMs: hourMs, run: deps.idempotency.purge },
    ],
  };
}
