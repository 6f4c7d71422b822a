import { importCustomersContract, importJobOrdersContract, importSitesContract } from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import { hashToken } from '../../plugins/tokens.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { syncKeyOf, type SyncService } from '../sync/index.ts';
import { createCustomersRepository } from './customers.repository.ts';
import { registerCustomersRoutes } from './customers.routes.ts';
import { createCustomersService } from './customers.service.ts';
import { createCustomersSyncRepository } from './customers-sync.repository.ts';
import { createCustomersSyncService } from './customers-sync.service.ts';

/** Batches a source may send in a minute. */
const batchesPerMinute = 60;
/** The largest batch body: 5,000 sites of about 500 bytes are over the app's 1 MiB. */
const batchBodyBytes = 4 * 1024 * 1024;

/**
 * Customers and job orders (issue 30; docs/ARCHITECTURE.md, "Sync"): staff's screens to create, change
 * and deactivate customers (permission clients) and job orders (permission jobtasks), and the imports of
 * customers, job orders and sites from the provider's ERP through sync. Sites are not typed by hand: they
 * arrive by sync, unpublished, and staff publish them.
 */
export function createCustomersModule(deps: SharedDeps & { sync: SyncService }): AppModule {
  const now = deps.now ?? (() => new Date());
  const service = createCustomersService({ repository: createCustomersRepository(deps.db), now });
  const imports = createCustomersSyncService({
    repository: createCustomersSyncRepository(deps.db),
    sync: deps.sync,
    now,
  });
  // Per source (its key's digest, so no key is kept in memory); calls without one by address.
  const perSource = {
    bodyLimitBytes: batchBodyBytes,
    limitPerKey: {
      max: batchesPerMinute,
      key: (request: Parameters<typeof syncKeyOf>[0]) => {
        const key = syncKeyOf(request);
        return key ? `sync:${hashToken(key)}` : `sync-ip:${request.ip}`;
      },
    },
  };
  const logged = ['sync_runs', 'sync_sources'] as const;
  return {
    name: 'customers',
    routes: (api) => {
      registerCustomersRoutes(api, service);
      registerRoute(
        api,
        importCustomersContract,
        ({ request, body }) => imports.importCustomers(syncKeyOf(request), body.customers),
        { ...perSource, invalidates: ['customers', ...logged] },
      );
      registerRoute(
        api,
        importJobOrdersContract,
        ({ request, body }) => imports.importJobOrders(syncKeyOf(request), body.jobOrders),
        { ...perSource, invalidates: ['job_orders', ...logged] },
      );
      registerRoute(
        api,
        importSitesContract,
        ({ request, body }) => imports.importSites(syncKeyOf(request), body.sites),
        { ...perSource, invalidates: ['sites', ...logged] },
      );
    },
  };
}
