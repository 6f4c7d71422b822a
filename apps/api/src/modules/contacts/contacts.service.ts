import type { Readable } from 'node:stream';
import {
  sitesAccess,
  type ContactAssociation,
  type ContactRole,
  type ContactRoleCategoryGroup,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { FileStore } from '../../plugins/files.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf, type Tenancy } from '../tenancy/index.ts';
import type { ContactsRepository } from './contacts.repository.ts';

type RoleRow = Awaited<ReturnType<ContactsRepository['findRoles']>>[number];
type AssociationRow = Awaited<ReturnType<ContactsRepository['findForSite']>>[number];

const roleRef = (role: RoleRow) => ({
  contactRoleId: role.contactRoleId,
  name: role.name,
  priority: role.priority,
  roleCategoryId: role.roleCategoryId,
  handleTickets: role.handleTickets,
  respondsToRoleId: role.respondsToRoleId,
});

/** Each role with its category, its parent and the whole chain above it (cycles are cut). */
export function buildRoles(rows: readonly RoleRow[]): Map<number, ContactRole> {
  const byId = new Map(rows.map((row) => [row.contactRoleId, row]));
  return new Map(
    rows.map((row) => {
      const chain: RoleRow[] = [];
      const seen = new Set([row.contactRoleId]);
      for (let parent = byId.get(row.respondsToRoleId ?? -1); parent && !seen.has(parent.contactRoleId);) {
        chain.push(parent);
        seen.add(parent.contactRoleId);
        parent = byId.get(parent.respondsToRoleId ?? -1);
      }
      const role: ContactRole = {
        ...roleRef(row),
        roleCategory: {
          contactRoleCategoryId: row.roleCategoryId,
          name: row.categoryName,
          priority: row.categoryPriority,
        },
        respondsToRole: chain[0] ? roleRef(chain[0]) : null,
        respondsToChain: chain.map(roleRef),
      };
      return [row.contactRoleId, role];
    }),
  );
}

function toAssociation(row: AssociationRow, roles: Map<number, ContactRole>): ContactAssociation {
  const role = roles.get(row.roleId);
  if (!role) throw new Error(`contact role ${row.roleId} not found`);
  return {
    contactAssociationId: row.contactAssociationId,
    contactId: row.contactId,
    customer: row.customer,
    customerCode: row.customerCode,
    jobTask: row.jobTask,
    jobTaskCode: row.jobTaskCode,
    site: row.site,
    siteCode: row.siteCode,
    contactSuperior: row.contactSuperior,
    contactSuperiorId: row.contactSuperiorId,
    role,
    contact: {
      contactId: row.contactId,
      name: row.name,
      surname: row.surname,
      title: row.title,
      email: row.email,
      phone: row.phone,
      workPlace: row.workPlace,
      employeeId: row.employeeId,
      employeeImage: row.employeeImage,
      documents: [],
    },
  };
}

/** The provider's people: by site (the detail's tab) and for a customer user (the contacts page). */
export function createContactsService(deps: {
  contacts: ContactsRepository;
  tenancy: Tenancy;
  files: FileStore;
}) {
  const { contacts, tenancy } = deps;

  return {
    /** A person's photo, to staff and to the customer users who may see the person. */
    async openPhoto(
      auth: AuthContext,
      contactId: number,
    ): Promise<{ stream: Readable; sizeBytes: number; contentType: string; filename: string }> {
      const photo = await contacts.photo(siteScopeOf(auth), contactId);
      const file = photo ? await deps.files.open(photo.storageKey) : null;
      if (!photo || !file) throw new AppError('CONTACT_PHOTO_NOT_FOUND');
      const extension = photo.storageKey.split('.').at(-1) ?? 'bin';
      return { ...file, contentType: photo.contentType, filename: `foto-contatto-${contactId}.${extension}` };
    },

    async listSiteContacts(auth: AuthContext, siteCode: string): Promise<ContactAssociation[]> {
      const site = await tenancy.findVisibleSite(auth, siteCode, sitesAccess.rules.contacts);
      const [roles, rows] = await Promise.all([contacts.findRoles(), contacts.findForSite(site)]);
      const byId = buildRoles(roles);
      return rows.map((row) => toAssociation(row, byId));
    },

    async listMyContacts(
      auth: AuthContext,
      filter: { query?: string | undefined; siteCode?: string | undefined },
    ): Promise<{ data: ContactRoleCategoryGroup[] }> {
      const scope = siteScopeOf(auth);
      if (scope.kind !== 'customer') throw new AppError('FORBIDDEN');
      const [roles, rows] = await Promise.all([
        contacts.findRoles(),
        contacts.findForCustomerUser(scope, filter),
      ]);
      const byId = buildRoles(roles);
      const groups = new Map<number, ContactRoleCategoryGroup>();
      for (const row of rows) {
        const association = toAssociation(row, byId);
        const category = association.role.roleCategory;
        const group = groups.get(category.contactRoleCategoryId) ?? { ...category, associations: [] };
        group.associations.push(association);
        groups.set(category.contactRoleCategoryId, group);
      }
      // Rows come ordered by category priority, so the groups are in that order too.
      return { data: [...groups.values()] };
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
