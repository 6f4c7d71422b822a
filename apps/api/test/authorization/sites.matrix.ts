import { contactsAccess, sitesAccess, type AccessRule } from '@portale/shared';
import { customersOf, holdersOf, staffOf, type MatrixContext, type MatrixEntry } from './matrix.ts';

/**
 * Sites, job orders and contacts, under the rules of sitesAccess and contactsAccess. Customer calls see
 * only sites within the caller's reach: another customer's site is refused (403 'Site not owned') to
 * every customer, and open to staff. Requests prove the gate without changing data: allowed callers get
 * 400 (invalid body) or 404 (unknown id or code).
 */
const ownSite = (context: MatrixContext) => context.own.siteCode ?? context.foreign.siteCode;
const foreignSite = (context: MatrixContext) => context.foreign.siteCode;
const jobTask = { jobtaskid: 'C2024-0001' };
const unknownDocument = '00000000-0000-4000-8000-000000000000';

/**
 * A route of one site under a rule: its customers on their own site, its staff on any site; another
 * customer's site only to its staff. Routes of the back office pass a rule closed to customers.
 */
function siteRoute(
  method: MatrixEntry['method'],
  path: string,
  rule: AccessRule,
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
    access: holdersOf(rule),
    request: request(ownSite),
    variants: [{ name: "another customer's site", access: staffOf(rule), request: request(foreignSite) }],
  };
}

const { rules } = sitesAccess;
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
  { method: 'GET', path: '/site/my-list', access: customersOf(rules.list) },
  { method: 'GET', path: '/site/my-list/export', access: customersOf(rules.list) },
  { method: 'GET', path: '/site/last/served', access: customersOf(rules.list) },
  siteRoute('GET', '/site/:siteCode/details', rules.detail),
  siteRoute('GET', '/site/:siteCode/details/contacts', rules.contacts),
  siteRoute('GET', '/site/:siteCode/details/documents', rules.documents),
  siteRoute('GET', '/site/:siteCode/details/documents/:documentId/file', rules.documents, () => ({
    params: { documentId: unknownDocument },
  })),
  siteRoute('GET', '/site/:siteCode/image/:documentId', rules.detail, () => ({
    params: { documentId: unknownDocument },
  })),

  // Pickers
  { method: 'GET', path: '/site/customer-autocomplete/all', access: customersOf(rules.pickers) },
  {
    method: 'GET',
    path: '/site/customer-autocomplete/:jobtaskid',
    access: customersOf(rules.pickers),
    request: () => ({ params: jobTask }),
  },
  {
    method: 'GET',
    path: '/site/customer-list-with-dates/:jobtaskid',
    access: customersOf(rules.pickers),
    request: () => ({ params: jobTask }),
  },
  { method: 'GET', path: '/site/autocomplete/all', access: staffOf(rules.pickers) },
  {
    method: 'GET',
    path: '/site/autocomplete/:jobtaskid',
    access: staffOf(rules.pickers),
    request: () => ({ params: jobTask }),
  },
  {
    method: 'GET',
    path: '/site/autocomplete-by-customer/:customercode',
    access: staffOf(rules.pickers),
    request: (context) => ({ params: { customercode: context.foreign.customerCode } }),
  },
  {
    method: 'GET',
    path: '/site/list-with-dates/:jobtaskid',
    access: staffOf(rules.pickers),
    request: () => ({ params: jobTask }),
  },
  { method: 'GET', path: '/site/customers', access: staffOf(rules.pickers) },
  { method: 'GET', path: '/site/operating-segments', access: staffOf(rules.backOffice) },
  { method: 'GET', path: '/site/list', access: staffOf(rules.pickers) },
  {
    method: 'GET',
    path: '/site/list-filtered-associations',
    access: staffOf(rules.pickers),
  },

  // Publishing and the site editor
  {
    method: 'GET',
    path: '/site/list/published/:customercode',
    access: staffOf(rules.publishing),
    request: (context) => ({ params: { customercode: context.foreign.customerCode } }),
  },
  {
    method: 'GET',
    path: '/site/list/notpublished/:customercode',
    access: staffOf(rules.publishing),
    request: (context) => ({ params: { customercode: context.foreign.customerCode } }),
  },
  { method: 'GET', path: '/site/sites-for-publishing', access: staffOf(rules.backOffice) },
  {
    method: 'POST',
    path: '/site/set-published',
    access: staffOf(rules.publishing),
    request: () => ({ body: { siteCodes: ['UB999999'], published: true } }),
  },
  siteRoute('PUT', '/site/:siteCode/save-dates', rules.publishing, () => ({ body: badDates })),
  siteRoute('PUT', '/site/:siteCode/save-fees', rules.publishing, () => ({ body: badFees })),
  siteRoute('POST', '/site/:siteCode/create-service', rules.services, () => ({ body: badService })),
  siteRoute('PUT', '/site/:siteCode/update-service', rules.services, () => ({
    body: { ...badService, siteServiceId: 1 },
  })),
  siteRoute('DELETE', '/site/:siteCode/remove-service/:siteserviceid', rules.services, () => ({
    params: { siteserviceid: 999_999 },
  })),
  siteRoute('GET', '/site/:siteCode/get-service/:siteserviceid', rules.services, () => ({
    params: { siteserviceid: 999_999 },
  })),
  // Not multipart: allowed callers get 400 Incorrect data.
  {
    method: 'POST',
    path: '/site/attach/image',
    access: staffOf(rules.publishing),
    request: (context) => ({ query: { siteCode: foreignSite(context) } }),
  },
  {
    method: 'PUT',
    path: '/site/attach/image',
    access: staffOf(rules.publishing),
    request: (context) => ({ query: { siteCode: foreignSite(context) } }),
  },

  // Contacts and job orders
  { method: 'GET', path: '/contacts/my-list', access: customersOf(contactsAccess.rules.read) },
  { method: 'GET', path: '/job-orders/my-list', access: customersOf(rules.jobOrders) },
];
