/**
 * A PostgreSQL server of the fault test's own (`npm run test:faults`), in a temporary folder on a port of
 * its own, from the machine's PostgreSQL binaries: the test stops and restarts it under load without
 * touching the server other tests and services use. As root, the server runs as the `postgres` user
 * (PostgreSQL refuses to run as root).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

export type PrivatePostgres = {
  url: (database: string) => string;
  /** Stops the server as a crash would (`-m immediate`: no checkpoint, recovery at the next start). */
  crash: () => void;
  start: () => void;
  destroy: () => void;
};

/** The newest PostgreSQL of Debian's layout (/usr/lib/postgresql/<version>/bin), or null. */
export function findPostgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export function startPrivatePostgres(port: number): PrivatePostgres {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const folder = mkdtempSync(path.join(tmpdir(), 'portale-faults-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(folder, uid, gid);
  }
  const dataDir = path.join(folder, 'data');
  const run = (program: string, args: string[]) => {
    const command = path.join(binaries, program);
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    }
  };
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start']);

  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  start();
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    crash: () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']),
    start,
    destroy: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
