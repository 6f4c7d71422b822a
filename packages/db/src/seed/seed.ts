import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { atiGroups, customers, jobOrders, sites, users, userSites } from '../schema/index.ts';
import { demoPassword } from './accounts.ts';
import { localIsoDate } from './dates.ts';
import { generateDemoData } from './generate.ts';
import type { DemoData } from './rows.ts';

export type SeedOptions = {
  /** 1 (the default) is the small demo; N gives about N times as much. */
  scale?: number;
  /** The day the dates are relative to; now by default. */
  today?: Date;
  log?: (line: string) => void;
};

export type SeedCounts = Record<keyof DemoData, number>;

const chunkSize = 1000;

async function insertInChunks<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db.insert(table).values(rows.slice(start, start + chunkSize));
  }
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ code: customers.code }).from(customers).limit(1);
  return rows.length === 0;
}

/**
 * Generates the demo data and inserts it in one transaction, parents before children. Every user gets
 * the demo password; it is hashed once, as argon2 is deliberately slow.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedCounts> {
  const log = options.log ?? (() => undefined);
  const data = generateDemoData({
    scale: options.scale ?? 1,
    today: localIsoDate(options.today ?? new Date()),
  });
  const passwordHash = await hashPassword(demoPassword);
  const passwordChangedAt = new Date();

  await db.transaction(async (tx) => {
    await insertInChunks(tx, customers, data.customers);
    await insertInChunks(tx, atiGroups, data.atiGroups);
    // The groups carry explicit ids: move the sequence past them for groups created later.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('ati_groups', 'id'), (select max(id) from ati_groups))`,
    );
    await insertInChunks(tx, jobOrders, data.jobOrders);
    await insertInChunks(tx, sites, data.sites);
    await insertInChunks(
      tx,
      users,
      data.users.map((user) => ({ ...user, passwordHash, passwordChangedAt })),
    );
    await insertInChunks(tx, userSites, data.userSites);
  });

  const counts: SeedCounts = {
    customers: data.customers.length,
    atiGroups: data.atiGroups.length,
    jobOrders: data.jobOrders.length,
    sites: data.sites.length,
    users: data.users.length,
    userSites: data.userSites.length,
  };
  log(
    `demo data: ${Object.entries(counts)
      .map(([table, count]) => `${count} ${table}`)
      .join(', ')}`,
  );
  return counts;
}
