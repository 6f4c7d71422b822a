import {
  bigint,
  date,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { billingDocumentKinds } from '@portale/shared';
import { customers, jobOrders } from './organisation.ts';
import { users } from './users.ts';

export const billingDocumentKind = pgEnum('billing_document_kind', billingDocumentKinds);

/**
 * An invoice or credit note of a job order, with its PDF and, when it came with one, its FatturaPA XML
 * (both under DATA_DIR with generated names). Amounts in euro cents as the document states them. Only
 * the payment day is stored: to pay or overdue follows from the due date on the day it is read.
 */
export const billingDocuments = pgTable(
  'billing_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: billingDocumentKind('kind').notNull(),
    number: varchar('number', { length: 40 }).notNull(),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    /** The job order's customer, kept on the document for the lists and counts. */
    customerCode: varchar('customer_code', { length: 16 })
      .notNull()
      .references(() => customers.code),
    jobOrderId: varchar('job_order_id', { length: 24 })
      .notNull()
      .references(() => jobOrders.id),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    taxableCents: bigint('taxable_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    paidOn: date('paid_on'),
    pdfFilename: text('pdf_filename').notNull(),
    pdfStorageKey: varchar('pdf_storage_key', { length: 80 }).notNull(),
    xmlFilename: text('xml_filename'),
    xmlStorageKey: varchar('xml_storage_key', { length: 80 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A number is issued once per kind and year (the provider's numbering restarts each year).
    uniqueIndex('billing_documents_number_idx').on(
      t.kind,
      t.number,
      sql`(extract(year from ${t.issueDate}))`,
    ),
    index('billing_documents_customer_idx').on(t.customerCode, t.issueDate),
    index('billing_documents_job_order_idx').on(t.jobOrderId, t.issueDate),
  ],
);

/** Which user opened which document: what is not here counts on the billing badge. */
export const billingDocumentOpens = pgTable(
  'billing_document_opens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => billingDocuments.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentId] })],
);
