import { newsAccess } from '@portale/shared';
import { customersOf, staffOf, type MatrixEntry } from './matrix.ts';

/**
 * News, under the rules of newsAccess: every customer user reads their own (my-list); staff with news (9)
 * list, write, change and withdraw them and pick their customers and job orders. Writes are asked with an
 * empty body or an unknown id, so an allowed caller gets 400 or 404 and nothing is written.
 */
const { read, manage } = newsAccess.rules;
const unknownNews = () => ({ params: { newsId: 2_147_483_647 } });

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/news/my-list', access: customersOf(read) },
  { method: 'GET', path: '/news', access: staffOf(manage) },
  { method: 'GET', path: '/news/customers', access: staffOf(manage) },
  { method: 'GET', path: '/news/job-orders', access: staffOf(manage) },
  { method: 'GET', path: '/news/:newsId', access: staffOf(manage), request: unknownNews },
  { method: 'POST', path: '/news', access: staffOf(manage), request: () => ({ body: {} }) },
  {
    method: 'PUT',
    path: '/news/:newsId',
    access: staffOf(manage),
    request: () => ({ ...unknownNews(), body: {} }),
  },
  { method: 'POST', path: '/news/:newsId/withdraw', access: staffOf(manage), request: unknownNews },
];
