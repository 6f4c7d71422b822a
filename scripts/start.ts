/**
 * `npm start`: builds the web app when it is missing or older than its sources, then runs the API, which
 * serves the built app on the same port, and prints the address and the demo accounts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { demoAccounts } from '@portale/db/seed';

const webRoot = 'apps/web';
const builtIndex = path.join(webRoot, 'dist/index.html');

function newestModification(directory: string): number {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

function webBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const sources = Math.max(
    newestModification(path.join(webRoot, 'src')),
    newestModification('packages/shared/src'),
  );
  return sources > statSync(builtIndex).mtimeMs;
}

const started = performance.now();
if (webBuildIsStale()) {
  console.log('Costruisco l’applicazione web…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@portale/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { NODE_ENV: 'production', ...process.env },
});

server.on('message', (message: { type?: string; url?: string }) => {
  if (message.type !== 'listening') return;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = demoAccounts.map((account) => `  ${account.username.padEnd(16)} ${account.description}`);
  console.log(
    [
      '',
      `Portale Clienti è pronto su ${message.url} (avviato in ${seconds} s)`,
      '',
      `Account dimostrativi (password ${demoAccounts[0]?.password ?? ''}):`,
      ...rows,
      '',
    ].join('\n'),
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
