import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

/**
 * Who may open a site's detail and each of its tabs (SPEC.md section 6), beyond the routes' login
 * policy: a customer user needs one of the sub-roles (and the site within their reach), staff one of
 * the permissions. The API enforces it; the site detail shows a tab only to whom it lets in. Apart
 * from the contracts and without zod: the router reads it on the first screen.
 */
export type SiteReaders = {
  customerSubRoles: readonly CustomerSubRole[];
  staffPermissions: readonly BackOfficePermission[];
};

export const siteReaders = {
  detail: {
    customerSubRoles: [CustomerSubRole.site],
    staffPermissions: [BackOfficePermission.sites, BackOfficePermission.services],
  },
  documents: {
    customerSubRoles: [CustomerSubRole.documents],
    staffPermissions: [BackOfficePermission.sites, BackOfficePermission.documents],
  },
  contacts: {
    customerSubRoles: [CustomerSubRole.contacts],
    staffPermissions: [BackOfficePermission.sites, BackOfficePermission.contacts],
  },
} as const satisfies Record<string, SiteReaders>;

/** Whether a user, by kind, sub-roles and permissions, is one of the readers. */
export function isSiteReader(
  readers: SiteReaders,
  user: {
    kind: 'customer' | 'staff';
    customerSubRoles: readonly number[];
    backOfficePermissions: readonly number[];
  },
): boolean {
  return user.kind === 'customer'
    ? readers.customerSubRoles.some((role) => user.customerSubRoles.includes(role))
    : readers.staffPermissions.some((permission) => user.backOfficePermissions.includes(permission));
}

/**
 * The customer sub-roles whose pages pick a site of the user's reach (sites, tickets and messages,
 * contacts); only they get site names from the customer site pickers. An area with a site filter
 * adds its sub-role here.
 */
export const customerSitePickerSubRoles: readonly [CustomerSubRole, ...CustomerSubRole[]] = [
  CustomerSubRole.site,
  CustomerSubRole.communications,
  CustomerSubRole.communicationsAllTickets,
  CustomerSubRole.contacts,
];
