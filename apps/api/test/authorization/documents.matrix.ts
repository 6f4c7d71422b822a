import { documentsAccess, sitesAccess } from '@portale/shared';
import { customersOf, holdersOf, recordRoutes, staffOf, unknownId, type MatrixEntry } from './matrix.ts';

/**
 * Documents, under the rules of documentsAccess (the checklist under the site documents tab's rule of
 * sitesAccess). Customer routes and staff routes are gated by the policy; the detail and the file (login)
 * check the rule in the service. Allowed callers get 400 (not multipart, invalid body) or 404 (unknown
 * document or job order), which changes nothing. The variants call with another customer's document: it
 * gets past the gate (404 for a customer, checked with the status in documents.test.ts; 200 for staff),
 * and is still refused to whoever lacks the rule.
 */
const { read, list, publish } = documentsAccess.rules;
const unknownDocument = () => ({ params: { documentId: unknownId } });
const documentRoute = recordRoutes('documentId', "another customer's document", holdersOf(read));
const unknownJobOrder = () => ({ params: { jobOrderId: 'C0000-0000' }, body: { categories: [] } });

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/documents/my-list', access: customersOf(list) },
  { method: 'GET', path: '/dashboard/documents', access: customersOf(list) },
  documentRoute('GET', '/documents/:documentId'),
  documentRoute('GET', '/documents/:documentId/file'),
  documentRoute('POST', '/documents/:documentId/opened', customersOf(list)),
  {
    method: 'GET',
    path: '/site/:siteCode/documents/compliance',
    access: holdersOf(sitesAccess.rules.documents),
    request: (context) => ({ params: { siteCode: context.own.siteCode ?? 'UB000001' } }),
  },
  { method: 'GET', path: '/documents/staff/list', access: staffOf(publish) },
  { method: 'GET', path: '/documents/staff/customers', access: staffOf(publish) },
  { method: 'GET', path: '/documents/staff/job-orders', access: staffOf(publish) },
  { method: 'POST', path: '/documents/staff', access: staffOf(publish) },
  {
    method: 'POST',
    path: '/documents/:documentId/versions',
    access: staffOf(publish),
    request: unknownDocument,
  },
  {
    method: 'PATCH',
    path: '/documents/:documentId',
    access: staffOf(publish),
    request: () => ({ params: { documentId: unknownId }, body: { title: 'Nuovo titolo' } }),
  },
  {
    method: 'POST',
    path: '/documents/:documentId/associations',
    access: staffOf(publish),
    request: () => ({ params: { documentId: unknownId }, body: { customerCode: 'CL0001' } }),
  },
  {
    method: 'DELETE',
    path: '/documents/:documentId/associations/:associationId',
    access: staffOf(publish),
    request: () => ({ params: { documentId: unknownId, associationId: unknownId } }),
  },
  {
    method: 'GET',
    path: '/documents/job-orders/:jobOrderId/required-categories',
    access: staffOf(publish),
    request: unknownJobOrder,
  },
  {
    method: 'PUT',
    path: '/documents/job-orders/:jobOrderId/required-categories',
    access: staffOf(publish),
    request: unknownJobOrder,
  },
];
