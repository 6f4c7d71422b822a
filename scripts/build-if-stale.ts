/**
 * The builds `npm start` and `npm run cluster` run first, each only when what it builds is missing or
 * older than its sources.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const webRoot = 'apps/web';
const builtIndex = path.join(webRoot, 'dist/index.html');
export const builtServer = 'apps/api/dist/server/server.js';

function newestModification(directory: string): number {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

/** Whether `built` is missing or older than any file of `sources` (folders). */
function isStale(built: string, sources: string[]): boolean {
  if (!existsSync(built)) return true;
  return Math.max(...sources.map(newestModification)) > statSync(built).mtimeMs;
}

function buildIfStale(built: string, sources: string[], message: string, npmArgs: string[]) {
  if (!isStale(built, sources)) return;
  console.log(message);
  const build = spawnSync('npm', npmArgs, { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export function buildWebIfStale() {
  buildIfStale(
    builtIndex,
    [path.join(webRoot, 'src'), 'packages/shared/src'],
    'Costruisco l’applicazione web…',
    ['run', 'build', '-w', '@portale/web'],
  );
}

export function buildServerIfStale() {
  buildIfStale(
    builtServer,
    [
      'apps/api/src',
      'packages/shared/src',
      'packages/db/src',
      'packages/db/migrations',
      'packages/demo-data/src',
    ],
    'Compilo il server…',
    ['run', 'build:api'],
  );
}
