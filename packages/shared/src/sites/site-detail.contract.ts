import { z } from 'zod';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { contactAssociationSchema } from '../contacts/contact.schemas.ts';
import { siteDetailSchema, siteDocumentSchema } from './site.schemas.ts';

/**
 * The site detail and its tabs. Login access, checked further by the sites service: a customer user
 * needs the sub-role named in each summary and sees only a site within their reach (another customer's
 * site: 403 'Site not owned'; not published: 404); staff need the permissions named. A malformed code
 * answers 400 'Invalid siteCode', an unknown one 404 'Site not found'.
 */
export const siteCodeParams = z.object({
  siteCode: z.string().max(64).describe('A site code: UB followed by six digits, e.g. UB000001'),
});

export const siteDetailContract = defineContract({
  method: 'GET',
  path: '/site/:siteCode/details',
  summary:
    'Customer (sub-role site) or staff (sites or services): every field of a site, with its fee split, ' +
    'the fee of the current month and its services with their fee splits',
  tags: ['sites'],
  access: loginAccess,
  params: siteCodeParams,
  response: { 200: siteDetailSchema },
});

export const siteContactsContract = defineContract({
  method: 'GET',
  path: '/site/:siteCode/details/contacts',
  summary:
    "Customer (sub-role contacts) or staff (sites or contacts): the provider's people for the " +
    'site, its job order and its customer, by role category priority then role priority',
  tags: ['sites'],
  access: loginAccess,
  params: siteCodeParams,
  response: { 200: z.array(contactAssociationSchema) },
});

export const siteDocumentsContract = defineContract({
  method: 'GET',
  path: '/site/:siteCode/details/documents',
  summary:
    'Customer (sub-role documents) or staff (sites or documents): the documents of the site and ' +
    'of its job order, newest first',
  tags: ['sites'],
  access: loginAccess,
  params: siteCodeParams,
  response: { 200: z.array(siteDocumentSchema) },
});

export const siteDocumentFileContract = defineContract({
  method: 'GET',
  path: '/site/:siteCode/details/documents/:documentId/file',
  summary:
    'Customer (sub-role documents) or staff (sites or documents): the file of one of the ' +
    "site's documents, as an attachment; counts the customer's download. 404 Document not found",
  tags: ['sites'],
  access: loginAccess,
  params: siteCodeParams.extend({ documentId: z.string().max(64) }),
  response: { 200: z.unknown().describe('The file, with its content type and name') },
});

export const siteImageContract = defineContract({
  method: 'GET',
  path: '/site/:siteCode/image/:documentId',
  summary:
    'Anyone who may open the site (customer sub-role site, or staff): its image, as an attachment ' +
    'with its checked content type; 404 Image not found',
  tags: ['sites'],
  access: loginAccess,
  params: siteCodeParams.extend({ documentId: z.string().max(64) }),
  response: { 200: z.unknown().describe('The image bytes (JPEG, PNG or WebP)') },
});
