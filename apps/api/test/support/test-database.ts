import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@portale/db';

/**
 * The API suite runs twice: on embedded PGlite (default) and, with TEST_DATABASE=postgres, on the server
 * named by DATABASE_URL_TEST. Each test file gets a database of its own, dropped when it closes.
 */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const adminUrl = process.env.DATABASE_URL_TEST;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL_TEST');
  const name = `portale_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
