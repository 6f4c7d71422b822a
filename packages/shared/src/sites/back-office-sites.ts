import { BackOfficePermission } from '../access/roles.ts';

/**
 * The back office's sites: staff with permission 4 (sites) or 12 (services) find a site in the list and
 * open it; only permission 4 publishes and sets dates, fee split and image (services: permission 12).
 * Apart from the contracts and without zod: the web app's router, on the first screen, checks the
 * permissions and the address bar with these.
 */
export const backOfficeSitePermissions: readonly [BackOfficePermission, ...BackOfficePermission[]] = [
  BackOfficePermission.sites,
  BackOfficePermission.services,
];

/**
 * The back-office permissions whose pages pick sites of any customer, and so may call the staff site
 * pickers (search, autocomplete, job order's sites with dates, sites to associate): user site access
 * (1), tickets and messages (5, 7), sites and services (4, 12), documents (6), contacts (14), and the
 * areas that work on a customer's sites (clients, billing, job orders, contradictory controls,
 * personnel, equipment, economics). News, surveys, QGIS and sync pick no site. A staff user with none of
 * these gets 403 from the pickers: a stolen password of such a user lists no customer's sites.
 */
export const backOfficeSitePickerPermissions: readonly [BackOfficePermission, ...BackOfficePermission[]] = [
  BackOfficePermission.clients,
  BackOfficePermission.clientsUsers,
  BackOfficePermission.clientsBilling,
  BackOfficePermission.jobTasks,
  BackOfficePermission.sites,
  BackOfficePermission.tickets,
  BackOfficePermission.documents,
  BackOfficePermission.communications,
  BackOfficePermission.contradictoryRequests,
  BackOfficePermission.services,
  BackOfficePermission.employees,
  BackOfficePermission.contacts,
  BackOfficePermission.equipment,
  BackOfficePermission.economics,
];

/** The orders of the publishing list; each ends with the site code, so that pages never overlap. */
export const publishingSorts = ['customer', 'name', 'jobOrder', 'startDate'] as const;
export type PublishingSort = (typeof publishingSorts)[number];
