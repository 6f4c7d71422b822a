import { index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { atiGroups, sites } from './organisation.ts';

/** A manager of one of the ATI's member companies, responsible for some of its sites. */
export const atiManagers = pgTable(
  'ati_managers',
  {
    id: serial('id').primaryKey(),
    atiGroupId: integer('ati_group_id')
      .notNull()
      .references(() => atiGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    companyName: text('company_name').notNull(),
    role: text('role').notNull(),
    email: text('email'),
    phone: text('phone'),
  },
  (t) => [index('ati_managers_group_idx').on(t.atiGroupId)],
);

export const atiManagerSites = pgTable(
  'ati_manager_sites',
  {
    managerId: integer('manager_id')
      .notNull()
      .references(() => atiManagers.id, { onDelete: 'cascade' }),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.managerId, t.siteCode] }),
    index('ati_manager_sites_site_idx').on(t.siteCode),
  ],
);
