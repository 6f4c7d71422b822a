/**
 * The API instances and the load balancer of `npm run cluster` and of the fault test: each instance is
 * the compiled server (apps/api/dist) in a process of its own on a port of its own, HAProxy in front with
 * deploy/haproxy.cfg and one `server` line per instance.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const builtServer = 'apps/api/dist/server/server.js';
const balancerConfig = 'deploy/haproxy.cfg';

export type Instance = {
  name: string;
  port: number;
  process: ChildProcess;
  /** Settles when the process has ended, with its exit code or signal. */
  ended: Promise<string>;
};

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts one instance and resolves once it listens (the server tells its parent so). */
export function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const child = fork(builtServer, [], {
    // The compiled server runs on plain node, as in production, not under this script's loader.
    execArgv: [],
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ended = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? `code ${code ?? '?'}`));
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type?: string }) => {
      if (message.type === 'listening') resolve({ name, port, process: child, ended });
    });
    void ended.then((how) => reject(new Error(`instance ${name} stopped before it listened (${how})`)));
  });
}

export type Balancer = { url: string; process: ChildProcess; stop: () => Promise<void> };

/** HAProxy on `port`, in front of the instances (their names and ports), with the repository's config. */
export async function startBalancer(port: number, instances: readonly { name: string; port: number }[]) {
  const folder = mkdtempSync(path.join(tmpdir(), 'portale-haproxy-'));
  const file = path.join(folder, 'haproxy.cfg');
  const servers = instances.map(
    ({ name, port: instancePort }) => `    server ${name} 127.0.0.1:${instancePort} check`,
  );
  writeFileSync(file, `${readFileSync(balancerConfig, 'utf8')}${servers.join('\n')}\n`);
  const child = spawn('haproxy', ['-f', file, '-db', '-q'], {
    env: { ...process.env, PORTALE_BIND: `127.0.0.1:${port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok === true, 15_000);
  return {
    url,
    process: child,
    stop: async () => {
      child.kill('SIGTERM');
      await ended;
    },
  } satisfies Balancer;
}

/**
 * Resolves once the instance on `port` answers its health check and HAProxy has had time to put it back
 * (two good checks, 500 ms apart: deploy/haproxy.cfg).
 */
export async function waitUntilBalanced(port: number): Promise<void> {
  await waitUntil(
    async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok === true,
    10_000,
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

/** Asks `check` every 100 ms until it says yes; fails after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
