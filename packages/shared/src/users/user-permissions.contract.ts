import { z } from 'zod';
import { staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { userIdParams } from './user-admin.contract.ts';
import { usersAccess } from './users.access.ts';

/**
 * Permissions of users (back office, permission 1). Customer users hold customer sub-roles and may be
 * limited to some of their customer's sites; staff hold back-office permissions. A change takes effect
 * on the user's next request. Numbers that are not a sub-role or permission answer 400 'Cannot read
 * permissions role claim'.
 */
const clientsUsers = staffPolicy(usersAccess.rules.administration);

export const roleClaimSchema = z.object({ value: z.number().int(), label: z.string() });

export const userPermissionsListSchema = z.object({
  /** Back-office permissions, with their Italian labels. */
  internalRoleClaims: z.array(roleClaimSchema),
  /** Customer sub-roles, with their Italian labels. */
  externalRoleClaims: z.array(roleClaimSchema),
});
export type UserPermissionsList = z.infer<typeof userPermissionsListSchema>;

export const userPermissionsListContract = defineContract({
  method: 'GET',
  path: '/user/user-permissions',
  summary: 'Every back-office permission and customer sub-role, with its Italian label',
  description:
    'internalRoleClaims are the back-office permissions of staff (SPEC.md section 3, 0-18 without 15); ' +
    'externalRoleClaims the customer sub-roles 0-16. 400 Cannot read permissions role claim is answered ' +
    'by the update calls for a number not in these lists.',
  tags: ['users'],
  access: clientsUsers,
  response: { 200: userPermissionsListSchema },
});

export const customerPermissionsSchema = z.object({
  customerSubRoles: z.array(z.number().int()).max(32),
  limitedToSites: z.boolean(),
  /** The sites the user sees when limitedToSites; each must belong to the user's customer. */
  siteCodes: z.array(z.string().max(16)).max(1000).default([]),
});
export type CustomerPermissions = z.input<typeof customerPermissionsSchema>;

export const customerUserPermissionsContract = defineContract({
  method: 'PUT',
  path: '/user/:userid/permissions',
  summary: "Set a customer user's sub-roles and the sites they see",
  description:
    '404 User not found (also for a staff user); 400 Cannot read permissions role claim; 400 Invalid ' +
    "sites when a site is not one of the user's customer.",
  tags: ['users'],
  access: clientsUsers,
  params: userIdParams,
  body: customerPermissionsSchema,
  response: { 204: z.null() },
});

export const bulkCustomerPermissionsContract = defineContract({
  method: 'POST',
  path: '/user/update-customer-user-permissions',
  summary: 'Set sub-roles and visible sites of several customer users at once (all or nothing)',
  description:
    '404 Some user not found (an id that is not a customer user); otherwise as PUT /user/{userid}/permissions.',
  tags: ['users'],
  access: clientsUsers,
  body: z.object({
    users: z
      .array(customerPermissionsSchema.extend({ userId: z.string().max(64) }))
      .min(1)
      .max(200),
  }),
  response: { 204: z.null() },
});

export const backOfficePermissionsSchema = z.object({
  backOfficePermissions: z.array(z.number().int()).max(32),
});

export const backOfficePermissionsContract = defineContract({
  method: 'PUT',
  path: '/user/updatebackoffice/:userid',
  summary: "Set a staff user's back-office permissions",
  description:
    '404 User not found (also for a customer user); 400 Cannot read permissions role claim; 403 for your ' +
    'own account, or when granting or removing a permission you do not hold.',
  tags: ['users'],
  access: clientsUsers,
  params: userIdParams,
  body: backOfficePermissionsSchema,
  response: { 204: z.null() },
});

export const bulkBackOfficePermissionsContract = defineContract({
  method: 'POST',
  path: '/user/update-user-permissions',
  summary: 'Set the back-office permissions of several staff users at once (all or nothing)',
  description:
    '404 Some user not found (an id that is not a staff user); otherwise as PUT /user/updatebackoffice/{userid}.',
  tags: ['users'],
  access: clientsUsers,
  body: z.object({
    users: z
      .array(backOfficePermissionsSchema.extend({ userId: z.string().max(64) }))
      .min(1)
      .max(200),
  }),
  response: { 204: z.null() },
});
