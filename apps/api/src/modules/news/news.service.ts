import type { MyNewsItem, NewsFields, NewsItem, NewsList, NewsListQuery, NewsState } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { JobOrderPicker } from '../job-orders/index.ts';
import { siteScopeOf } from '../tenancy/index.ts';
import type { NewsRepository } from './news.repository.ts';

type ItemRow = NonNullable<Awaited<ReturnType<NewsRepository['detail']>>>;

/** Where a window stands at `now`. */
export function newsStateAt(window: { publishFrom: Date; publishTo: Date | null }, now: Date): NewsState {
  if (window.publishFrom > now) return 'scheduled';
  if (window.publishTo !== null && window.publishTo <= now) return 'expired';
  return 'published';
}

const toItem = (row: ItemRow, now: Date): NewsItem => ({
  id: row.id,
  title: row.title,
  body: row.body,
  audience: row.audience,
  customers: row.customers,
  jobOrders: row.jobOrders,
  publishFrom: row.publishFrom.toISOString(),
  publishTo: row.publishTo?.toISOString() ?? null,
  state: newsStateAt(row, now),
  notifiedAt: row.notifiedAt?.toISOString() ?? null,
  createdByName: row.createdByName,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * News (issue 30): staff with news (9) write, change and withdraw them; customer users read those
 * addressed to them within their window. A write whose window is open wakes the notice job at once.
 */
export function createNewsService(deps: {
  repository: NewsRepository;
  jobOrderPicker: JobOrderPicker;
  /** Tells the users of every news item whose window opened (the background job, in the background). */
  wake: () => void;
  now: () => Date;
}) {
  const { repository } = deps;

  async function detail(id: number): Promise<NewsItem> {
    const row = await repository.detail(id);
    if (!row) throw new AppError('NEWS_NOT_FOUND');
    return toItem(row, deps.now());
  }

  /** 400 naming each customer or job order that does not exist. */
  async function checkAudience(fields: NewsFields) {
    const [customers, jobOrders] = await Promise.all([
      repository.unknownCustomers(fields.customerCodes),
      repository.unknownJobOrders(fields.jobOrderIds),
    ]);
    const fieldErrors = [
      ...customers.map((code) => ({
        path: `body.customerCodes.${fields.customerCodes.indexOf(code)}`,
        message: `Cliente ${code} non trovato`,
      })),
      ...jobOrders.map((id) => ({
        path: `body.jobOrderIds.${fields.jobOrderIds.indexOf(id)}`,
        message: `Commessa ${id} non trovata`,
      })),
    ];
    if (fieldErrors.length > 0) throw new AppError('VALIDATION', { fields: fieldErrors });
  }

  /** After a write: the notice leaves now when the window is open, else when it opens. */
  function wakeWhenOpen(item: NewsItem) {
    if (item.state === 'published' && item.notifiedAt === null) deps.wake();
  }

  return {
    async list(query: NewsListQuery): Promise<NewsList> {
      const now = deps.now();
      const { rows, total } = await repository.list(query, now);
      return { data: rows.map((row) => toItem(row, now)), total };
    },

    detail,

    async create(auth: AuthContext, fields: NewsFields): Promise<NewsItem> {
      await checkAudience(fields);
      const id = await repository.create(fields, auth.userId);
      const created = await detail(id);
      wakeWhenOpen(created);
      return created;
    },

    async update(id: number, fields: NewsFields): Promise<NewsItem> {
      await checkAudience(fields);
      if (!(await repository.update(id, fields, deps.now()))) throw new AppError('NEWS_NOT_FOUND');
      const updated = await detail(id);
      wakeWhenOpen(updated);
      return updated;
    },

    async withdraw(id: number): Promise<NewsItem> {
      if (!(await repository.withdraw(id, deps.now()))) throw new AppError('NEWS_NOT_FOUND');
      return detail(id);
    },

    async mine(auth: AuthContext): Promise<MyNewsItem[]> {
      const scope = siteScopeOf(auth);
      if (scope.kind !== 'customer') throw new AppError('FORBIDDEN');
      const rows = await repository.mine(scope, deps.now());
      return rows.map((row) => ({ ...row, publishFrom: row.publishFrom.toISOString() }));
    },

    customerOptions: (search: string | undefined) => repository.customerOptions(search),
    jobOrderOptions: (search: string | undefined, customerCode: string | undefined) =>
      deps.jobOrderPicker.findJobOrderOptions(search, customerCode),
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
