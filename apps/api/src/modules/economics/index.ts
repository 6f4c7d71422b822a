import type { AppModule, SharedDeps } from '../app-module.ts';
import type { Tenancy } from '../tenancy/index.ts';
import { createFeeInputsRepository } from '../fees/index.ts';
import { createFeeSource } from './economics-fees.ts';
import { createEconomicsRepository } from './economics.repository.ts';
import { registerEconomicsRoutes } from './economics.routes.ts';
import { createEconomicsService } from './economics.service.ts';

/** Economia: the fee of each month from the fee engine, explained, with variations and invoices. */
export function createEconomicsModule(deps: Pick<SharedDeps, 'db'> & { tenancy: Tenancy }): AppModule {
  const service = createEconomicsService({
    repository: createEconomicsRepository(deps.db),
    tenancy: deps.tenancy,
    fees: createFeeSource(createFeeInputsRepository(deps.db)),
  });
  return { name: 'economics', routes: (api) => registerEconomicsRoutes(api, service) };
}
