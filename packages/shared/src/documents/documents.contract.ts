import { z } from 'zod';
import { customerPolicy, staffPolicy } from '../access/access-rule.ts';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { documentsAccess } from './documents.access.ts';
import {
  documentDetailSchema,
  documentIdParams,
  documentListQuerySchema,
  documentListResultSchema,
  documentsSummarySchema,
  staffDocumentListQuerySchema,
} from './documents.schemas.ts';

/**
 * Documents (SPEC.md "/documents"): a customer user with sub-role documents (5) sees the documents
 * associated with their customer as a whole, with the job orders they see (those holding a site within
 * their reach: customer, ATI, limited sites) and with their visible sites; staff with back-office
 * permission documents (6) see and publish every one. Another customer's document, or one out of the
 * user's reach, answers 404 File not found; one the user opened before but that is no longer associated
 * with them answers 410 File no longer associated with the user.
 */
const customers = customerPolicy(documentsAccess.rules.list);
const publishers = staffPolicy(documentsAccess.rules.publish);

const reachDescription =
  'A customer user needs sub-role documents and sees the document only within reach: an unknown ' +
  'document, or another customer’s, answers 404 File not found; a document the user opened or ' +
  'downloaded before but that is no longer associated with them answers 410 File no longer associated ' +
  'with the user. Staff need permission documents.';

export const myDocumentListContract = defineContract({
  method: 'GET',
  path: '/documents/my-list',
  summary: 'Customer (documents): the documents of the user’s customer, job orders and sites, filtered',
  description:
    'Only the latest version of each document unless includeOutdated=true. Search in title, ' +
    'description and file name; filters by category, site, job order, creation period (Italian days, ' +
    'both included) and validity (current, ending within 30/60/90 days, expired); sorts by creation ' +
    'date, title, category, end of validity (no end last) or downloads, either direction; paged.',
  tags: ['documents'],
  access: customers,
  query: documentListQuerySchema,
  response: { 200: documentListResultSchema },
});

export const documentsSummaryContract = defineContract({
  method: 'GET',
  path: '/dashboard/documents',
  summary:
    'Customer (documents): the latest documents, how many end soon or have ended, and the worst site checklist',
  tags: ['dashboard'],
  access: customers,
  response: { 200: documentsSummarySchema },
});

export const documentDetailContract = defineContract({
  method: 'GET',
  path: '/documents/:documentId',
  summary: 'Customer (documents, within reach) or staff (documents): a document with its version history',
  description: reachDescription,
  tags: ['documents'],
  access: loginAccess,
  params: documentIdParams,
  response: { 200: documentDetailSchema },
});

export const documentFileContract = defineContract({
  method: 'GET',
  path: '/documents/:documentId/file',
  summary: 'Customer (documents, within reach) or staff (documents): the document’s file, as an attachment',
  description:
    `${reachDescription} A customer’s download is counted (count, last download) and opens the ` +
    'document (the badge goes down); staff downloads, also while impersonating, are not counted.',
  tags: ['documents'],
  access: loginAccess,
  params: documentIdParams,
  response: { 200: z.unknown().describe('The file, with its checked content type and name') },
});

export const openedDocumentContract = defineContract({
  method: 'POST',
  path: '/documents/:documentId/opened',
  summary: 'Customer (documents): the user opened the document’s page (the documents badge goes down)',
  description: reachDescription,
  tags: ['documents'],
  access: customers,
  params: documentIdParams,
  response: { 204: z.null() },
});

export const staffDocumentListContract = defineContract({
  method: 'GET',
  path: '/documents/staff/list',
  summary: 'Staff (documents): every customer’s documents, with the same filters and one customer optionally',
  tags: ['documents back office'],
  access: publishers,
  query: staffDocumentListQuerySchema,
  response: { 200: documentListResultSchema },
});
