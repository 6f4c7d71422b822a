import type {
  Contact,
  ContactAssociationFilter,
  ContactAssociationList,
  ContactFields,
  ContactJobOrderOption,
  ContactList,
  ContactRole,
  ContactRoleCategoryFields,
  ContactRoleFields,
  ContactRoleTree,
  NewContactAssociation,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import { replacePhoto, type FileStore, type UploadedFile } from '../../plugins/files.ts';
import type { ContactsAdminRepository } from './contacts-admin.repository.ts';
import type { ContactsRepository } from './contacts.repository.ts';
import { buildRoles } from './contacts.service.ts';

type RoleLinks = ReadonlyMap<number, number | null>;

/**
 * Whether making `roleId` (undefined for a new role) answer to `parentId` closes a loop: the chain
 * above the parent reaches the role itself. A new role has no one below it, so it closes none.
 */
export function closesCycle(links: RoleLinks, roleId: number | undefined, parentId: number | null): boolean {
  if (roleId === undefined || parentId === null) return false;
  const seen = new Set<number>();
  for (let current: number | null | undefined = parentId; current != null; current = links.get(current)) {
    if (current === roleId) return true;
    if (seen.has(current)) return false;
    seen.add(current);
  }
  return false;
}

const employeeIdTaken = () =>
  new AppError('VALIDATION', {
    fields: [{ path: 'body.employeeId', message: 'Un’altra persona ha già questa matricola' }],
  });

/**
 * Staff's contacts (permission 14; issue 30): the provider's people, the roles they hold in their
 * categories, with the chain of whom each answers to kept free of loops, and the associations of people
 * to customers, job orders and sites, each checked against the customer it belongs to.
 */
export function createContactsAdminService(deps: {
  admin: ContactsAdminRepository;
  contacts: Pick<ContactsRepository, 'findRoles'>;
  files: FileStore;
}) {
  const { admin } = deps;

  const contactOrFail = async (contactId: number): Promise<Contact> => {
    const row = await admin.findContact(contactId);
    if (!row) throw new AppError('CONTACT_NOT_FOUND');
    return { ...row, documents: [] };
  };

  const roleOrFail = async (roleId: number): Promise<ContactRole> => {
    const role = buildRoles(await deps.contacts.findRoles()).get(roleId);
    if (!role) throw new AppError('CONTACT_ROLE_NOT_FOUND');
    return role;
  };

  /** The checks of a role's fields: its category, the role it answers to, no loop, a name of its own. */
  const checkRole = async (fields: ContactRoleFields, roleId?: number) => {
    if (!(await admin.categoryExists(fields.roleCategoryId)))
      throw new AppError('CONTACT_ROLE_CATEGORY_NOT_FOUND', {
        fields: [{ path: 'body.roleCategoryId', message: 'Categoria non trovata' }],
      });
    const roles = await deps.contacts.findRoles();
    const links = new Map(roles.map((role) => [role.contactRoleId, role.respondsToRoleId]));
    if (fields.respondsToRoleId !== null) {
      if (fields.respondsToRoleId === roleId || closesCycle(links, roleId, fields.respondsToRoleId))
        throw new AppError('CONTACT_ROLE_CYCLE', {
          fields: [
            {
              path: 'body.respondsToRoleId',
              message:
                fields.respondsToRoleId === roleId
                  ? 'Un ruolo non può rispondere a sé stesso'
                  : 'Questo ruolo risponde già, direttamente o tramite altri, al ruolo che stai modificando',
            },
          ],
        });
      if (!links.has(fields.respondsToRoleId))
        throw new AppError('CONTACT_ROLE_NOT_FOUND', {
          fields: [{ path: 'body.respondsToRoleId', message: 'Ruolo non trovato' }],
        });
    }
    if (await admin.roleNameTaken(fields.name, roleId))
      throw new AppError('VALIDATION', {
        fields: [{ path: 'body.name', message: 'Esiste già un ruolo con questo nome' }],
      });
  };

  /** The customer, job order and site of an association, checked against each other (406 otherwise). */
  const checkPlace = async (association: NewContactAssociation): Promise<NewContactAssociation> => {
    const missing = (path: string, message: string) =>
      new AppError('SITE_MISSING_ASSOCIATION', { fields: [{ path, message }] });
    if (!(await admin.customerExists(association.customerCode)))
      throw missing('body.customerCode', 'Cliente non trovato');
    let { jobOrderId } = association;
    if (jobOrderId !== null) {
      const jobOrder = await admin.findJobOrder(jobOrderId);
      if (!jobOrder) throw missing('body.jobOrderId', 'Commessa non trovata');
      if (jobOrder.customerCode !== association.customerCode)
        throw missing('body.jobOrderId', 'La commessa non è di questo cliente');
    }
    if (association.siteCode !== null) {
      const site = await admin.findSite(association.siteCode);
      if (!site) throw missing('body.siteCode', 'Ubicazione non trovata');
      if (site.customerCode !== association.customerCode)
        throw missing('body.siteCode', 'L’ubicazione non è di questo cliente');
      if (jobOrderId !== null && site.jobOrderId !== jobOrderId)
        throw missing('body.siteCode', 'L’ubicazione non è di questa commessa');
      jobOrderId = site.jobOrderId;
    }
    return { ...association, jobOrderId };
  };

  return {
    async listContacts(query: {
      query?: string | undefined;
      page: number;
      pageSize: number;
    }): Promise<ContactList> {
      const { rows, total } = await admin.listContacts(query);
      return { data: rows.map((row) => ({ ...row, documents: [] })), total };
    },

    getContact: contactOrFail,

    async createContact(fields: ContactFields): Promise<Contact> {
      const id = await admin.insertContact(fields);
      if (id === 'taken') throw employeeIdTaken();
      return contactOrFail(id);
    },

    async updateContact(contactId: number, fields: ContactFields): Promise<Contact> {
      const updated = await admin.updateContact(contactId, fields);
      if (updated === 'taken') throw employeeIdTaken();
      if (!updated) throw new AppError('CONTACT_NOT_FOUND');
      return contactOrFail(contactId);
    },

    async deleteContact(contactId: number): Promise<null> {
      const deleted = await admin.deleteContact(contactId);
      if (!deleted) throw new AppError('CONTACT_NOT_FOUND');
      if (deleted.photoStorageKey) await deps.files.remove([deleted.photoStorageKey]);
      return null;
    },

    async savePhoto(contactId: number, file: UploadedFile): Promise<{ employeeImage: string }> {
      await replacePhoto(deps.files, file, (photo) => admin.setPhoto(contactId, photo), {
        notAnImage: () =>
          new AppError('CONTACT_PHOTO_NOT_VALID', {
            fields: [{ path: 'file', message: 'Carica un’immagine JPEG, PNG o WebP' }],
          }),
        missing: () => new AppError('CONTACT_NOT_FOUND'),
      });
      return { employeeImage: `/api/contacts/people/${contactId}/photo` };
    },

    async roleTree(): Promise<ContactRoleTree> {
      const [categories, roleRows, usage] = await Promise.all([
        admin.listCategories(),
        deps.contacts.findRoles(),
        admin.roleUsage(),
      ]);
      const roles = [...buildRoles(roleRows).values()].sort(
        (a, b) =>
          a.priority - b.priority || a.name.localeCompare(b.name, 'it') || a.contactRoleId - b.contactRoleId,
      );
      return {
        data: categories.map((category) => ({
          ...category,
          contactRoles: roles
            .filter((role) => role.roleCategoryId === category.contactRoleCategoryId)
            .map((role) => ({ ...role, associationCount: usage.get(role.contactRoleId) ?? 0 })),
        })),
      };
    },

    createCategory: (fields: ContactRoleCategoryFields) => admin.insertCategory(fields),

    async updateCategory(categoryId: number, fields: ContactRoleCategoryFields) {
      const category = await admin.updateCategory(categoryId, fields);
      if (!category) throw new AppError('CONTACT_ROLE_CATEGORY_NOT_FOUND');
      return category;
    },

    async deleteCategory(categoryId: number): Promise<null> {
      const deleted = await admin.deleteCategory(categoryId);
      if (deleted === 'in use') throw new AppError('CONTACT_ROLE_IN_USE');
      if (!deleted) throw new AppError('CONTACT_ROLE_CATEGORY_NOT_FOUND');
      return null;
    },

    async createRole(fields: ContactRoleFields): Promise<ContactRole> {
      await checkRole(fields);
      return roleOrFail(await admin.insertRole(fields));
    },

    async updateRole(roleId: number, fields: ContactRoleFields): Promise<ContactRole> {
      await roleOrFail(roleId);
      await checkRole(fields, roleId);
      if (!(await admin.updateRole(roleId, fields))) throw new AppError('CONTACT_ROLE_NOT_FOUND');
      return roleOrFail(roleId);
    },

    async deleteRole(roleId: number): Promise<null> {
      const deleted = await admin.deleteRole(roleId);
      if (deleted === 'in use') throw new AppError('CONTACT_ROLE_IN_USE');
      if (!deleted) throw new AppError('CONTACT_ROLE_NOT_FOUND');
      return null;
    },

    async listAssociations(query: ContactAssociationFilter): Promise<ContactAssociationList> {
      const { rows, total } = await admin.listAssociations(query);
      return { data: rows, total };
    },

    async createAssociation(input: NewContactAssociation): Promise<{ contactAssociationId: number }> {
      const association = await checkPlace(input);
      const people = [association.contactId, association.superiorContactId].filter((id) => id !== null);
      const known = await admin.contactsExist(people);
      if (!known.has(association.contactId))
        throw new AppError('CONTACT_NOT_FOUND', {
          fields: [{ path: 'body.contactId', message: 'Persona non trovata' }],
        });
      if (association.superiorContactId !== null && !known.has(association.superiorContactId))
        throw new AppError('CONTACT_NOT_FOUND', {
          fields: [{ path: 'body.superiorContactId', message: 'Persona non trovata' }],
        });
      if (!(await admin.roleExists(association.roleId)))
        throw new AppError('CONTACT_ROLE_NOT_FOUND', {
          fields: [{ path: 'body.roleId', message: 'Ruolo non trovato' }],
        });
      const id = await admin.insertAssociation(association);
      if (id === null) throw new AppError('SITE_ASSOCIATION_ALREADY_EXISTS');
      return { contactAssociationId: id };
    },

    async deleteAssociation(associationId: number): Promise<null> {
      if (!(await admin.deleteAssociation(associationId))) throw new AppError('SITE_MISSING_ASSOCIATION');
      return null;
    },

    jobOrdersOf: (customerCode: string): Promise<ContactJobOrderOption[]> => admin.jobOrdersOf(customerCode),
  };
}

export type ContactsAdminService = ReturnType<typeof createContactsAdminService>;
