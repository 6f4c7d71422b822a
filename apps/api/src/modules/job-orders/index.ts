import type { AppModule, SharedDeps } from '../app-module.ts';
import { createJobOrdersRepository } from './job-orders.repository.ts';
import { registerJobOrdersRoutes } from './job-orders.routes.ts';
import { createJobOrdersService } from './job-orders.service.ts';

export { createJobOrderPicker, type JobOrderPicker } from './job-order-picker.repository.ts';

/** Job orders: the customer's contracts within the user's reach (filters and the dashboard). */
export function createJobOrdersModule(deps: Pick<SharedDeps, 'db'>): AppModule {
  const service = createJobOrdersService({ jobOrders: createJobOrdersRepository(deps.db) });
  return { name: 'job-orders', routes: (api) => registerJobOrdersRoutes(api, service) };
}
