import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  /** 'pglite' for the embedded database, 'postgres' for a server. */
  driver: 'pglite' | 'postgres';
  /** The pool of the PostgreSQL server, when there is one (the real-time adapter needs it). */
  pool?: pg.Pool;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** A postgres:// URL. When absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // Fail fast with the server's own error instead of at the first request.
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      pool,
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  const dataDir = inMemory ? undefined : path.resolve(options.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
