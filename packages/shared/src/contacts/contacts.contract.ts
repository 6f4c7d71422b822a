import { z } from 'zod';
import { customerPolicy } from '../access/access-rule.ts';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { contactRoleCategoryGroupSchema } from './contact.schemas.ts';
import { contactsAccess } from './contacts.access.ts';
import { contactIdParams } from './contacts-admin.schemas.ts';

export const myContactsContract = defineContract({
  method: 'GET',
  path: '/contacts/my-list',
  summary:
    "Customer (sub-role contacts): the provider's people for the user's customer, and for the job " +
    'orders and sites the user may see, grouped by role category in order of priority',
  tags: ['contacts'],
  access: customerPolicy(contactsAccess.rules.read),
  query: z.object({
    /** Searched in the person's name, surname and role. */
    query: z.string().trim().max(100).optional(),
    /** Only the people of one site (and of its job order and customer). */
    siteCode: z.string().trim().max(16).optional(),
  }),
  response: { 200: z.object({ data: z.array(contactRoleCategoryGroupSchema) }) },
});

export const contactPhotoContract = defineContract({
  method: 'GET',
  path: '/contacts/people/:contactId/photo',
  summary: 'A person’s photo (the address in a contact’s employeeImage), to those who may see the person',
  description:
    'Staff see every person’s; a customer user sees those of the people of their customer, and of the job ' +
    'orders and sites within their reach. 404 Contact photo not found otherwise, or when there is none.',
  tags: ['contacts'],
  access: loginAccess,
  params: contactIdParams,
  response: { 200: z.unknown().describe('The image bytes (JPEG, PNG or WebP)') },
});
