/**
 * Fills the database with the demo data.
 *
 *   npm run seed -- [--scale N] [--reset]
 *
 * Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (./data by default); the demo
 * documents' files go to DATA_DIR/files, where the server reads them.
 * --reset empties every table first; without it a database that already has customers is left alone.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isDatabaseEmpty, openDatabase } from '@portale/db';
import { countRowsPerTable, truncateAllTables } from './database-tables.ts';
import { seedDemoData } from './seed.ts';

function readOptions() {
  const { values } = parseArgs({
    options: { scale: { type: 'string', default: '1' }, reset: { type: 'boolean', default: false } },
  });
  const scale = Number(values.scale);
  if (!Number.isFinite(scale) || scale < 1) {
    throw new Error(`--scale takes a number from 1 up, not "${values.scale}"`);
  }
  return { scale, reset: values.reset };
}

async function main(): Promise<number> {
  const { scale, reset } = readOptions();
  const started = performance.now();
  const dataDir = process.env.DATA_DIR || './data';
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  try {
    console.log(
      `database: ${database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`,
    );
    await database.migrate();
    if (reset) {
      await truncateAllTables(database.db);
      console.log('every table emptied (--reset)');
    } else if (!(await isDatabaseEmpty(database.db))) {
      console.error(
        'The database already has data: nothing was changed. Run again with --reset to replace it.',
      );
      return 1;
    }
    await seedDemoData(database.db, {
      scale,
      log: (line) => console.log(line),
      filesRoot: path.resolve(dataDir, 'files'),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`scale ${scale} seeded in ${seconds} s`);
    for (const { table, rows } of await countRowsPerTable(database.db)) {
      console.log(`  ${table.padEnd(16)} ${String(rows).padStart(8)}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
