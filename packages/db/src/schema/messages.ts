import { bigint, index, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { customers, jobOrders, sites } from './organisation.ts';
import { transmissionSide } from './tickets.ts';
import { users } from './users.ts';

/**
 * A communication (comunicazione): a thread addressed to a customer, or to one of its job orders or
 * sites. A broadcast to many customers makes one thread per customer with the same broadcastId.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    customerCode: varchar('customer_code', { length: 16 })
      .notNull()
      .references(() => customers.code),
    jobOrderId: varchar('job_order_id', { length: 24 }).references(() => jobOrders.id),
    siteCode: varchar('site_code', { length: 16 }).references(() => sites.code, { onDelete: 'cascade' }),
    broadcastId: uuid('broadcast_id'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_threads_customer_idx').on(t.customerCode, t.lastPostAt),
    index('message_threads_last_post_idx').on(t.lastPostAt),
  ],
);

/** One post of a thread, by the provider's staff or a customer user. */
export const messagePosts = pgTable(
  'message_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    side: transmissionSide('side').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff user who wrote it while signed in as the author (impersonation); null otherwise. */
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_posts_thread_idx').on(t.threadId, t.createdAt)],
);

/** A file of a post; a draft of its uploader (postId null) until the post is sent. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').references(() => messagePosts.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 80 }).notNull(),
    filename: text('filename').notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_attachments_post_idx').on(t.postId),
    index('message_attachments_draft_idx').on(t.uploadedByUserId, t.postId),
  ],
);

/** Read receipts: who read which post, and when (the first time). */
export const messageReads = pgTable(
  'message_reads',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => messagePosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('message_reads_post_idx').on(t.postId)],
);
