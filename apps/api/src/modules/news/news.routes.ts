import type { FastifyInstance } from 'fastify';
import {
  myNewsContract,
  newNewsContract,
  newsCustomerOptionsContract,
  newsDetailContract,
  newsJobOrderOptionsContract,
  newsListContract,
  updateNewsContract,
  withdrawNewsContract,
} from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { NewsService } from './news.service.ts';

/** Staff with news (9) keep them; customer users read their own. No cached read selects news. */
export function registerNewsRoutes(app: FastifyInstance, news: NewsService) {
  registerRoute(app, myNewsContract, ({ request }) => news.mine(requireAuth(request)));
  registerRoute(app, newsListContract, ({ query }) => news.list(query));
  registerRoute(app, newsCustomerOptionsContract, ({ query }) => news.customerOptions(query.search));
  registerRoute(app, newsJobOrderOptionsContract, ({ query }) =>
    news.jobOrderOptions(query.search, query.customerCode),
  );
  registerRoute(app, newsDetailContract, ({ params }) => news.detail(params.newsId));
  registerRoute(app, newNewsContract, ({ request, body }) => news.create(requireAuth(request), body), {
    invalidates: [],
  });
  registerRoute(app, updateNewsContract, ({ params, body }) => news.update(params.newsId, body), {
    invalidates: [],
  });
  registerRoute(app, withdrawNewsContract, ({ params }) => news.withdraw(params.newsId), {
    invalidates: [],
  });
}
