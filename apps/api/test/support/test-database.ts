import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@portale/db';
import { administer } from './template-database.ts';

/**
 * The API suite runs twice: on embedded PGlite (default) and, with TEST_DATABASE=postgres, on the server
 * named by DATABASE_URL_TEST. Each test file gets a database of its own, a copy of the migrated, seeded
 * one that the suite's global setup made (template-database.ts); a server's copy is dropped on close.
 */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** The day the copied demo data is relative to. */
export const templateDay = () => new Date(inject('apiTemplateDay'));

let archive: Promise<Blob> | undefined;

export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    archive ??= readFile(inject('apiTemplate')).then((bytes) => new Blob([bytes]));
    return openDatabase({ dataDir: 'memory://', fromDump: await archive });
  }
  const adminUrl = process.env.DATABASE_URL_TEST;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL_TEST');
  const name = `portale_test_${randomBytes(6).toString('hex')}`;
  await administer(adminUrl, `create database ${name} template ${inject('apiTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await administer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
