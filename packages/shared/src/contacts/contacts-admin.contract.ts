import { z } from 'zod';
import { staffPolicy } from '../access/access-rule.ts';
import { publicAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { syncBatchMaxRows } from '../sync/sync.contract.ts';
import { syncReceiptSchema } from '../sync/sync.schemas.ts';
import { contactRoleCategoryRefSchema, contactRoleSchema, contactSchema } from './contact.schemas.ts';
import { codeText } from '../tickets/text.schemas.ts';
import { contactsAccess } from './contacts.access.ts';
import {
  contactAssociationIdParams,
  contactAssociationImportRowSchema,
  contactAssociationListQuerySchema,
  contactAssociationListSchema,
  contactFieldsSchema,
  contactIdParams,
  contactImportRowSchema,
  contactJobOrderOptionsSchema,
  contactListQuerySchema,
  contactListSchema,
  contactRoleCategoryFieldsSchema,
  contactRoleCategoryIdParams,
  contactRoleFieldsSchema,
  contactRoleIdParams,
  contactRoleTreeSchema,
  newContactAssociationSchema,
} from './contacts-admin.schemas.ts';

/**
 * Staff's contacts ({product} contacts, 14; issue 30): the provider's people, the role categories and
 * roles, and the associations of people to customers, job orders and sites that the customers' contacts
 * page, the site's contacts tab and the tickets' routing read.
 */
const tags = ['contacts back office'];
const access = staffPolicy(contactsAccess.rules.manage);

export const contactListContract = defineContract({
  method: 'GET',
  path: '/contacts/people',
  summary: 'Staff (contacts): the provider’s people, searched and paged in SQL, by surname and name',
  tags,
  access,
  query: contactListQuerySchema,
  response: { 200: contactListSchema },
});

export const contactDetailContract = defineContract({
  method: 'GET',
  path: '/contacts/people/:contactId',
  summary: 'Staff (contacts): one person; 404 Contact not found',
  tags,
  access,
  params: contactIdParams,
  response: { 200: contactSchema },
});

export const saveContactPhotoContract = defineContract({
  method: 'PUT',
  path: '/contacts/people/:contactId/photo',
  summary:
    'Staff (contacts): a person’s photo, as multipart/form-data with one file part (JPEG, PNG or WebP, ' +
    'checked by content; at most UPLOAD_MAX_BYTES); replaces the previous one',
  description: '400 Contact photo not valid naming file; 404 Contact not found.',
  tags,
  access,
  params: contactIdParams,
  response: { 200: z.object({ employeeImage: z.string() }) },
});

const employeeIdTaken =
  '400 Invalid parameters naming body.employeeId when another person has the same HR id.';

export const newContactContract = defineContract({
  method: 'POST',
  path: '/contacts/people',
  summary: 'Staff (contacts): a new person of the provider',
  description: employeeIdTaken,
  tags,
  access,
  body: contactFieldsSchema,
  response: { 201: contactSchema },
});

export const updateContactContract = defineContract({
  method: 'PUT',
  path: '/contacts/people/:contactId',
  summary: 'Staff (contacts): a person’s fields, all of them; 404 Contact not found',
  description: employeeIdTaken,
  tags,
  access,
  params: contactIdParams,
  body: contactFieldsSchema,
  response: { 200: contactSchema },
});

export const deleteContactContract = defineContract({
  method: 'DELETE',
  path: '/contacts/people/:contactId',
  summary:
    'Staff (contacts): removes a person with their associations; those who answered to them answer to ' +
    'nobody, and their tickets keep no handler; 404 Contact not found',
  tags,
  access,
  params: contactIdParams,
  response: { 204: z.null() },
});

export const contactRoleTreeContract = defineContract({
  method: 'GET',
  path: '/contacts/roles',
  summary:
    'Staff (contacts): the role categories with their roles, both in order of priority, each role with ' +
    'the role it answers to and how many associations use it',
  tags,
  access,
  response: { 200: contactRoleTreeSchema },
});

const categoryRef = contactRoleCategoryRefSchema;

export const newContactRoleCategoryContract = defineContract({
  method: 'POST',
  path: '/contacts/role-categories',
  summary: 'Staff (contacts): a new role category',
  tags,
  access,
  body: contactRoleCategoryFieldsSchema,
  response: { 201: categoryRef },
});

export const updateContactRoleCategoryContract = defineContract({
  method: 'PUT',
  path: '/contacts/role-categories/:categoryId',
  summary: 'Staff (contacts): a category’s name and priority; 404 Contact role category not found',
  tags,
  access,
  params: contactRoleCategoryIdParams,
  body: contactRoleCategoryFieldsSchema,
  response: { 200: categoryRef },
});

export const deleteContactRoleCategoryContract = defineContract({
  method: 'DELETE',
  path: '/contacts/role-categories/:categoryId',
  summary:
    'Staff (contacts): removes an empty category; 409 Contact role in use while it has roles, 404 Contact ' +
    'role category not found',
  tags,
  access,
  params: contactRoleCategoryIdParams,
  response: { 204: z.null() },
});

const roleRules =
  'The name is unique regardless of case (400 Invalid parameters naming body.name): the sync names roles ' +
  'by it. A role may not answer to itself nor, through others, to one that answers to it: 400 Role ' +
  'hierarchy has a cycle naming body.respondsToRoleId. An unknown category answers 404 Contact role ' +
  'category not found, an unknown role to answer to 404 Contact role not found.';

export const newContactRoleContract = defineContract({
  method: 'POST',
  path: '/contacts/roles',
  summary: 'Staff (contacts): a new role in a category, optionally answering to another role',
  description: roleRules,
  tags,
  access,
  body: contactRoleFieldsSchema,
  response: { 201: contactRoleSchema },
});

export const updateContactRoleContract = defineContract({
  method: 'PUT',
  path: '/contacts/roles/:roleId',
  summary: 'Staff (contacts): a role’s fields, all of them; 404 Contact role not found',
  description: roleRules,
  tags,
  access,
  params: contactRoleIdParams,
  body: contactRoleFieldsSchema,
  response: { 200: contactRoleSchema },
});

export const deleteContactRoleContract = defineContract({
  method: 'DELETE',
  path: '/contacts/roles/:roleId',
  summary:
    'Staff (contacts): removes a role no association uses and no role answers to (409 Contact role in ' +
    'use otherwise); 404 Contact role not found',
  tags,
  access,
  params: contactRoleIdParams,
  response: { 204: z.null() },
});

export const contactAssociationListContract = defineContract({
  method: 'GET',
  path: '/contacts/associations',
  summary:
    'Staff (contacts): the associations of people to customers, job orders and sites, filtered by any ' +
    'of them, by role and by person, and paged in SQL',
  description:
    'A site filter gives the site’s own associations; a job order filter the job order’s and its sites’.',
  tags,
  access,
  query: contactAssociationListQuerySchema,
  response: { 200: contactAssociationListSchema },
});

export const newContactAssociationContract = defineContract({
  method: 'POST',
  path: '/contacts/associations',
  summary: 'Staff (contacts): a person in a role for a customer, one of its job orders or one of its sites',
  description:
    'A site’s job order is filled in from the site. 406 Missing association (body.fields) when the ' +
    'customer, job order or site does not exist, a job order is not the customer’s, or a site is not ' +
    'the customer’s or not of the job order given; 422 Association already exists when the person ' +
    'already stands in that role there; 404 Contact not found (person or superior) or Contact role not ' +
    'found.',
  tags,
  access,
  body: newContactAssociationSchema,
  response: { 201: z.object({ contactAssociationId: z.number().int() }) },
});

export const deleteContactAssociationContract = defineContract({
  method: 'DELETE',
  path: '/contacts/associations/:associationId',
  summary: 'Staff (contacts): removes an association; 406 Missing association when there is none',
  tags,
  access,
  params: contactAssociationIdParams,
  response: { 204: z.null() },
});

export const contactJobOrderOptionsContract = defineContract({
  method: 'GET',
  path: '/contacts/job-orders',
  summary: 'Staff (contacts): a customer’s job orders, for the association’s picker (at most 200)',
  tags,
  access,
  query: z.object({ customerCode: codeText(16).min(1) }),
  response: { 200: contactJobOrderOptionsSchema },
});

const syncDescription =
  'For the provider’s systems, not for people: no session; the source’s key goes in the header X-Sync-Key ' +
  '(401 Sync key not valid when missing, unknown or revoked). A batch is applied whole or not at all: a ' +
  'row at fault answers 400 Sync batch not valid naming each row in body.fields, and nothing of the batch ' +
  'is stored. Each batch applied, or refused for its rows, is logged in the source’s runs; a batch refused ' +
  'by its shape (checked before its key is read) is not.';

const contactBatchSchema = z.object({ contacts: z.array(contactImportRowSchema).min(1).max(2_000) }).meta({
  examples: [
    {
      contacts: [
        {
          employeeId: 'DIP000042',
          name: 'Giulia',
          surname: 'Ferri',
          title: 'Ing.',
          email: 'giulia.ferri@esempio.it',
          phone: '+39 335 123 4567',
          workPlace: 'Sede di Milano',
        },
      ],
    },
  ],
});

export const importContactsContract = defineContract({
  method: 'POST',
  path: '/sync/contacts',
  summary: 'The HR system sends the provider’s people (contacts), each whole, matched by their HR id',
  description:
    `${syncDescription} A person is matched by employeeId: new ones are created, those sent again ` +
    'with the same fields are unchanged, with other fields updated (a field left out is emptied). An ' +
    'employeeId repeated in the batch is a row at fault. At most 2,000 people a batch.',
  tags: ['sync'],
  access: publicAccess,
  invalidInput: 'SYNC_BATCH_NOT_VALID',
  body: contactBatchSchema,
  response: { 200: syncReceiptSchema },
});

const associationBatchSchema = z
  .object({ associations: z.array(contactAssociationImportRowSchema).min(1).max(syncBatchMaxRows) })
  .meta({
    examples: [
      {
        associations: [
          {
            employeeId: 'DIP000042',
            role: 'Capo cantiere',
            customerCode: 'CL0001',
            jobOrderId: null,
            siteCode: 'UB0001',
            superiorEmployeeId: 'DIP000007',
          },
          {
            employeeId: 'DIP000043',
            role: 'Coordinatore dei servizi',
            customerCode: 'CL0001',
            jobOrderId: 'C2024-0001',
            siteCode: null,
            superiorEmployeeId: null,
            removed: true,
          },
        ],
      },
    ],
  });

export const importContactAssociationsContract = defineContract({
  method: 'POST',
  path: '/sync/contact-associations',
  summary: 'The provider’s systems send who stands in which role for which customer, job order or site',
  description:
    `${syncDescription} An association’s key is the person’s employeeId, the role’s name (as the ` +
    'portal’s roles page writes it, regardless of case), the customer and the job order or site, if any ' +
    '(a site’s job order is filled in from the site). A key not in the portal is created; one already ' +
    'there with the same superior is unchanged, with another superior updated; `removed: true` deletes ' +
    'it (updated), or leaves it absent (unchanged). Associations not sent are left as they are. Rows at ' +
    'fault: an unknown person, superior, role, customer, job order or site, a job order not the ' +
    'customer’s, a site not the customer’s or not of the job order, a key repeated in the batch. At most ' +
    `${syncBatchMaxRows} rows a batch.`,
  tags: ['sync'],
  access: publicAccess,
  invalidInput: 'SYNC_BATCH_NOT_VALID',
  body: associationBatchSchema,
  response: { 200: syncReceiptSchema },
});
