import { usersRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { userListSearchSchema } from './user-list-search.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** Back office, permission 1 (clients users): the user administration pages. */
const clientsUsersRoute = createRoute({
  getParentRoute: () => shellRoute,
  id: 'clients-users',
  beforeLoad: requireAccess(usersRules.administration),
});

const userListRoute = createRoute({
  getParentRoute: () => clientsUsersRoute,
  path: '/backoffice/users',
  staticData: { title: 'Utenti' },
  validateSearch: userListSearchSchema,
  component: lazyPage(() => import('./user-list-page.tsx'), 'UserListPage'),
});

const newUserRoute = createRoute({
  getParentRoute: () => clientsUsersRoute,
  path: '/backoffice/users/new',
  staticData: { title: 'Nuovo utente' },
  component: lazyPage(() => import('./new-user-page.tsx'), 'NewUserPage'),
});

const userDetailsRoute = createRoute({
  getParentRoute: () => clientsUsersRoute,
  path: '/backoffice/users/$userId',
  staticData: { title: 'Modifica utente' },
  component: lazyPage(() => import('./user-details-page.tsx'), 'UserDetailsPage'),
});

export const usersAdminRoutes = [
  clientsUsersRoute.addChildren([userListRoute, newUserRoute, userDetailsRoute]),
] as const;
