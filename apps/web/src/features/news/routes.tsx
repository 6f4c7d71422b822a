import { newsRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { shellRoute } from '../../lib/route-parents.ts';
import { newsSearchSchema } from './news-search.ts';

/** Staff's news (permission news, 9): written, scheduled and withdrawn here, read on the customers' dashboard. */
const newsBackOfficeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/news',
  staticData: { title: 'News' },
  validateSearch: newsSearchSchema,
  beforeLoad: requireAccess(newsRules.manage),
  component: lazyPage(() => import('./news-page.tsx'), 'NewsPage'),
});

export const newsRoutes = [newsBackOfficeRoute] as const;
