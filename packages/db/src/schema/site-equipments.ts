import {
  equipmentCategories,
  equipmentDocumentKinds,
  equipmentLogKinds,
  equipmentStates,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sites } from './organisation.ts';
import { rooms } from './rooms.ts';
import { tickets } from './tickets.ts';
import { users } from './users.ts';

export const equipmentCategory = pgEnum('equipment_category', equipmentCategories);
export const equipmentState = pgEnum('equipment_state', equipmentStates);
export const equipmentDocumentKind = pgEnum('equipment_document_kind', equipmentDocumentKinds);
export const equipmentLogKind = pgEnum('equipment_log_kind', equipmentLogKinds);

/** The numbers of the labels' short codes («AT-004217»), never reused. */
export const equipmentLabelNumbers = pgSequence('equipment_label_numbers');

/** A machine or a fitting on a site (issue 29). */
export const siteEquipments = pgTable(
  'site_equipments',
  {
    id: serial('id').primaryKey(),
    /** The short code printed on the label, which a person can type or read out on the phone. */
    labelCode: varchar('label_code', { length: 16 })
      .notNull()
      .default(sql`'AT-' || lpad(nextval('equipment_label_numbers')::text, 6, '0')`),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code),
    category: equipmentCategory('category').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    serialNumber: text('serial_number'),
    /** Where it stands in the site's registry, when the site has one; the note says the rest. */
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    locationNote: text('location_note'),
    state: equipmentState('state').notNull(),
    installedOn: date('installed_on'),
    retiredOn: date('retired_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('site_equipments_label_code_idx').on(t.labelCode),
    index('site_equipments_site_idx').on(t.siteCode, t.name),
  ],
);

/**
 * The codes a label's QR code carries: 128 random bits, never the equipment's id. One active code per
 * piece of equipment; a revoked code answers as one that never existed, a replaced one says only that.
 */
export const equipmentQrCodes = pgTable(
  'equipment_qr_codes',
  {
    publicId: varchar('public_id', { length: 32 }).primaryKey(),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => siteEquipments.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set with revokedAt when a new label took its place. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('equipment_qr_codes_active_idx')
      .on(t.equipmentId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** A manual, a safety data sheet, a CE declaration… of a piece of equipment; bytes in the file store. */
export const equipmentDocuments = pgTable(
  'equipment_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => siteEquipments.id, { onDelete: 'cascade' }),
    kind: equipmentDocumentKind('kind').notNull(),
    title: text('title').notNull(),
    storageKey: varchar('storage_key', { length: 80 }).notNull(),
    filename: text('filename').notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('equipment_documents_equipment_idx').on(t.equipmentId)],
);

/** The maintenance log: what was done on which day and by whom, and the portal's own lines (moves, states). */
export const equipmentLogEntries = pgTable(
  'equipment_log_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => siteEquipments.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: equipmentLogKind('kind').notNull(),
    description: text('description').notNull(),
    performedBy: text('performed_by'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('equipment_log_entries_equipment_idx').on(t.equipmentId, t.day)],
);

/**
 * A problem reported from a label's public page, and the ticket it opened. The code's reports of the last
 * hour bound how many more it takes.
 */
export const equipmentReports = pgTable(
  'equipment_reports',
  {
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => siteEquipments.id, { onDelete: 'cascade' }),
    qrCodeId: varchar('qr_code_id', { length: 32 })
      .notNull()
      .references(() => equipmentQrCodes.publicId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('equipment_reports_code_idx').on(t.qrCodeId, t.createdAt),
    index('equipment_reports_equipment_idx').on(t.equipmentId, t.createdAt),
  ],
);
