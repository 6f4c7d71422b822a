import { contactsRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { shellRoute } from '../../lib/route-parents.ts';
import { contactsAdminSearchSchema } from './contacts-admin-search.ts';

/** Staff's contacts ({product} contacts, 14): the provider's people, their roles and associations. */
const contactsAdminRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/contacts',
  staticData: { title: 'Contatti' },
  validateSearch: contactsAdminSearchSchema,
  beforeLoad: requireAccess(contactsRules.manage),
  component: lazyPage(() => import('./contacts-admin-page.tsx'), 'ContactsAdminPage'),
});

export const contactsAdminRoutes = [contactsAdminRoute] as const;
