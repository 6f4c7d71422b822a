import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sites } from './organisation.ts';
import { users } from './users.ts';
import { variationRequests } from './variations.ts';

/**
 * The kind of space a room is (destinazione d'uso: ward, office, toilet, corridor...). Its coefficient
 * turns a room's area into equivalent square metres (PRODUCT.md, Fees), in thousandths (1000 = 1.000);
 * null while the provider has not set it, which the fee calls answer with 512.
 */
export const areaCategories = pgTable('area_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  coefficientThousandths: integer('coefficient_thousandths'),
});

/**
 * How often a room is cleaned, by code ('7/7' every day, '3/7' three days a week, '1/30' once a month).
 * Its coefficient multiplies the equivalent area like the category's; null while not set (512).
 */
export const cleaningFrequencies = pgTable('cleaning_frequencies', {
  code: varchar('code', { length: 16 }).primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: smallint('sort_order').notNull(),
  coefficientThousandths: integer('coefficient_thousandths'),
});

/** A building (edificio, padiglione) of a site, named uniquely within it. */
export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [unique('buildings_site_name_key').on(t.siteCode, t.name)],
);

/** A floor (piano) of a building, named uniquely within it. */
export const floors = pgTable(
  'floors',
  {
    id: serial('id').primaryKey(),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [unique('floors_building_name_key').on(t.buildingId, t.name)],
);

/**
 * A room (vano, locale): its identity and place. The identifier is the provider's code of the room,
 * unique within the site, and the key an import matches on, so the same file imported twice changes
 * nothing. What a room is on a given day (name, area, category, frequency, open or not) is in
 * room_states. siteCode repeats the floor's building's site so a site's rooms are one index away.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    floorId: integer('floor_id')
      .notNull()
      .references(() => floors.id, { onDelete: 'cascade' }),
    identifier: varchar('identifier', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('rooms_site_identifier_key').on(t.siteCode, t.identifier),
    index('rooms_floor_idx').on(t.floorId),
  ],
);

export const roomState = pgEnum('room_state', ['open', 'closed', 'suspended']);

/**
 * A room's history, as snapshots: each row is what the room is from effectiveFrom until the day before
 * the next row's (or for ever). A day's state is the latest row on or before it; before the first row
 * the room did not exist yet. A change (an import, later an accepted variation) adds a row and never
 * edits an older one, so any past day can be asked again and every fee recomputed.
 */
export const roomStates = pgTable(
  'room_states',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    state: roomState('state').notNull(),
    name: text('name').notNull(),
    /** Area in hundredths of a square metre (1250 = 12.50 m²). */
    areaCentiSqm: integer('area_centi_sqm').notNull(),
    areaCategoryId: integer('area_category_id')
      .notNull()
      .references(() => areaCategories.id),
    frequencyCode: varchar('frequency_code', { length: 16 })
      .notNull()
      .references(() => cleaningFrequencies.code),
    /** The import that wrote this row; null for the demo data and for variations. */
    importRunId: uuid('import_run_id').references(() => roomImportRuns.id, { onDelete: 'set null' }),
    /**
     * The accepted variation request that wrote this row (its start, and the row that puts the room back
     * as it was the day after its end): the fee engine leaves these rows out to tell a variation's effect.
     */
    variationId: integer('variation_id').references((): AnyPgColumn => variationRequests.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.effectiveFrom] })],
);

/**
 * An import of a site's rooms from a spreadsheet, dry run or applied: who ran it, what it found, and
 * the rejected rows (their cells and the reason for each column) for the rejected-rows spreadsheet.
 */
export const roomImportRuns = pgTable(
  'room_import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    dryRun: boolean('dry_run').notNull(),
    /** The day the changes take effect. */
    effectiveFrom: date('effective_from').notNull(),
    rowsRead: integer('rows_read').notNull(),
    added: integer('added').notNull(),
    changed: integer('changed').notNull(),
    closed: integer('closed').notNull(),
    rejected: integer('rejected').notNull(),
    /** [{ row, cells: string[], errors: { column: message } }], for the rejected-rows spreadsheet. */
    rejectedRows: jsonb('rejected_rows').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('room_import_runs_site_idx').on(t.siteCode, t.createdAt)],
);
