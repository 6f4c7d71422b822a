import { z } from 'zod';
import { loginAccess, publicAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { loginResultSchema } from '../session/session.contract.ts';
import { userIdParams } from './user-admin.contract.ts';

export const createImpersonationContract = defineContract({
  method: 'POST',
  path: '/user/create-impersonation/:userid',
  summary: 'Create a link that signs in as a customer user (single use, 2 minutes)',
  description:
    'For staff with permission 1 (clients users); anyone else, or an impersonated session, gets 403 ' +
    'Authenticated user cannot impersonate. 400 Cannot create url for a staff user, an unknown or ' +
    'disabled user or an inactive customer. The url opens {PUBLIC_URL}/impersonate-user?secret=…',
  tags: ['users'],
  access: loginAccess,
  params: userIdParams,
  response: { 200: z.object({ url: z.string() }) },
});

export const impersonateContract = defineContract({
  method: 'POST',
  path: '/user/impersonate',
  summary: 'Open the impersonated session of an impersonation link',
  description:
    'Returns the login result of a session of the customer user marked with the staff user who made the ' +
    'link (GET /user/me shows impersonatedBy). That session cannot change the password, two-factor or ' +
    'email preferences. 404 Invalid security code when the secret is unknown, used or expired.',
  tags: ['users'],
  access: publicAccess,
  query: z.object({ secret: z.string().min(1).max(256) }),
  response: { 200: loginResultSchema },
});
