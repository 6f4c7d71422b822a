import type { FastifyInstance } from 'fastify';
import {
  backOfficePermissionsContract,
  bulkBackOfficePermissionsContract,
  bulkCustomerPermissionsContract,
  createImpersonationContract,
  customerUserPermissionsContract,
  deleteUserContract,
  impersonateContract,
  newUserContract,
  sendActivationEmailContract,
  updateUserContract,
  userDetailsContract,
  userListContract,
  userPermissionsListContract,
  userStatusContract,
} from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { clientOf } from '../session/index.ts';
import type { ImpersonationService } from './impersonation.service.ts';
import type { UserAdminService } from './user-admin.service.ts';
import type { UserPermissionsService } from './user-permissions.service.ts';

/** Back-office user administration, permissions and impersonation. */
export function registerUserAdminRoutes(
  app: FastifyInstance,
  services: {
    admin: UserAdminService;
    permissions: UserPermissionsService;
    impersonation: ImpersonationService;
  },
  options: { rateLimitPerMinute: number },
) {
  const { admin, permissions, impersonation } = services;
  const customerPermissions = { invalidates: ['users', 'user_sites', 'audit_log'] } as const;
  // Removing permission 1 also ends the impersonation sessions the staff user opened.
  const staffPermissions = { invalidates: ['users', 'sessions', 'audit_log'] } as const;
  const newLink = { invalidates: ['one_time_codes', 'audit_log'] } as const;

  // Static paths first in the file for the reader; the router prefers them to /user/:product anyway.
  registerRoute(app, userPermissionsListContract, async () => permissions.list());
  registerRoute(
    app,
    newUserContract,
    ({ body, request }) => admin.create(requireAuth(request), body, request.ip),
    { invalidates: ['users', 'user_sites', 'one_time_codes', 'audit_log'] },
  );
  registerRoute(app, userListContract, ({ query }) => admin.list(query));
  registerRoute(app, userDetailsContract, ({ params }) => admin.details(params.userid));
  registerRoute(
    app,
    updateUserContract,
    ({ params, body, request }) => admin.update(requireAuth(request), params.userid, body, request.ip),
    { invalidates: ['users', 'audit_log'] },
  );
  registerRoute(
    app,
    deleteUserContract,
    async ({ params, request }) => {
      await admin.remove(requireAuth(request), params.userid, request.ip);
      return null;
    },
    // The removal reaches every table that refers to the user (their sessions, sites, notifications...).
    { invalidates: 'all' },
  );
  registerRoute(
    app,
    userStatusContract,
    async ({ params, body, request }) => {
      await admin.setStatus(requireAuth(request), params.userid, body.enabled, request.ip);
      return null;
    },
    // Disabling ends the user's sessions and voids their pending links.
    { invalidates: ['users', 'sessions', 'one_time_codes', 'audit_log'] },
  );
  registerRoute(
    app,
    sendActivationEmailContract,
    ({ params, request }) => admin.sendActivation(requireAuth(request), params.id, request.ip),
    newLink,
  );

  registerRoute(
    app,
    customerUserPermissionsContract,
    async ({ params, body, request }) => {
      await permissions.setCustomerPermissions(
        requireAuth(request),
        [{ userId: params.userid, ...body }],
        false,
        request.ip,
      );
      return null;
    },
    customerPermissions,
  );
  registerRoute(
    app,
    bulkCustomerPermissionsContract,
    async ({ body, request }) => {
      await permissions.setCustomerPermissions(requireAuth(request), body.users, true, request.ip);
      return null;
    },
    customerPermissions,
  );
  registerRoute(
    app,
    backOfficePermissionsContract,
    async ({ params, body, request }) => {
      await permissions.setBackOfficePermissions(
        requireAuth(request),
        [{ userId: params.userid, ...body }],
        false,
        request.ip,
      );
      return null;
    },
    staffPermissions,
  );
  registerRoute(
    app,
    bulkBackOfficePermissionsContract,
    async ({ body, request }) => {
      await permissions.setBackOfficePermissions(requireAuth(request), body.users, true, request.ip);
      return null;
    },
    staffPermissions,
  );

  registerRoute(
    app,
    createImpersonationContract,
    ({ params, request }) => impersonation.createLink(requireAuth(request), params.userid, request.ip),
    newLink,
  );
  // As a sign-in: the new session is held by no cache (unknown tokens are not kept).
  registerRoute(
    app,
    impersonateContract,
    ({ query, request }) => impersonation.impersonate(query.secret, clientOf(request)),
    { rateLimitPerMinute: options.rateLimitPerMinute, invalidates: ['one_time_codes', 'audit_log'] },
  );
}
