import type { AppModule, SharedDeps } from '../app-module.ts';
import { createVariationsRepository } from './variations.repository.ts';
import { registerVariationsRoutes } from './variations.routes.ts';
import { createVariationsService } from './variations.service.ts';

/** Richieste di variazione. */
export function createVariationsModule(deps: Pick<SharedDeps, 'db'>): AppModule {
  const service = createVariationsService({ repository: createVariationsRepository(deps.db) });
  return { name: 'variations', routes: (api) => registerVariationsRoutes(api, service) };
}
