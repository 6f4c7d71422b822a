import type { FastifyInstance } from 'fastify';
import { myContactsContract, siteContactsContract } from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { ContactsService } from './contacts.service.ts';

/** The contacts page and the contacts tab of the site detail. */
export function registerContactsRoutes(app: FastifyInstance, contacts: ContactsService) {
  registerRoute(app, siteContactsContract, ({ request, params }) =>
    contacts.listSiteContacts(requireAuth(request), params.siteCode),
  );
  registerRoute(app, myContactsContract, ({ request, query }) =>
    contacts.listMyContacts(requireAuth(request), query),
  );
}
