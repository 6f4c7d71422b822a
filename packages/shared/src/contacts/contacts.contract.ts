import { z } from 'zod';
import { customerPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { contactRoleCategoryGroupSchema } from './contact.schemas.ts';
import { contactsAccess } from './contacts.access.ts';

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
