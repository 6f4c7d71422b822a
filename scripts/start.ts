/**
 * `npm start`: builds the web app and the API's JavaScript when either is missing or older than its
 * sources, then runs the compiled API with node, which serves the built app on the same port, and prints
 * the address and the demo accounts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { demoAccounts } from '@portale/demo-data/accounts';
import { buildServerIfStale, buildWebIfStale, builtServer } from './build-if-stale.ts';

const started = performance.now();
buildWebIfStale();
buildServerIfStale();

/**
 * The API runs as a child process, started again if it ever stops on its own once it has served: after
 * 1 s, doubling up to 30 s while it keeps failing, back to 1 s once it has run for a minute. One that
 * never came up (a bad setting, a database out of reach) is not retried: its message is the answer. A
 * signal to `npm start` stops it for good.
 */
const firstRestartDelayMs = 1_000;
const longestRestartDelayMs = 30_000;
const stableRunMs = 60_000;
let restartDelayMs = firstRestartDelayMs;
let stopping = false;
let hasServed = false;
let server: ChildProcess;

function printReady(url: string | undefined) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = demoAccounts.map((account) => `  ${account.username.padEnd(16)} ${account.description}`);
  console.log(
    [
      '',
      `Portale Clienti è pronto su ${url} (avviato in ${seconds} s)`,
      '',
      `Account dimostrativi (password ${demoAccounts[0]?.password ?? ''}):`,
      ...rows,
      '',
    ].join('\n'),
  );
}

function startServer(firstStart: boolean) {
  const startedAt = Date.now();
  server = spawn(process.execPath, [builtServer], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { NODE_ENV: 'production', ...process.env },
  });
  server.on('message', (message: { type?: string; url?: string }) => {
    if (message.type !== 'listening') return;
    hasServed = true;
    if (firstStart) printReady(message.url);
    else console.log(`Il server è di nuovo attivo su ${message.url}`);
  });
  server.on('exit', (code, signal) => {
    if (stopping || !hasServed) process.exit(code ?? 0);
    if (Date.now() - startedAt > stableRunMs) restartDelayMs = firstRestartDelayMs;
    const cause = signal ? `segnale ${signal}` : `codice ${code ?? '?'}`;
    console.error(`Il server si è fermato (${cause}): lo riavvio tra ${restartDelayMs / 1000} s`);
    setTimeout(() => startServer(false), restartDelayMs);
    restartDelayMs = Math.min(restartDelayMs * 2, longestRestartDelayMs);
  });
}

startServer(true);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    if (server.exitCode !== null || server.signalCode !== null) process.exit(0);
    server.kill(signal);
  });
}
