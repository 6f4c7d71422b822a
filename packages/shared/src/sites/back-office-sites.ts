import { BackOfficePermission } from '../access/roles.ts';

/**
 * The back office's sites: staff with permission 4 (sites) or 12 (services) find a site in the list and
 * open it; only permission 4 publishes and sets dates, fee split and image (services: permission 12).
 * Apart from the contracts and without zod: the web app's router, on the first screen, checks the
 * permissions and the address bar with these.
 */
export const backOfficeSitePermissions: readonly BackOfficePermission[] = [
  BackOfficePermission.sites,
  BackOfficePermission.services,
];

/** The orders of the publishing list; each ends with the site code, so that pages never overlap. */
export const publishingSorts = ['customer', 'name', 'jobOrder', 'startDate'] as const;
export type PublishingSort = (typeof publishingSorts)[number];
