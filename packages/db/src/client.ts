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
import { withAmbientTransactions } from './ambient-transaction.ts';
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
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel` (sent by any connection, once its
   * transaction commits). `onLost` runs when notices may have been missed (the listening connection
   * broke); listening resumes by itself. Returns the function that stops listening.
   */
  listen: (channel: string, handlers: NoticeHandlers) => Promise<() => Promise<void>>;
  /** The embedded database's whole folder as a tar archive, to open copies of it (`fromDump`). */
  dump?: () => Promise<Blob>;
};

export type NoticeHandlers = { onNotice: (payload: string) => void; onLost: () => void };

export type DatabaseOptions = {
  /** A postgres:// URL. When absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** For the embedded database: starts from this archive of another's folder (its `dump`). */
  fromDump?: Blob;
};

/**
 * The planner's settings on every connection. The areas' reads join up to nine tables (a ticket: its
 * site, job order, customer, author, acting staff, contact and role, and the user's sites); with the
 * defaults (8) PostgreSQL weighs every order of them on each call: 5 ms of planning for a ticket read in
 * 1 ms, on the benchmark's machine. Past six it keeps the order the query names, which puts the table read
 * first, and 1.5 ms of planning remain. Queries of six tables or fewer are planned as before.
 */
const plannerSettings = { join_collapse_limit: 6, from_collapse_limit: 6 } as const;
const plannerOptions = Object.entries(plannerSettings)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

/**
 * Connections each instance keeps to a PostgreSQL server, unless told otherwise (DATABASE_POOL_SIZE).
 * A few busy connections do more than many on a server of few cores: on the benchmark's working day (2
 * cores, 50 clients) 8 connections served 267 requests a second against 210–226 with 20, at p95 311 ms
 * against 382, and PostgreSQL spent 3.1 ms of processor a request against 3.7–3.8: fewer backends take
 * turns on the cores, and each connection reaches its statements' kept plans sooner. A request waiting
 * for a connection waits at most `connectTimeoutMs`.
 */
export const defaultPoolSize = 8;

/** How long a request waits for a connection to the server before it is told the database is unavailable. */
const connectTimeoutMs = 5000;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? defaultPoolSize,
      options: plannerOptions,
      // A server that takes connections but does not answer (failing over) must not hold a request past
      // the client's 30 s: the request gets a 503 and tries again (apps/api/src/plugins/errors.ts).
      connectionTimeoutMillis: connectTimeoutMs,
    });
    // An idle connection the server ends (a restart, an administrator) is dropped by the pool and the
    // next query opens another; without a listener its error would stop the process.
    pool.on('error', () => undefined);
    // The same for a connection in use between two queries (a transaction waiting on the app): its
    // next query fails instead, and the pool discards it when it comes back.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // Fail fast with the server's own error instead of at the first request.
    await pool.query('select 1');
    // Work run in inAmbientTransaction takes part in it, whichever repository asks (ambient-transaction.ts).
    const db = withAmbientTransactions(drizzlePg({ client: pool, schema }));
    return {
      db,
      driver: 'postgres',
      pool,
      migrate: () => migrateAlone(pool),
      close: () => pool.end(),
      listen: (channel, handlers) => listenOnServer(options.databaseUrl ?? '', channel, handlers),
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  const dataDir = inMemory ? undefined : path.resolve(options.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir && { dataDir }),
    ...(options.fromDump && { loadDataDir: options.fromDump }),
  });
  // The embedded database plans as a server would: its one connection gets the same settings.
  await client.exec(
    Object.entries(plannerSettings)
      .map(([name, value]) => `set ${name} = ${value};`)
      .join(' '),
  );
  // As on a server: inside inAmbientTransaction every query goes to it (the one connection would wait
  // on its own transaction otherwise).
  const db = withAmbientTransactions(drizzlePglite({ client, schema }));
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    // One process holds the embedded database: no connection to lose.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onNotice);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

/** The advisory lock key of the migrations: any number no other lock of the portal uses. */
const migrationLockKey = 7_214_530_001;

/**
 * Runs the migrations holding an advisory lock, on a connection of its own: instances starting together
 * on one server migrate one at a time, and the ones after the first find nothing left to do.
 */
async function migrateAlone(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    // Ending the connection would free the lock too; unlocking lets the pool keep it.
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
}

const relistenDelayMs = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would go back to the pool), opened again after any
 * failure, with `onLost` called each time notices may have been missed.
 */
async function listenOnServer(connectionString: string, channel: string, handlers: NoticeHandlers) {
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = null;
      handlers.onLost();
      void next.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect().catch(retry), relistenDelayMs).unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  const retry = () => {
    handlers.onLost();
    if (!stopped) setTimeout(() => void connect().catch(retry), relistenDelayMs).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    // A server closing at the same moment may answer the goodbye with an error: nothing to do then.
    await client?.end().catch(() => undefined);
    client = null;
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
