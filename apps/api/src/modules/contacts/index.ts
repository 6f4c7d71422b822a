import { importContactAssociationsContract, importContactsContract } from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import { hashToken } from '../../plugins/tokens.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { syncKeyOf, type SyncService } from '../sync/index.ts';
import type { Tenancy } from '../tenancy/index.ts';
import { createContactsAdminRepository } from './contacts-admin.repository.ts';
import { registerContactsAdminRoutes } from './contacts-admin.routes.ts';
import { createContactsAdminService } from './contacts-admin.service.ts';
import { createContactsRepository } from './contacts.repository.ts';
import { registerContactsRoutes } from './contacts.routes.ts';
import { createContactsService } from './contacts.service.ts';
import { createContactsSyncRepository } from './contacts-sync.repository.ts';
import { createContactsSyncService } from './contacts-sync.service.ts';

/** Batches a source may send in a minute. */
const batchesPerMinute = 120;
/** The largest batch body: 10,000 associations of about 200 bytes are over the app's 1 MiB. */
const batchBodyBytes = 4 * 1024 * 1024;

/**
 * Contacts: the provider's people for the customer's job orders and sites (page and site tab); staff's
 * people, roles and associations (issue 30); and their imports from the provider's systems through sync.
 */
export function createContactsModule(
  deps: Pick<SharedDeps, 'db' | 'files'> & { tenancy: Tenancy; sync: SyncService },
): AppModule {
  const repository = createContactsRepository(deps.db);
  const contacts = createContactsService({ contacts: repository, tenancy: deps.tenancy, files: deps.files });
  const admin = createContactsAdminService({
    admin: createContactsAdminRepository(deps.db),
    contacts: repository,
    files: deps.files,
  });
  const imports = createContactsSyncService({
    repository: createContactsSyncRepository(deps.db),
    sync: deps.sync,
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
  return {
    name: 'contacts',
    routes: (api) => {
      registerContactsRoutes(api, contacts);
      registerContactsAdminRoutes(api, admin);
      registerRoute(
        api,
        importContactsContract,
        ({ request, body }) => imports.importContacts(syncKeyOf(request), body.contacts),
        { ...perSource, invalidates: ['contacts', 'sync_runs', 'sync_sources'] },
      );
      registerRoute(
        api,
        importContactAssociationsContract,
        ({ request, body }) => imports.importAssociations(syncKeyOf(request), body.associations),
        { ...perSource, invalidates: ['contact_associations', 'sync_runs', 'sync_sources'] },
      );
    },
  };
}
