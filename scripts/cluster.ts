/**
 * `npm run cluster -- [--instances 3] [--port 8080]`: the portal on several API instances behind HAProxy,
 * on one PostgreSQL server (DATABASE_URL), on this machine (README, "Several instances"). Builds what is
 * stale, starts the first instance alone (it migrates and, on an empty database, loads the demo data),
 * then the others, then HAProxy with deploy/haproxy.cfg; prints the address and the demo accounts.
 * An instance that stops on its own is started again. `kill -HUP <pid>` restarts every instance in turn
 * (a deploy: build first), each one drained before it stops, so that no request fails.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { demoAccounts } from '@portale/demo-data/accounts';
import {
  startBalancer,
  startInstance,
  waitUntilBalanced,
  type Balancer,
  type Instance,
} from '../apps/api/scripts/cluster/instances.ts';
import { buildServerIfStale, buildWebIfStale } from './build-if-stale.ts';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'first-instance-port': { type: 'string', default: '3101' },
  },
});
const count = Number(values.instances);
const port = Number(values.port);
const firstInstancePort = Number(values['first-instance-port']);
if (!process.env.DATABASE_URL) {
  console.error('npm run cluster vuole un server PostgreSQL: DATABASE_URL=postgres://… npm run cluster');
  process.exit(2);
}
if (spawnSync('haproxy', ['-v']).status !== 0) {
  console.error('HAProxy non è installato: apt-get install haproxy');
  process.exit(2);
}

buildWebIfStale();
buildServerIfStale();

const instanceEnv = {
  PUBLIC_URL: `http://localhost:${port}`,
  // Behind HAProxy: the client's address comes from X-Forwarded-For.
  TRUST_PROXY: 'true',
  // Long enough for HAProxy (a check every 500 ms) to take a stopping instance out first.
  SHUTDOWN_DRAIN_SECONDS: '2',
};
const names = Array.from({ length: count }, (_, index) => `api${index + 1}`);
const running = new Map<string, Instance>();
let stopping = false;

async function launch(name: string, index: number): Promise<Instance> {
  const instance = await startInstance(name, firstInstancePort + index, instanceEnv);
  running.set(name, instance);
  void instance.ended.then((how) => {
    if (stopping || running.get(name) !== instance) return;
    console.error(`L’istanza ${name} si è fermata (${how}): la riavvio tra 1 s`);
    setTimeout(() => void launch(name, index).catch((error: unknown) => console.error(error)), 1000);
  });
  return instance;
}

const started = performance.now();
// The first alone: it migrates and fills an empty database; the others then find both done.
await launch(names[0]!, 0);
await Promise.all(names.slice(1).map((name, index) => launch(name, index + 1)));
const balancer: Balancer = await startBalancer(
  port,
  names.map((name, index) => ({ name, port: firstInstancePort + index })),
);

const rows = demoAccounts.map((account) => `  ${account.username.padEnd(16)} ${account.description}`);
console.log(
  [
    '',
    `Portale Clienti è pronto su http://localhost:${port}: ${count} istanze dietro HAProxy ` +
      `(avviato in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    `Riavvio a rotazione dopo un aggiornamento: npm run build && kill -HUP ${process.pid}`,
    '',
    `Account dimostrativi (password ${demoAccounts[0]?.password ?? ''}):`,
    ...rows,
    '',
  ].join('\n'),
);

/** Each instance in turn: SIGTERM (it drains, then ends its requests), started again, back in HAProxy. */
async function rollingRestart() {
  for (const [index, name] of names.entries()) {
    const current = running.get(name);
    running.delete(name);
    if (current) {
      current.process.kill('SIGTERM');
      await current.ended;
    }
    const next = await launch(name, index);
    await waitUntilBalanced(next.port);
    console.log(`Istanza ${name} riavviata`);
  }
}

let rolling = false;
process.on('SIGHUP', () => {
  if (rolling) return;
  rolling = true;
  console.log('Riavvio a rotazione delle istanze…');
  rollingRestart()
    .then(() => console.log('Riavvio a rotazione concluso'))
    .catch((error: unknown) => console.error('Riavvio a rotazione interrotto:', error))
    .finally(() => {
      rolling = false;
    });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    void (async () => {
      await balancer.stop();
      const instances = [...running.values()];
      for (const instance of instances) instance.process.kill('SIGTERM');
      await Promise.all(instances.map((instance) => instance.ended));
      process.exit(0);
    })();
  });
}
