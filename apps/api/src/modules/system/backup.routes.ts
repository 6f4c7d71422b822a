import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@portale/db';
import { backupContract, backupTokenHeader } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import { registerRoute } from '../../plugins/route.ts';

/** Where the server keeps the token `npm run backup` reads (apps/api/scripts/backup/backup.ts). */
export const backupTokenFile = (dataDir: string) => path.resolve(dataDir, 'backup.token');

/**
 * The embedded database copied while the portal runs (README, "Backups"): only this process may open
 * its folder, so the backup command asks it. The token, new at each start, is written where only the
 * data folder's readers find it.
 */
export function registerBackupRoute(app: FastifyInstance, database: DatabaseHandle, dataDir: string) {
  const dump = database.dump;
  const token = randomBytes(32).toString('hex');
  if (dump && !dataDir.startsWith('memory://')) {
    app.addHook('onReady', async () => {
      await mkdir(path.resolve(dataDir), { recursive: true });
      await writeFile(backupTokenFile(dataDir), token, { mode: 0o600 });
    });
  }
  registerRoute(
    app,
    backupContract,
    async ({ request, reply }) => {
      if (!dump) throw new AppError('NOT_FOUND');
      const given = Buffer.from(String(request.headers[backupTokenHeader] ?? ''));
      const expected = Buffer.from(token);
      // A wrong token learns nothing, not even that the route exists.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('NOT_FOUND');
      }
      const archive = Buffer.from(await (await dump()).arrayBuffer());
      reply.type('application/x-tar');
      return archive;
    },
    { invalidates: [] },
  );
}
