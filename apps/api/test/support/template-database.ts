import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@portale/db';
import { seedDemoData } from '@portale/demo-data';

/**
 * Vitest's global setup of the API suite: migrates and seeds one database before any test file runs,
 * and every file then opens a copy of it (test-database.ts). Rebuilding it for each file took 3.5 to
 * 6 s a file on PGlite (starting an empty database, migrations, demo data); a copy takes under one.
 * PGlite: the seeded folder as a tar archive in a temporary folder. PostgreSQL: a database that each
 * file names as the TEMPLATE of its own.
 */

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges
  export interface ProvidedContext {
    /** The archive of the seeded PGlite folder, or the name of the seeded PostgreSQL database. */
    apiTemplate: string;
    /** The moment the demo data was seeded (ISO), for the files written beside a copy. */
    apiTemplateDay: string;
  }
}

export default async function setup(project: TestProject) {
  const today = new Date();
  project.provide('apiTemplateDay', today.toISOString());
  if (process.env.TEST_DATABASE === 'postgres') {
    const adminUrl = process.env.DATABASE_URL_TEST;
    if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL_TEST');
    const name = `portale_template_${randomBytes(6).toString('hex')}`;
    await administer(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 2 });
    try {
      await database.migrate();
      await seedDemoData(database.db, { today });
    } finally {
      // A template must have no connection while it is copied.
      await database.close();
    }
    project.provide('apiTemplate', name);
    return () => administer(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'portale-api-template-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    await seedDemoData(database.db, { today });
    const archive = path.join(folder, 'seeded.tar');
    await writeFile(archive, Buffer.from(await (await database.dump!()).arrayBuffer()));
    project.provide('apiTemplate', archive);
  } finally {
    await database.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}

export async function administer(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
