/**
 * Backups of the embedded database (README, "Backups"): one .tar.gz holding `database.tar`, the PGlite
 * folder as PGlite itself dumps it, and `files/`, the uploads. Taken from the running server when there
 * is one (it alone may open the folder), from the folder itself otherwise; restored into a fresh data
 * folder only.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@portale/db';
import { backupTokenHeader } from '@portale/shared';
import { backupTokenFile } from '../../src/modules/system/backup.routes.ts';

/** The database folder from the server on `apiUrl`, or from `dataDir` when no server answers there. */
async function databaseArchive(
  dataDir: string,
  apiUrl: string,
): Promise<{ bytes: Buffer; from: 'server' | 'folder' }> {
  const tokenPath = backupTokenFile(dataDir);
  const token = existsSync(tokenPath) ? readFileSync(tokenPath, 'utf8') : '';
  const answer = await fetch(`${apiUrl}/api/system/backup`, {
    method: 'POST',
    headers: { [backupTokenHeader]: token },
  }).catch(() => null);
  if (answer?.ok) return { bytes: Buffer.from(await answer.arrayBuffer()), from: 'server' as const };
  if (answer)
    throw new Error(
      `the portal at ${apiUrl} refused the backup (${answer.status}): is DATA_DIR the one it uses?`,
    );
  const database = await openDatabase({ dataDir });
  try {
    return { bytes: Buffer.from(await (await database.dump!()).arrayBuffer()), from: 'folder' as const };
  } finally {
    await database.close();
  }
}

/** Writes the backup into `outDir` and returns its path, size and where the database came from. */
export async function takeBackup(options: { dataDir: string; apiUrl: string; outDir: string; now?: Date }) {
  const work = mkdtempSync(path.join(tmpdir(), 'portale-backup-'));
  try {
    const { bytes, from } = await databaseArchive(options.dataDir, options.apiUrl);
    writeFileSync(path.join(work, 'database.tar'), bytes);
    // The files after the database: every file a row of the copy names was written before the row.
    const files = path.resolve(options.dataDir, 'files');
    if (existsSync(files)) execFileSync('cp', ['-a', files, path.join(work, 'files')]);
    mkdirSync(options.outDir, { recursive: true });
    const stamp = (options.now ?? new Date()).toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const archive = path.resolve(options.outDir, `portale-${stamp}.tar.gz`);
    execFileSync('tar', ['-czf', archive, '-C', work, ...readdirSync(work)]);
    return { archive, bytes: statSync(archive).size, from };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Restores a backup into `dataDir`, which must hold no database yet. */
export async function restoreBackup(options: { archive: string; dataDir: string }) {
  const target = path.resolve(options.dataDir, 'pglite');
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${options.dataDir} contiene già un database: ripristina in una cartella nuova e vuota`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'portale-restore-'));
  try {
    execFileSync('tar', ['-xzf', path.resolve(options.archive), '-C', work]);
    const dump = new Blob([readFileSync(path.join(work, 'database.tar'))]);
    const database = await openDatabase({ dataDir: options.dataDir, fromDump: dump });
    await database.close();
    if (existsSync(path.join(work, 'files'))) {
      execFileSync('cp', ['-a', path.join(work, 'files'), path.resolve(options.dataDir, 'files')]);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
