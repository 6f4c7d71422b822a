import type { AppModule, SharedDeps } from '../app-module.ts';
import { createAtiManagerRepository } from './ati-manager.repository.ts';
import { registerAtiManagerRoutes } from './ati-manager.routes.ts';
import { createAtiManagerService } from './ati-manager.service.ts';

/** The managers of a group of companies (ATI), for its users. */
export function createAtiManagersModule(deps: Pick<SharedDeps, 'db'>): AppModule {
  const service = createAtiManagerService({ repository: createAtiManagerRepository(deps.db) });
  return { name: 'ati-managers', routes: (api) => registerAtiManagerRoutes(api, service) };
}
