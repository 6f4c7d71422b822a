import type { AppModule, SharedDeps } from '../app-module.ts';
import { registerSystemRoutes } from './system.routes.ts';

/** Health and readiness. */
export function createSystemModule(deps: Pick<SharedDeps, 'database'>): AppModule {
  return { name: 'system', routes: (api) => registerSystemRoutes(api, deps.database) };
}
