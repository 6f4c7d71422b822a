import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  customers,
  jobOrders,
  news,
  newsCustomers,
  newsJobOrders,
  sites,
  users,
  type Database,
} from '@portale/db';
import type { NewsAudience, NewsFields, NewsListQuery, NewsState } from '@portale/shared';
import { pgArray } from '../../plugins/pg-array.ts';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The window open at `now`: started, and not ended. */
const openAt = (now: Date) =>
  sql`${news.publishFrom} <= ${at(now)} and (${news.publishTo} is null or ${news.publishTo} > ${at(now)})`;

const stateCondition = (state: NewsState, now: Date): SQL =>
  ({
    scheduled: sql`${news.publishFrom} > ${at(now)}`,
    published: openAt(now),
    expired: sql`${news.publishTo} <= ${at(now)}`,
  })[state];

/** The columns of staff's list and detail: the row, its customers and job orders by name, its author. */
const itemColumns = {
  id: news.id,
  title: news.title,
  body: news.body,
  audience: news.audience,
  publishFrom: news.publishFrom,
  publishTo: news.publishTo,
  notifiedAt: news.notifiedAt,
  updatedAt: news.updatedAt,
  // Drizzle leaves the columns of a one-table select unqualified: the correlated subqueries name "news".
  createdByName: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u
    where u.id = "news"."created_by_user_id")`,
  customers: sql<{ customerCode: string; name: string }[]>`coalesce((
    select json_agg(json_build_object('customerCode', c.code, 'name', c.name) order by c.name, c.code)
    from news_customers nc join customers c on c.code = nc.customer_code
    where nc.news_id = "news"."id"), '[]'::json)`,
  jobOrders: sql<{ jobOrderId: string; description: string; customerName: string }[]>`coalesce((
    select json_agg(json_build_object('jobOrderId', j.id, 'description', j.description, 'customerName', c.name) order by j.id)
    from news_job_orders nj join job_orders j on j.id = nj.job_order_id join customers c on c.code = j.customer_code
    where nj.news_id = "news"."id"), '[]'::json)`,
};

/** A news item claimed for its notice: what the notice says and whom the item addresses. */
export type ClaimedNews = { id: number; title: string; audience: NewsAudience };

/**
 * News (issue 30): staff's list, detail and writes, the customer users' own news, and the notice's queue
 * (`notified_at`) with the users each item addresses.
 */
export function createNewsRepository(db: Database) {
  async function writeAudience(tx: Database, id: number, fields: NewsFields) {
    await tx.delete(newsCustomers).where(eq(newsCustomers.newsId, id));
    await tx.delete(newsJobOrders).where(eq(newsJobOrders.newsId, id));
    if (fields.customerCodes.length > 0)
      await tx
        .insert(newsCustomers)
        .values(fields.customerCodes.map((customerCode) => ({ newsId: id, customerCode })));
    if (fields.jobOrderIds.length > 0)
      await tx
        .insert(newsJobOrders)
        .values(fields.jobOrderIds.map((jobOrderId) => ({ newsId: id, jobOrderId })));
  }

  const row = (fields: NewsFields) => ({
    title: fields.title,
    body: fields.body,
    audience: fields.audience,
    publishFrom: new Date(fields.publishFrom),
    publishTo: fields.publishTo === null ? null : new Date(fields.publishTo),
  });

  return {
    async list(query: NewsListQuery, now: Date) {
      const rows = await db
        .select({ ...itemColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(news)
        .where(
          and(
            query.state === undefined ? undefined : stateCondition(query.state, now),
            searchCondition(query.query, [sql`${news.title}`, sql`${news.body}`]),
          ),
        )
        .orderBy(desc(news.publishFrom), desc(news.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { rows, total: rows[0]?.total ?? 0 };
    },

    async detail(id: number) {
      const [found] = await db.select(itemColumns).from(news).where(eq(news.id, id));
      return found;
    },

    /** Of the codes given, those no customer has. */
    async unknownCustomers(codes: readonly string[]) {
      if (codes.length === 0) return [];
      const found = await db
        .select({ code: customers.code })
        .from(customers)
        .where(inArray(customers.code, [...codes]));
      const known = new Set(found.map((customer) => customer.code));
      return codes.filter((code) => !known.has(code));
    },

    /** Of the ids given, those no job order has. */
    async unknownJobOrders(ids: readonly string[]) {
      if (ids.length === 0) return [];
      const found = await db
        .select({ id: jobOrders.id })
        .from(jobOrders)
        .where(inArray(jobOrders.id, [...ids]));
      const known = new Set(found.map((jobOrder) => jobOrder.id));
      return ids.filter((id) => !known.has(id));
    },

    async create(fields: NewsFields, createdByUserId: string) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(news)
          .values({ ...row(fields), createdByUserId })
          .returning({ id: news.id });
        await writeAudience(tx, created!.id, fields);
        return created!.id;
      });
    },

    /**
     * Changes a news item; false when there is none. A start moved into the future makes it tell its
     * users again when it comes (notified_at cleared); otherwise they were told once and are not again.
     */
    async update(id: number, fields: NewsFields, now: Date) {
      return db.transaction(async (tx) => {
        const values = row(fields);
        const changed = await tx
          .update(news)
          .set({
            ...values,
            updatedAt: now,
            ...(values.publishFrom > now && { notifiedAt: null }),
          })
          .where(eq(news.id, id))
          .returning({ id: news.id });
        if (changed.length === 0) return false;
        await writeAudience(tx, id, fields);
        return true;
      });
    },

    /** Ends the window now (one not started yet starts and ends now, so it never opens); false when unknown. */
    async withdraw(id: number, now: Date) {
      const [found] = await db.select({ id: news.id }).from(news).where(eq(news.id, id));
      if (!found) return false;
      await db
        .update(news)
        .set({
          publishFrom: sql`least(${news.publishFrom}, ${at(now)})`,
          publishTo: now,
          updatedAt: now,
        })
        .where(and(eq(news.id, id), sql`(${news.publishTo} is null or ${news.publishTo} > ${at(now)})`));
      return true;
    },

    /**
     * The news open now that address a customer user: every customer's, their customer's, and those of a
     * job order with a site the user sees (tenancy's rule: of their group, of their sites when limited).
     */
    async mine(scope: SiteScope & { kind: 'customer' }, now: Date) {
      const reached = await db
        .selectDistinct({ id: jobOrders.id })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(visibleSitesCondition(scope));
      const jobOrderIds = reached.map((jobOrder) => jobOrder.id);
      return db
        .select({ id: news.id, title: news.title, body: news.body, publishFrom: news.publishFrom })
        .from(news)
        .where(
          and(
            openAt(now),
            sql`("news"."audience" = 'ALL'
              or ("news"."audience" = 'CUSTOMERS' and exists (select 1 from news_customers nc
                where nc.news_id = "news"."id" and nc.customer_code = ${scope.customerCode}))
              or ("news"."audience" = 'JOB_ORDERS' and exists (select 1 from news_job_orders nj
                where nj.news_id = "news"."id" and nj.job_order_id = any(${pgArray(jobOrderIds)}::text[]))))`,
          ),
        )
        .orderBy(desc(news.publishFrom), desc(news.id))
        .limit(20);
    },

    /**
     * Claims one news item whose window is open and whose users were not told yet: marked told in the
     * same statement, skipping a row another instance holds, so each item is told once whatever the
     * number of instances.
     */
    async claimDue(now: Date): Promise<ClaimedNews | undefined> {
      const [claimed] = await db
        .update(news)
        .set({ notifiedAt: now })
        .where(
          sql`${news.id} = (select id from news where notified_at is null
            and publish_from <= ${at(now)} and (publish_to is null or publish_to > ${at(now)})
            order by publish_from, id limit 1 for update skip locked)`,
        )
        .returning({ id: news.id, title: news.title, audience: news.audience });
      return claimed;
    },

    /** Gives a claimed item back, when telling its users failed before anyone was told. */
    async unclaim(id: number) {
      await db.update(news).set({ notifiedAt: null }).where(eq(news.id, id));
    },

    /**
     * The enabled users of active customers a news item addresses, with what a notice needs: every
     * customer's users, those of its customers, or those who see a published site of its job orders
     * (of their group; of their own sites when limited to some).
     */
    recipients(item: { id: number; audience: NewsAudience }) {
      const addressed: SQL = {
        ALL: sql`true`,
        CUSTOMERS: sql`exists (select 1 from news_customers nc where nc.news_id = ${item.id}
          and nc.customer_code = "users"."customer_code")`,
        JOB_ORDERS: sql`exists (select 1 from news_job_orders nj
          join job_orders j on j.id = nj.job_order_id
          join sites s on s.job_order_id = j.id
          where nj.news_id = ${item.id}
            and j.customer_code = "users"."customer_code"
            and s.published
            and ("users"."ati_group_id" is null or "users"."ati_group_id" = j.ati_group_id)
            and (not "users"."limited_to_sites" or exists (select 1 from user_sites us
              where us.user_id = "users"."id" and us.site_code = s.code)))`,
      }[item.audience];
      return db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          systemEmailsConsent: users.systemEmailsConsent,
        })
        .from(users)
        .innerJoin(customers, eq(customers.code, users.customerCode))
        .where(
          and(eq(users.kind, 'customer'), eq(users.enabled, true), eq(customers.active, true), addressed),
        )
        .orderBy(asc(users.id));
    },

    /** Staff's customer picker: by name or code, at most 20. */
    customerOptions(search: string | undefined) {
      return db
        .select({ customerCode: customers.code, name: customers.name })
        .from(customers)
        .where(searchCondition(search, [sql`${customers.name}`, sql`${customers.code}`]))
        .orderBy(asc(customers.name), asc(customers.code))
        .limit(20);
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
