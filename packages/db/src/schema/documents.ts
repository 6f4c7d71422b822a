import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, jobOrders, sites } from './organisation.ts';
import { users } from './users.ts';

/**
 * A stored file: published documents (DUVRI, POS, DURC, certifications...) and images such as a site's
 * photo. The bytes live under DATA_DIR with a generated name (storageKey), never under the web root.
 * Every version of a document is a row of its own: the versions share a series id and count up from 1;
 * all but the latest are outdated.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: uuid('series_id').notNull().defaultRandom(),
    version: integer('version').notNull().default(1),
    title: text('title').notNull(),
    description: text('description'),
    category: varchar('category', { length: 48 }).notNull(),
    filename: text('filename').notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: varchar('storage_key', { length: 80 }).notNull(),
    /** The last day the document is valid (Italian calendar); null when it has no end. */
    validUntil: date('valid_until'),
    /** An older version of a document is kept but marked outdated. */
    outdated: boolean('outdated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('documents_category_idx').on(t.category),
    uniqueIndex('documents_series_version_idx').on(t.seriesId, t.version),
    // The lists show the latest versions by default, sorted by creation, title or end of validity.
    index('documents_latest_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`not ${t.outdated}`),
    index('documents_latest_title_idx')
      .on(t.title, t.id)
      .where(sql`not ${t.outdated}`),
    index('documents_latest_valid_until_idx')
      .on(t.validUntil)
      .where(sql`not ${t.outdated}`),
  ],
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
    // One association per recipient: a second one answers 422, also when two staff add it at once.
    unique('document_associations_recipient_unique')
      .on(t.documentId, t.customerCode, t.jobOrderId, t.siteCode)
      .nullsNotDistinct(),
  ],
);

/** Each user's downloads, for the download count and the last download. */
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

/**
 * Which customer user opened (or downloaded) which document: what is not here counts on the documents
 * badge, and what is here but no longer associated with the user answers 410 instead of 404.
 */
export const documentOpens = pgTable(
  'document_opens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentId] })],
);

/** The document categories a job order's sites must hold: the sites' checklist. */
export const jobOrderRequiredCategories = pgTable(
  'job_order_required_categories',
  {
    jobOrderId: varchar('job_order_id', { length: 24 })
      .notNull()
      .references(() => jobOrders.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 48 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobOrderId, t.category] })],
);

/**
 * The expiry notices sent: one per document, end of validity and user, so the daily job tells each user
 * once, and again only when the document is given a new end.
 */
export const documentExpiryNotices = pgTable(
  'document_expiry_notices',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    validUntil: date('valid_until').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.validUntil, t.userId] })],
);
