import { backOfficeSitePickerPermissions, customerSitePickerSubRoles } from '@portale/shared';
import { customersWith, staffWith, type MatrixContext, type MatrixEntry } from './matrix.ts';

/**
 * Sites, job orders and contacts. Customer calls need the sub-roles of their contract and see only
 * sites within the caller's reach: another customer's site is refused (403 'Site not owned') to every
 * customer, and open to staff. Staff calls need the permissions named. Requests prove the gate without
 * changing data: allowed callers get 400 (invalid body) or 404 (unknown id or code).
 */
const ownSite = (context: MatrixContext) => context.own.siteCode ?? context.foreign.siteCode;
const foreignSite = (context: MatrixContext) => context.foreign.siteCode;
const jobTask = { jobtaskid: 'C2024-0001' };
const unknownDocument = '00000000-0000-4000-8000-000000000000';

/** A route of one site: allowed on the caller's own site, and only to staff on another customer's. */
function siteRoute(
  method: MatrixEntry['method'],
  path: string,
  customers: readonly MatrixEntry['access'][number][],
  staff: readonly MatrixEntry['access'][number][],
  extra: (context: MatrixContext) => {
    params?: Record<string, string | number>;
    body?: unknown;
  } = () => ({}),
): MatrixEntry {
  const request = (siteOf: (context: MatrixContext) => string) => (context: MatrixContext) => {
    const { params, body } = extra(context);
    return { params: { siteCode: siteOf(context), ...params }, ...(body !== undefined && { body }) };
  };
  return {
    method,
    path,
    access: [...customers, ...staff],
    request: request(ownSite),
    variants: [{ name: "another customer's site", access: staff, request: request(foreignSite) }],
  };
}

const siteReaders = customersWith(0);
const badDates = { dateFrom: '2026-12-31', dateTo: '2026-01-01' };
const badFees = {
  endDate: '2026-12-31',
  items: [],
  feeFormula: 'flat_services_fee',
  weekLength: 5,
  holidaysAreWorkingDays: false,
  monthDuration: 'calendar',
};
const badService = {
  serviceName: 'Prova',
  frequency: 'daily',
  from: '2026-12-31',
  to: '2026-01-01',
  feeSplit: null,
};

export const matrix: MatrixEntry[] = [
  // The customer's sites
  { method: 'GET', path: '/site/my-list', access: siteReaders },
  { method: 'GET', path: '/site/my-list/export', access: siteReaders },
  { method: 'GET', path: '/site/last/served', access: siteReaders },
  siteRoute('GET', '/site/:siteCode/details', siteReaders, staffWith(4, 12)),
  siteRoute('GET', '/site/:siteCode/details/contacts', customersWith(7), staffWith(4, 14)),
  siteRoute('GET', '/site/:siteCode/details/documents', customersWith(5), staffWith(4, 6)),
  siteRoute(
    'GET',
    '/site/:siteCode/details/documents/:documentId/file',
    customersWith(5),
    staffWith(4, 6),
    () => ({ params: { documentId: unknownDocument } }),
  ),
  siteRoute('GET', '/site/:siteCode/image/:documentId', siteReaders, staffWith(4, 12), () => ({
    params: { documentId: unknownDocument },
  })),

  // Pickers
  {
    method: 'GET',
    path: '/site/customer-autocomplete/:jobtaskid',
    access: customersWith(...customerSitePickerSubRoles),
    request: () => ({ params: jobTask }),
  },
  {
    method: 'GET',
    path: '/site/customer-list-with-dates/:jobtaskid',
    access: customersWith(...customerSitePickerSubRoles),
    request: () => ({ params: jobTask }),
  },
  { method: 'GET', path: '/site/autocomplete/all', access: staffWith(...backOfficeSitePickerPermissions) },
  {
    method: 'GET',
    path: '/site/autocomplete/:jobtaskid',
    access: staffWith(...backOfficeSitePickerPermissions),
    request: () => ({ params: jobTask }),
  },
  {
    method: 'GET',
    path: '/site/autocomplete-by-customer/:customercode',
    access: staffWith(...backOfficeSitePickerPermissions),
    request: (context) => ({ params: { customercode: context.foreign.customerCode } }),
  },
  {
    method: 'GET',
    path: '/site/list-with-dates/:jobtaskid',
    access: staffWith(...backOfficeSitePickerPermissions),
    request: () => ({ params: jobTask }),
  },
  { method: 'GET', path: '/site/customers', access: staffWith(4, 12) },
  { method: 'GET', path: '/site/operating-segments', access: staffWith(4, 12) },
  { method: 'GET', path: '/site/list', access: staffWith(...backOfficeSitePickerPermissions) },
  {
    method: 'GET',
    path: '/site/list-filtered-associations',
    access: staffWith(...backOfficeSitePickerPermissions),
  },

  // Publishing and the site editor
  {
    method: 'GET',
    path: '/site/list/published/:customercode',
    access: staffWith(4),
    request: (context) => ({ params: { customercode: context.foreign.customerCode } }),
  },
  {
    method: 'GET',
    path: '/site/list/notpublished/:customercode',
    access: staffWith(4),
    request: (context) => ({ params: { customercode: context.foreign.customerCode } }),
  },
  { method: 'GET', path: '/site/sites-for-publishing', access: staffWith(4, 12) },
  {
    method: 'POST',
    path: '/site/set-published',
    access: staffWith(4),
    request: () => ({ body: { siteCodes: ['UB999999'], published: true } }),
  },
  siteRoute('PUT', '/site/:siteCode/save-dates', [], staffWith(4), () => ({ body: badDates })),
  siteRoute('PUT', '/site/:siteCode/save-fees', [], staffWith(4), () => ({ body: badFees })),
  siteRoute('POST', '/site/:siteCode/create-service', [], staffWith(12), () => ({ body: badService })),
  siteRoute('PUT', '/site/:siteCode/update-service', [], staffWith(12), () => ({
    body: { ...badService, siteServiceId: 1 },
  })),
  siteRoute('DELETE', '/site/:siteCode/remove-service/:siteserviceid', [], staffWith(12), () => ({
    params: { siteserviceid: 999_999 },
  })),
  siteRoute('GET', '/site/:siteCode/get-service/:siteserviceid', [], staffWith(12), () => ({
    params: { siteserviceid: 999_999 },
  })),
  // Not multipart: allowed callers get 400 Incorrect data.
  {
    method: 'POST',
    path: '/site/attach/image',
    access: staffWith(4),
    request: (context) => ({ query: { siteCode: foreignSite(context) } }),
  },
  {
    method: 'PUT',
    path: '/site/attach/image',
    access: staffWith(4),
    request: (context) => ({ query: { siteCode: foreignSite(context) } }),
  },

  // Contacts and job orders
  { method: 'GET', path: '/contacts/my-list', access: customersWith(7) },
  { method: 'GET', path: '/job-orders/my-list', access: customersWith() },
];
