import { newsAudiences } from '@portale/shared';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, jobOrders } from './organisation.ts';
import { users } from './users.ts';

export const newsAudience = pgEnum('news_audience', newsAudiences);

/**
 * A short announcement of the provider (issue 30) to every customer, to some customers or to the users of
 * some job orders, shown on their dashboard within its publication window and told once as a notification
 * when the window opens (`notifiedAt`).
 */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: newsAudience('audience').notNull(),
    publishFrom: timestamp('publish_from', { withTimezone: true }).notNull(),
    /** Null: published until withdrawn. */
    publishTo: timestamp('publish_to', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_window_idx').on(t.publishFrom, t.publishTo)],
);

/** The customers a news item addresses when its audience is CUSTOMERS. */
export const newsCustomers = pgTable(
  'news_customers',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    customerCode: varchar('customer_code', { length: 16 })
      .notNull()
      .references(() => customers.code, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.newsId, t.customerCode] }),
    index('news_customers_customer_idx').on(t.customerCode),
  ],
);

/** The job orders a news item addresses when its audience is JOB_ORDERS. */
export const newsJobOrders = pgTable(
  'news_job_orders',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    jobOrderId: varchar('job_order_id', { length: 24 })
      .notNull()
      .references(() => jobOrders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.newsId, t.jobOrderId] }),
    index('news_job_orders_job_order_idx').on(t.jobOrderId),
  ],
);
