/**
 * `npm run restore -- <backup.tar.gz>`: restores a backup of `npm run backup` into DATA_DIR (./data by
 * default), which must hold no database yet; then `npm start` opens it.
 */
import { restoreBackup } from './backup/archive.ts';

const archive = process.argv[2];
if (!archive) {
  console.error(
    'uso: npm run restore -- <file di backup .tar.gz>   (DATA_DIR: la cartella nuova, ./data di solito)',
  );
  process.exit(2);
}
const dataDir = process.env.DATA_DIR || './data';
try {
  await restoreBackup({ archive, dataDir });
  console.log(`Backup ripristinato in ${dataDir}: avvia il portale con npm start.`);
} catch (error) {
  console.error(`Ripristino non riuscito: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
