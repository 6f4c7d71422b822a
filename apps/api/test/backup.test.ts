import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject as provided } from 'vitest';
import { openDatabase } from '@portale/db';
import { backupTokenHeader } from '@portale/shared';
import { restoreBackup, takeBackup } from '../scripts/backup/archive.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { backupTokenFile } from '../src/modules/system/backup.routes.ts';
import { demoPassword } from './support/test-app.ts';

/**
 * `npm run backup` and `npm run restore` on the embedded database (PGlite only: with a server the
 * backup is pg_dump's): a backup taken from the running portal restores into a fresh folder, where the
 * users sign in and find what was written before the backup.
 */

const folders: string[] = [];
const newFolder = async (name: string) => {
  const folder = await mkdtemp(path.join(tmpdir(), `portale-${name}-`));
  folders.push(folder);
  return folder;
};
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** The portal on a data folder of its own, listening, as `npm start` runs it. */
async function startPortal(dataDir: string, seeded: boolean) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: 'none',
  });
  const fromDump = seeded ? new Blob([await readFile(provided('apiTemplate'))]) : undefined;
  const database = await openDatabase({ dataDir, ...(fromDump && { fromDump }) });
  const { app } = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const signIn = (url: string, username: string) =>
  fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword }),
  });

describe('a backup of the embedded database', () => {
  it('is taken while the portal runs and restores into a fresh folder, where users sign in', async () => {
    const dataDir = await newFolder('data');
    const portal = await startPortal(dataDir, true);
    let archive: string;
    try {
      // Something written just before the backup: a ticket.
      const { token } = (await (await signIn(portal.url, 'cliente.demo')).json()) as { token: string };
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const [site] = (await (await fetch(`${portal.url}/api/tickets/site-options`, { headers })).json()) as {
        siteCode: string;
      }[];
      const created = await fetch(`${portal.url}/api/tickets`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          type: 'REPORT',
          urgency: 'LOW',
          siteCode: site?.siteCode,
          subject: 'Prima del backup',
          description: 'x',
        }),
      });
      expect(created.status).toBe(201);

      const backup = await takeBackup({ dataDir, apiUrl: portal.url, outDir: await newFolder('backups') });
      expect(backup.from).toBe('server');
      expect((await stat(backup.archive)).size).toBe(backup.bytes);
      archive = backup.archive;

      // Without the server's token there is no copy, nor a sign of the route.
      const refused = await fetch(`${portal.url}/api/system/backup`, {
        method: 'POST',
        headers: { [backupTokenHeader]: 'x'.repeat(64) },
      });
      expect(refused.status).toBe(404);
      expect((await readFile(backupTokenFile(dataDir), 'utf8')).length).toBe(64);
    } finally {
      await portal.close();
    }

    const restoredDir = await newFolder('restored');
    await restoreBackup({ archive, dataDir: restoredDir });
    // A folder that holds a database is never overwritten.
    await expect(restoreBackup({ archive, dataDir: restoredDir })).rejects.toThrow(
      /contiene già un database/,
    );

    const restored = await startPortal(restoredDir, false);
    try {
      const login = await signIn(restored.url, 'cliente.demo');
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const list = await fetch(
        `${restored.url}/api/tickets/my-list?search=${encodeURIComponent('Prima del backup')}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      expect(JSON.stringify(await list.json())).toContain('Prima del backup');
    } finally {
      await restored.close();
    }
  });

  it('is taken from the folder itself when no portal runs', async () => {
    const dataDir = await newFolder('idle');
    const portal = await startPortal(dataDir, true);
    await portal.close();
    const backup = await takeBackup({
      dataDir,
      apiUrl: 'http://127.0.0.1:9',
      outDir: await newFolder('idle-backups'),
    });
    expect(backup.from).toBe('folder');
    const restoredDir = await newFolder('idle-restored');
    await restoreBackup({ archive: backup.archive, dataDir: restoredDir });
    const restored = await startPortal(restoredDir, false);
    try {
      expect((await signIn(restored.url, 'staff.demo')).status).toBe(200);
    } finally {
      await restored.close();
    }
  });
});
