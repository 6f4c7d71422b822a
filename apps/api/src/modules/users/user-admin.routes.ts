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

  // Static paths first in the file for the reader; the router prefers them to /user/:product anyway.
  registerRoute(app, userPermissionsListContract, async () => permissions.list());
  registerRoute(app, newUserContract, ({ body, request }) =>
    admin.create(requireAuth(request), body, request.ip),
  );
  registerRoute(app, userListContract, ({ query }) => admin.list(query));
  registerRoute(app, userDetailsContract, ({ params }) => admin.details(params.userid));
  registerRoute(app, updateUserContract, ({ params, body, request }) =>
    admin.update(requireAuth(request), params.userid, body, request.ip),
  );
  registerRoute(app, deleteUserContract, async ({ params, request }) => {
    await admin.remove(requireAuth(request), params.userid, request.ip);
    return null;
  });
  registerRoute(app, userStatusContract, async ({ params, body, request }) => {
    await admin.setStatus(requireAuth(request), params.userid, body.enabled, request.ip);
    return null;
  });
  registerRoute(app, sendActivationEmailContract, ({ params, request }) =>
    admin.sendActivation(requireAuth(request), params.id, request.ip),
  );

  registerRoute(app, customerUserPermissionsContract, async ({ params, body, request }) => {
    await permissions.setCustomerPermissions(
      requireAuth(request),
      [{ userId: params.userid, ...body }],
      false,
      request.ip,
    );
    return null;
  });
  registerRoute(app, bulkCustomerPermissionsContract, async ({ body, request }) => {
    await permissions.setCustomerPermissions(requireAuth(request), body.users, true, request.ip);
    return null;
  });
  registerRoute(app, backOfficePermissionsContract, async ({ params, body, request }) => {
    await permissions.setBackOfficePermissions(
      requireAuth(request),
      [{ userId: params.userid, ...body }],
      false,
      request.ip,
    );
    return null;
  });
  registerRoute(app, bulkBackOfficePermissionsContract, async ({ body, request }) => {
    await permissions.setBackOfficePermissions(requireAuth(request), body.users, true, request.ip);
    return null;
  });

  registerRoute(app, createImpersonationContract, ({ params, request }) =>
    impersonation.createLink(requireAuth(request), params.userid, request.ip),
  );
  registerRoute(
    app,
    impersonateContract,
    ({ query, request }) => impersonation.impersonate(query.secret, clientOf(request)),
    { rateLimitPerMinute: options.rateLimitPerMinute },
  );
}
