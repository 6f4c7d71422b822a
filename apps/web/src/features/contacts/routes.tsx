import { contactsRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { contactsSearchSchema } from './contacts-search.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** The provider's people: sub-role contacts. */
const contactsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/contacts',
  staticData: { title: 'Contatti' },
  validateSearch: contactsSearchSchema,
  beforeLoad: requireAccess(contactsRules.read),
  component: lazyPage(() => import('./contacts-page.tsx'), 'ContactsPage'),
});

export const contactsRoutes = [contactsRoute] as const;
