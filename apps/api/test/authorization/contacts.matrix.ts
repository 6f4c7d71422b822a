import { contactsAccess } from '@portale/shared';
import { everyone, signedIn, staffOf, type MatrixEntry } from './matrix.ts';

/**
 * Staff's contacts, under contactsAccess.rules.manage: staff with {product} contacts (14) list and write
 * people, role categories, roles and associations. The sync's import routes take anyone to the key check
 * (401 without a live key). A person's photo is for anyone signed in who may see the person (404
 * otherwise). The customers' '/contacts/my-list' is in sites.matrix.ts.
 */
const { manage } = contactsAccess.rules;
const unknown = 2_147_483_647;

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/contacts/people', access: staffOf(manage) },
  { method: 'POST', path: '/contacts/people', access: staffOf(manage), request: () => ({ body: {} }) },
  {
    method: 'GET',
    path: '/contacts/people/:contactId',
    access: staffOf(manage),
    request: () => ({ params: { contactId: unknown } }),
  },
  {
    method: 'PUT',
    path: '/contacts/people/:contactId',
    access: staffOf(manage),
    request: () => ({ params: { contactId: unknown }, body: {} }),
  },
  {
    method: 'DELETE',
    path: '/contacts/people/:contactId',
    access: staffOf(manage),
    request: () => ({ params: { contactId: unknown } }),
  },
  {
    method: 'GET',
    path: '/contacts/people/:contactId/photo',
    access: signedIn,
    request: () => ({ params: { contactId: unknown } }),
  },
  {
    method: 'PUT',
    path: '/contacts/people/:contactId/photo',
    access: staffOf(manage),
    request: () => ({ params: { contactId: unknown } }),
  },
  { method: 'GET', path: '/contacts/roles', access: staffOf(manage) },
  { method: 'POST', path: '/contacts/roles', access: staffOf(manage), request: () => ({ body: {} }) },
  {
    method: 'PUT',
    path: '/contacts/roles/:roleId',
    access: staffOf(manage),
    request: () => ({ params: { roleId: unknown }, body: {} }),
  },
  {
    method: 'DELETE',
    path: '/contacts/roles/:roleId',
    access: staffOf(manage),
    request: () => ({ params: { roleId: unknown } }),
  },
  {
    method: 'POST',
    path: '/contacts/role-categories',
    access: staffOf(manage),
    request: () => ({ body: {} }),
  },
  {
    method: 'PUT',
    path: '/contacts/role-categories/:categoryId',
    access: staffOf(manage),
    request: () => ({ params: { categoryId: unknown }, body: {} }),
  },
  {
    method: 'DELETE',
    path: '/contacts/role-categories/:categoryId',
    access: staffOf(manage),
    request: () => ({ params: { categoryId: unknown } }),
  },
  { method: 'GET', path: '/contacts/associations', access: staffOf(manage) },
  { method: 'POST', path: '/contacts/associations', access: staffOf(manage), request: () => ({ body: {} }) },
  {
    method: 'DELETE',
    path: '/contacts/associations/:associationId',
    access: staffOf(manage),
    request: () => ({ params: { associationId: unknown } }),
  },
  {
    method: 'GET',
    path: '/contacts/job-orders',
    access: staffOf(manage),
    request: ({ foreign }) => ({ query: { customerCode: foreign.customerCode } }),
  },
  { method: 'POST', path: '/sync/contacts', access: everyone, request: () => ({ body: {} }) },
  { method: 'POST', path: '/sync/contact-associations', access: everyone, request: () => ({ body: {} }) },
];
