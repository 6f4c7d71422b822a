import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, jobOrders, sites } from './organisation.ts';

/** A group of contact roles (e.g. Direzione, Operativo, Amministrazione), in order of priority. */
export const contactRoleCategories = pgTable('contact_role_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  priority: smallint('priority').notNull(),
});

/** A role of the provider's people towards a customer; roles answer to a parent role. */
export const contactRoles = pgTable('contact_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  priority: smallint('priority').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => contactRoleCategories.id),
  /** Whether people in this role receive and answer tickets. */
  handleTickets: boolean('handle_tickets').notNull().default(false),
  respondsToRoleId: integer('responds_to_role_id'),
});

/** One of the provider's people. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    title: text('title'),
    email: text('email'),
    phone: text('phone'),
    workPlace: text('work_place'),
    /** The provider's HR id of the person: what sync batches name them by (issue 30). */
    employeeId: varchar('employee_id', { length: 24 }),
    /** The photo in the file store (an image, checked by content when staff upload it). */
    photoStorageKey: text('photo_storage_key'),
    photoContentType: varchar('photo_content_type', { length: 64 }),
  },
  (t) => [uniqueIndex('contacts_employee_id_idx').on(t.employeeId)],
);

/** A contact in a role for a customer, a job order or a site (the most specific one set). */
export const contactAssociations = pgTable(
  'contact_associations',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => contactRoles.id),
    customerCode: varchar('customer_code', { length: 16 })
      .notNull()
      .references(() => customers.code),
    jobOrderId: varchar('job_order_id', { length: 24 }).references(() => jobOrders.id),
    siteCode: varchar('site_code', { length: 16 }).references(() => sites.code, { onDelete: 'cascade' }),
    superiorContactId: integer('superior_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_associations_customer_idx').on(t.customerCode),
    index('contact_associations_site_idx').on(t.siteCode),
    index('contact_associations_job_order_idx').on(t.jobOrderId),
    // One contact in one role once per customer, job order and site: 422 Association already exists.
    uniqueIndex('contact_associations_unique_idx').on(
      t.contactId,
      t.roleId,
      t.customerCode,
      sql`coalesce(${t.jobOrderId}, '')`,
      sql`coalesce(${t.siteCode}, '')`,
    ),
  ],
);
