import { z } from 'zod';
import { staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { userKinds, userListSortFields } from './user-list-options.ts';
import { usersAccess } from './users.access.ts';

/**
 * Back-office user administration (permission 1, clients users). A staff user manages another staff
 * account only when they hold every permission it holds, grants only permissions they hold, and never
 * disables, deletes or changes the permissions of their own account (403).
 */
const clientsUsers = staffPolicy(usersAccess.rules.administration);

/** A user id from the URL; anything that is not a known id answers 404 'User not found'. */
export const userIdParams = z.object({ userid: z.string().max(64) });

export const userListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  username: z.string(),
  /** First access completed (password set, email confirmed). */
  active: z.boolean(),
  companyName: z.string(),
  /** A customer user (external) rather than provider staff. */
  isExternal: z.boolean(),
  enabled: z.boolean(),
  /**
   * Always null in lists: only the code's hash is stored, so a link is shown once, when it is made
   * (new user, send activation email).
   */
  activationLink: z.string().nullable(),
  /** Customer sub-roles of a customer user, back-office permissions of a staff user. */
  subRoles: z.array(z.number().int()),
  customerCode: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListQuerySchema = z.object({
  /** Words searched in name, surname, email, username and company (case-insensitive). */
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  kind: z.enum(userKinds).optional(),
  customerCode: z.string().trim().max(16).optional(),
  /** Only enabled users who have not done their first access yet (no password set). */
  awaitingActivation: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sortBy: z.enum(userListSortFields).default('surname'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
/** The query as a client sends it (booleans as 'true' or 'false'). */
export type UserListQueryInput = z.input<typeof userListQuerySchema>;

export const userListSchema = z.object({ data: z.array(userListItemSchema), total: z.number().int() });
export type UserList = z.infer<typeof userListSchema>;

export const userListContract = defineContract({
  method: 'GET',
  path: '/user/:product',
  summary: 'Search the users of a product area, paged',
  description:
    '{product} is the literal name of the product area whose users are listed; this portal has one, ' +
    '`portale` (GET /user/portale?query=…). Search, sort and paging happen in the database.',
  tags: ['users'],
  access: clientsUsers,
  params: z.object({ product: z.enum(['portale']).describe('The product area: portale') }),
  query: userListQuerySchema,
  response: { 200: userListSchema },
});

export const userSiteSchema = z.object({ siteCode: z.string(), siteName: z.string() });

export const userDetailsSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  surname: z.string(),
  username: z.string(),
  email: z.string(),
  isExternal: z.boolean(),
  isEnabled: z.boolean(),
  isActive: z.boolean(),
  companyName: z.string(),
  customerCode: z.string().nullable(),
  atiGroupId: z.number().int().nullable(),
  /** Customer sub-roles (customer user) or back-office permissions (staff). */
  permissionsRoleClaim: z.array(z.number().int()),
  /** When true the user sees only `sites`; otherwise every site of the customer. */
  limitedToSites: z.boolean(),
  sites: z.array(userSiteSchema),
  twoFactorEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const userDetailsContract = defineContract({
  method: 'GET',
  path: '/user/:userid/details',
  summary: "A user's account, permissions and visible sites",
  description: '404 User not found.',
  tags: ['users'],
  access: clientsUsers,
  params: userIdParams,
  response: { 200: userDetailsSchema },
});

// min(1) first, so that an empty username is reported as missing before its pattern is checked.
const username = z
  .string()
  .trim()
  .min(1)
  .regex(/^[A-Za-z0-9._@-]{3,64}$/, 'letters, digits and . _ @ - (3 to 64)');
const personName = z.string().trim().min(1).max(100);

export const newUserRequestSchema = z.object({
  kind: z.enum(userKinds),
  username,
  email: z.email().max(254),
  firstName: personName,
  surname: personName,
  /** Required for a customer user, absent for staff. */
  customerCode: z.string().trim().max(16).optional(),
  /** A group (ATI) the customer user works for; it must hold a job order of the customer. */
  atiGroupId: z.number().int().positive().optional(),
  /** Customer sub-roles 0-16 (customer) or back-office permissions 0-18 (staff). */
  permissionsRoleClaim: z.array(z.number().int()).max(32).default([]),
  limitedToSites: z.boolean().default(false),
  /** With limitedToSites: the customer's sites the user sees. */
  siteCodes: z.array(z.string().max(16)).max(1000).default([]),
});
export type NewUserRequest = z.input<typeof newUserRequestSchema>;

export const newUserResultSchema = z.object({
  userId: z.string(),
  /** {PUBLIC_URL}/enable-user?code=…, valid 7 days; shown once. */
  activationLink: z.string(),
  /** False when the activation email could not be sent: hand the link over another way. */
  activationEmailSent: z.boolean(),
});
export type NewUserResult = z.infer<typeof newUserResultSchema>;

export const newUserContract = defineContract({
  method: 'POST',
  path: '/user/new-user',
  summary: 'Create a customer or staff user and send the activation email',
  description:
    'The user starts in the first-access state (no password) and enabled. 400 Cannot create User ' +
    '(unknown customer, customer missing or given for staff, sites or group not of the customer); 400 ' +
    'Cannot read permissions role claim (a number that is not a sub-role or permission); 403 granting a ' +
    'permission the caller lacks; 409 Username already in use.',
  tags: ['users'],
  access: clientsUsers,
  body: newUserRequestSchema,
  response: { 200: newUserResultSchema },
});

export const updateUserRequestSchema = z.object({
  firstName: z.string().max(100).nullable(),
  surname: z.string().max(100).nullable(),
  email: z.string().max(254).nullable(),
  username: z.string().max(64).nullable(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const updateUserContract = defineContract({
  method: 'PUT',
  path: '/user/:userid',
  summary: "Edit a user's name, email and username",
  description:
    '400 Invalid field values: some values are null or empty (also a malformed email or username); 404 ' +
    'User not found; 409 Username already in use.',
  tags: ['users'],
  access: clientsUsers,
  params: userIdParams,
  body: updateUserRequestSchema,
  response: { 200: userDetailsSchema },
});

export const deleteUserContract = defineContract({
  method: 'DELETE',
  path: '/user/:userid',
  summary: 'Delete a user and their sessions',
  description: '400 Invalid userId (not a user id); 404 User not found; 403 for your own account.',
  tags: ['users'],
  access: clientsUsers,
  params: userIdParams,
  response: { 204: z.null() },
});

export const userStatusContract = defineContract({
  method: 'PUT',
  path: '/user/:userid/status',
  summary: 'Enable or disable a user',
  description:
    'Disabling signs the user out at once (their sessions are deleted). 404 User not found; 403 for ' +
    'your own account.',
  tags: ['users'],
  access: clientsUsers,
  params: userIdParams,
  body: z.object({ enabled: z.boolean() }),
  response: { 204: z.null() },
});

export const sendActivationEmailContract = defineContract({
  method: 'POST',
  path: '/user/send-activation-email/:id',
  summary: 'Send a new activation (first-access) email; the older link stops working',
  description: '400 User already active; 404 User not found; 500 Generic error when the email fails.',
  tags: ['users'],
  access: clientsUsers,
  params: z.object({ id: z.string().max(64) }),
  response: { 200: z.object({ activationLink: z.string() }) },
});
