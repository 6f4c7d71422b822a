import { billingAccess } from '@portale/shared';
import { customersOf, holdersOf, recordRoutes, staffOf, unknownId, type MatrixEntry } from './matrix.ts';

/**
 * Billing, under the rules of billingAccess. Customer routes and staff routes are gated by the policy;
 * the detail and files (login) check the rule in the service. Requests prove the gate without changing
 * data: allowed callers get 400 (not multipart, invalid body) or 404 (unknown document). The variants
 * call with another customer's invoice: it gets past the gate (404 for a customer, checked with the
 * status in billing.test.ts; 200 for staff), and is still refused at the gate to whoever lacks the rule.
 */
const { read, publish } = billingAccess.rules;
const documentRoute = recordRoutes('billingDocumentId', "another customer's invoice", holdersOf(read));

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/billing/my-list', access: customersOf(read) },
  { method: 'GET', path: '/billing/my-list/export', access: customersOf(read) },
  {
    method: 'GET',
    path: '/billing/zip',
    access: customersOf(read),
    request: () => ({ query: { documentIds: unknownId } }),
    variants: [
      {
        name: "another customer's invoice",
        access: customersOf(read),
        request: (context) => ({ query: { documentIds: context.foreign.billingDocumentId } }),
      },
    ],
  },
  { method: 'GET', path: '/dashboard/billing', access: customersOf(read) },
  documentRoute('GET', '/billing/documents/:documentId'),
  documentRoute('GET', '/billing/documents/:documentId/pdf'),
  documentRoute('GET', '/billing/documents/:documentId/xml'),
  documentRoute('POST', '/billing/documents/:documentId/opened', customersOf(read)),
  { method: 'GET', path: '/billing/staff/list', access: staffOf(publish) },
  { method: 'GET', path: '/billing/staff/job-orders', access: staffOf(publish) },
  { method: 'POST', path: '/billing/staff/fatturapa-preview', access: staffOf(publish) },
  { method: 'POST', path: '/billing/staff/documents', access: staffOf(publish) },
  {
    method: 'PUT',
    path: '/billing/documents/:documentId/payment',
    access: staffOf(publish),
    request: () => ({ params: { documentId: unknownId }, body: { paidOn: null } }),
  },
];
