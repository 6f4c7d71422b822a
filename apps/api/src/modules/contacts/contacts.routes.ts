import type { FastifyInstance } from 'fastify';
import { contactPhotoContract, myContactsContract, siteContactsContract } from '@portale/shared';
import { sendFile } from '../../plugins/files.ts';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { ContactsService } from './contacts.service.ts';

/** The contacts page, the contacts tab of the site detail, and the people's photos. */
export function registerContactsRoutes(app: FastifyInstance, contacts: ContactsService) {
  registerRoute(app, siteContactsContract, ({ request, params }) =>
    contacts.listSiteContacts(requireAuth(request), params.siteCode),
  );
  registerRoute(app, myContactsContract, ({ request, query }) =>
    contacts.listMyContacts(requireAuth(request), query),
  );
  registerRoute(app, contactPhotoContract, async ({ request, params, reply }) =>
    sendFile(reply, await contacts.openPhoto(requireAuth(request), params.contactId)),
  );
}
