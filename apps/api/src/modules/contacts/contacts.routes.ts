import type { FastifyInstance } from 'fastify';
import type { Database } from '@portale/db';
import { myContactsContract, siteContactsContract } from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { createContactsRepository } from './contacts.repository.ts';
import { createContactsService } from './contacts.service.ts';

/** The contacts page and the contacts tab of the site detail. */
export function registerContactsModule(app: FastifyInstance, options: { db: Database; sites: SitesService }) {
  const contacts = createContactsService({
    contacts: createContactsRepository(options.db),
    sites: options.sites,
  });
  registerRoute(app, siteContactsContract, ({ request, params }) =>
    contacts.listSiteContacts(requireAuth(request), params.siteCode),
  );
  registerRoute(app, myContactsContract, ({ request, query }) =>
    contacts.listMyContacts(requireAuth(request), query),
  );
}
