import type { FastifyInstance } from 'fastify';
import {
  contactAssociationListContract,
  contactDetailContract,
  contactJobOrderOptionsContract,
  contactListContract,
  contactRoleTreeContract,
  deleteContactAssociationContract,
  deleteContactContract,
  deleteContactRoleCategoryContract,
  deleteContactRoleContract,
  newContactAssociationContract,
  newContactContract,
  newContactRoleCategoryContract,
  newContactRoleContract,
  saveContactPhotoContract,
  updateContactContract,
  updateContactRoleCategoryContract,
  updateContactRoleContract,
} from '@portale/shared';
import { readUploadedFile } from '../../plugins/files.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { ContactsAdminService } from './contacts-admin.service.ts';

/** Staff's contacts page: people, role categories and roles, associations (issue 30). */
export function registerContactsAdminRoutes(app: FastifyInstance, admin: ContactsAdminService) {
  registerRoute(app, contactListContract, ({ query }) => admin.listContacts(query));
  registerRoute(app, contactDetailContract, ({ params }) => admin.getContact(params.contactId));
  registerRoute(app, newContactContract, ({ body }) => admin.createContact(body), {
    invalidates: ['contacts'],
  });
  registerRoute(
    app,
    updateContactContract,
    ({ params, body }) => admin.updateContact(params.contactId, body),
    {
      invalidates: ['contacts'],
    },
  );
  registerRoute(
    app,
    saveContactPhotoContract,
    async ({ request, params }) => admin.savePhoto(params.contactId, await readUploadedFile(request)),
    { invalidates: ['contacts'] },
  );
  // A person's associations go with them; their tickets keep no handler.
  registerRoute(app, deleteContactContract, ({ params }) => admin.deleteContact(params.contactId), {
    invalidates: ['contacts', 'contact_associations', 'tickets'],
  });

  registerRoute(app, contactRoleTreeContract, () => admin.roleTree());
  registerRoute(app, newContactRoleCategoryContract, ({ body }) => admin.createCategory(body), {
    invalidates: ['contact_role_categories'],
  });
  registerRoute(
    app,
    updateContactRoleCategoryContract,
    ({ params, body }) => admin.updateCategory(params.categoryId, body),
    { invalidates: ['contact_role_categories'] },
  );
  registerRoute(
    app,
    deleteContactRoleCategoryContract,
    ({ params }) => admin.deleteCategory(params.categoryId),
    {
      invalidates: ['contact_role_categories'],
    },
  );
  registerRoute(app, newContactRoleContract, ({ body }) => admin.createRole(body), {
    invalidates: ['contact_roles'],
  });
  registerRoute(app, updateContactRoleContract, ({ params, body }) => admin.updateRole(params.roleId, body), {
    invalidates: ['contact_roles'],
  });
  // Tickets once handled in the role keep no role.
  registerRoute(app, deleteContactRoleContract, ({ params }) => admin.deleteRole(params.roleId), {
    invalidates: ['contact_roles', 'tickets'],
  });

  registerRoute(app, contactAssociationListContract, ({ query }) => admin.listAssociations(query));
  registerRoute(app, newContactAssociationContract, ({ body }) => admin.createAssociation(body), {
    invalidates: ['contact_associations'],
  });
  registerRoute(
    app,
    deleteContactAssociationContract,
    ({ params }) => admin.deleteAssociation(params.associationId),
    { invalidates: ['contact_associations'] },
  );
  registerRoute(app, contactJobOrderOptionsContract, ({ query }) => admin.jobOrdersOf(query.customerCode));
}
