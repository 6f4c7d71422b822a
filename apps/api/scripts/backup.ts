/**
 * `npm run backup [-- --out backups]`: a backup of the embedded database and the uploads of DATA_DIR
 * (./data by default), taken from the running portal (PORT, 3000 by default) or, when none runs, from
 * the folder. With a PostgreSQL server, back it up with pg_dump (README, "Backups").
 */
import { parseArgs } from 'node:util';
import { takeBackup } from './backup/archive.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
if (process.env.DATABASE_URL) {
  console.error('Il portale usa un server PostgreSQL: fai il backup con pg_dump (README, «Backups»).');
  process.exit(2);
}
const dataDir = process.env.DATA_DIR || './data';
const apiUrl = `http://127.0.0.1:${process.env.PORT || '3000'}`;
try {
  const backup = await takeBackup({ dataDir, apiUrl, outDir: values.out });
  const megabytes = (backup.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backup scritto in ${backup.archive} (${megabytes} MB, database letto ${backup.from === 'server' ? 'dal portale in esecuzione' : 'dalla cartella dei dati'}).`,
  );
} catch (error) {
  console.error(`Backup non riuscito: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
