import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, jobOrders, sites } from './organisation.ts';
import { users } from './users.ts';

/**
 * A stored file: published documents (DUVRI, POS, certifications...) and images such as a site's photo.
 * The bytes live under DATA_DIR with a generated name (storageKey), never under the web root.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    category: varchar('category', { length: 48 }).notNull(),
    filename: text('filename').notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: varchar('storage_key', { length: 80 }).notNull(),
    /** An older version of a document is kept but marked outdated. */
    outdated: boolean('outdated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('documents_category_idx').on(t.category)],
);

/** Who a document is for: a customer, a job order or a site. */
export const documentAssociations = pgTable(
  'document_associations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    customerCode: varchar('customer_code', { length: 16 })
      .notNull()
      .references(() => customers.code),
    jobOrderId: varchar('job_order_id', { length: 24 }).references(() => jobOrders.id),
    siteCode: varchar('site_code', { length: 16 }).references(() => sites.code, { onDelete: 'cascade' }),
  },
  (t) => [
    index('document_associations_document_idx').on(t.documentId),
    index('document_associations_site_idx').on(t.siteCode),
    index('document_associations_customer_idx').on(t.customerCode),
    // A site's documents include its job order's: those associated with the job order and no site.
    index('document_associations_job_order_idx').on(t.jobOrderId, t.siteCode),
  ],
);

/** Each user's downloads, for the download count, the last download and the "new" badge. */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    count: bigint('count', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.userId] })],
);
