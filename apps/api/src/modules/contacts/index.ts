import type { AppModule, SharedDeps } from '../app-module.ts';
import type { Tenancy } from '../tenancy/index.ts';
import { createContactsRepository } from './contacts.repository.ts';
import { registerContactsRoutes } from './contacts.routes.ts';
import { createContactsService } from './contacts.service.ts';

/** Contacts: the provider's people for the customer's job orders and sites (page and site tab). */
export function createContactsModule(deps: Pick<SharedDeps, 'db'> & { tenancy: Tenancy }): AppModule {
  const contacts = createContactsService({
    contacts: createContactsRepository(deps.db),
    tenancy: deps.tenancy,
  });
  return { name: 'contacts', routes: (api) => registerContactsRoutes(api, contacts) };
}
