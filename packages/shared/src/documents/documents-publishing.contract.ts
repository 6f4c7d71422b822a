import { z } from 'zod';
import { staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { jobOrderOptionSchema } from '../sites/job-order.contract.ts';
import { documentsAccess } from './documents.access.ts';
import {
  associationParams,
  documentAssociationRequestSchema,
  documentAssociationSchema,
  documentCustomerOptionSchema,
  documentDetailSchema,
  documentIdParams,
  documentOptionsQuerySchema,
  documentUpdateRequestSchema,
  jobOrderParams,
  requiredCategoriesRequestSchema,
  requiredCategoriesSchema,
} from './documents.schemas.ts';

/**
 * Publishing documents: staff with back-office permission documents (6). The customer users with
 * sub-role documents who see a new document or version are notified (live, and by email to those who
 * accept system emails). Sites are picked with the sites pickers (/site/autocomplete-by-customer,
 * /site/autocomplete/:jobtaskid), customers and job orders with the two pickers below.
 */
const publishers = staffPolicy(documentsAccess.rules.publish);

export const documentFileUploadDescription =
  'The file: multipart/form-data field `file`, one file, at most UPLOAD_MAX_BYTES (413 beyond). Its ' +
  'extension must be one of the attachments’ (UPLOAD_ALLOWED_EXTENSIONS, never SVG, HTML or XML: 409 ' +
  'Extension not allowed) and its first bytes must match it (409 File content does not match its ' +
  'extension). 400 when the request is not multipart, has no file or its `data` is not valid JSON of ' +
  'the schema (with the wrong fields). Nothing is stored on any error.';

export const publishDocumentContract = defineContract({
  method: 'POST',
  path: '/documents/staff',
  idempotent: true,
  summary:
    'Staff (documents): publishes a document (version 1) with its file, category, validity and recipients',
  description:
    'multipart/form-data: field `data` (JSON: title, description, category, validUntil, associations: ' +
    'a list of { customerCode } | { jobOrderId } | { siteCode }, at least one) and file `file`. ' +
    '404 Customer not found, Job order not found or Site not found for an unknown recipient. ' +
    documentFileUploadDescription,
  tags: ['documents back office'],
  access: publishers,
  response: { 201: documentDetailSchema },
});

export const publishDocumentVersionContract = defineContract({
  method: 'POST',
  path: '/documents/:documentId/versions',
  idempotent: true,
  summary: 'Staff (documents): replaces a document with a new version; the older one becomes outdated',
  description:
    'multipart/form-data: file `file` and optionally field `data` (JSON: { validUntil }, else the older ' +
    'version’s). Title, description, category and recipients are carried over. 404 File not found for ' +
    'an unknown document; 409 Document outdated when a newer version exists already. ' +
    documentFileUploadDescription,
  tags: ['documents back office'],
  access: publishers,
  params: documentIdParams,
  response: { 201: documentDetailSchema },
});

export const updateDocumentContract = defineContract({
  method: 'PATCH',
  path: '/documents/:documentId',
  summary: 'Staff (documents): changes a document’s title, description, category or end of validity',
  description: '404 File not found for an unknown document.',
  tags: ['documents back office'],
  access: publishers,
  params: documentIdParams,
  body: documentUpdateRequestSchema,
  response: { 200: documentDetailSchema },
});

export const addDocumentAssociationContract = defineContract({
  method: 'POST',
  path: '/documents/:documentId/associations',
  summary:
    'Staff (documents): makes the document (every version of it) available to a customer, job order or site',
  description:
    'Body: exactly one of customerCode, jobOrderId, siteCode; the job order and customer of a site, ' +
    'and the customer of a job order, are derived. 422 Association already exists; 404 File not found, ' +
    'Customer not found, Job order not found or Site not found. The customer users with the documents ' +
    'sub-role whom the latest version now reaches, and did not before, are notified as of a new document. ' +
    'Answers the document’s associations.',
  tags: ['documents back office'],
  access: publishers,
  params: documentIdParams,
  body: documentAssociationRequestSchema,
  response: { 201: z.array(documentAssociationSchema) },
});

export const removeDocumentAssociationContract = defineContract({
  method: 'DELETE',
  path: '/documents/:documentId/associations/:associationId',
  summary: 'Staff (documents): removes one association of the document (from every version of it)',
  description:
    '406 Missing association when the document has no such association; 404 File not found for an ' +
    'unknown document. Its users who opened it then get 410 File no longer associated with the user.',
  tags: ['documents back office'],
  access: publishers,
  params: associationParams,
  response: { 204: z.null() },
});

export const requiredCategoriesContract = defineContract({
  method: 'GET',
  path: '/documents/job-orders/:jobOrderId/required-categories',
  summary: 'Staff (documents): the document categories a job order’s sites must hold (its checklist)',
  description: '404 Job order not found.',
  tags: ['documents back office'],
  access: publishers,
  params: jobOrderParams,
  response: { 200: requiredCategoriesSchema },
});

export const setRequiredCategoriesContract = defineContract({
  method: 'PUT',
  path: '/documents/job-orders/:jobOrderId/required-categories',
  summary: 'Staff (documents): sets the document categories a job order’s sites must hold',
  description: 'The list replaces the older one (empty: no checklist). 404 Job order not found.',
  tags: ['documents back office'],
  access: publishers,
  params: jobOrderParams,
  body: requiredCategoriesRequestSchema,
  response: { 200: requiredCategoriesSchema },
});

export const documentCustomerOptionsContract = defineContract({
  method: 'GET',
  path: '/documents/staff/customers',
  summary: 'Staff (documents): the customers a document may be published for, by code or name',
  description: 'At most 50, by name.',
  tags: ['documents back office'],
  access: publishers,
  query: documentOptionsQuerySchema.pick({ search: true }),
  response: { 200: z.array(documentCustomerOptionSchema) },
});

export const documentJobOrderOptionsContract = defineContract({
  method: 'GET',
  path: '/documents/staff/job-orders',
  summary:
    'Staff (documents): the job orders a document may be published for, by code, description or customer',
  description: 'At most 50; customerCode keeps one customer’s.',
  tags: ['documents back office'],
  access: publishers,
  query: documentOptionsQuerySchema,
  response: { 200: z.array(jobOrderOptionSchema) },
});
