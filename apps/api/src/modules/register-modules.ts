import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { JobLeaseRepository } from '../plugins/job-leases.repository.ts';
import type { AuthContext } from '../plugins/auth-context.ts';
import type { ReadCache } from '../plugins/read-cache.ts';
import type { AppModule, BackgroundJob, ProfileCountsSource } from './app-module.ts';

/**
 * Puts the modules into the app: their hooks, their routes under /api, their background jobs (started
 * when the app is ready, stopped when it closes, a failure logged and retried at the next interval, run
 * by one instance at a time through `leases`) and their profile counts.
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly AppModule[],
  profile: { addProfileCounts: (source: ProfileCountsSource) => void },
  badgeCounts: ReadCache,
  leases: JobLeaseRepository,
): Promise<void> {
  for (const module of modules) {
    module.hooks?.(app);
    if (module.profileCounts) {
      profile.addProfileCounts(
        keptCounts(module.name, module.profileCounts, module.profileCountsReadFrom, badgeCounts),
      );
    }
    for (const job of module.jobs ?? []) scheduleJob(app, leases, module.name, job);
  }
  await app.register(
    async (api) => {
      for (const module of modules) module.routes?.(api);
    },
    { prefix: '/api' },
  );
}

/** Everything of a caller a badge may depend on: who they are, their reach and their roles. */
const countsKey = (auth: AuthContext) =>
  JSON.stringify([
    auth.userId,
    auth.kind,
    auth.customerCode,
    auth.atiGroupId,
    auth.limitedToSites,
    auth.customerSubRoles,
    auth.backOfficePermissions,
    auth.impersonatorUserId ?? null,
  ]);

/**
 * A module's profile counts, kept in memory per caller between changes of the tables it declares
 * (and of `users`, whose roles and reach decide them), when it declares them.
 */
function keptCounts(
  moduleName: string,
  counts: ProfileCountsSource,
  readFrom: AppModule['profileCountsReadFrom'],
  cache: ReadCache,
): ProfileCountsSource {
  if (!readFrom) return counts;
  return (auth) =>
    cache.read(`${moduleName}|${countsKey(auth)}`, () => counts(auth), { tags: [...readFrom, 'users'] });
}

/** This process, as the job leases name who ran a job. */
const thisInstance = `${hostname()}:${process.pid}`;

/** How often an instance asks whether a job is due: a job whose instance died runs at most this late. */
const longestDueCheckMs = 60_000;

/**
 * Runs a job when the app is ready (awaited, so a run at start ends before the first request and before
 * a quick close) and then every interval in the background: never while its previous run is still going,
 * only when this instance takes its lease (so once per interval across every instance on the database),
 * and waited for before the hub and the database close.
 */
function scheduleJob(
  app: FastifyInstance,
  leases: JobLeaseRepository,
  moduleName: string,
  job: BackgroundJob,
) {
  const leaseName = `${moduleName}: ${job.name}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runWhenDue = async () => {
    if (!(await leases.claim(leaseName, job.intervalMs, thisInstance))) return;
    try {
      await job.run();
    } finally {
      await leases.release(leaseName, thisInstance);
    }
  };
  const run = () => {
    running ??= runWhenDue()
      .catch((err: unknown) => {
        app.log.warn({ err, module: moduleName, job: job.name }, 'background job failed');
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    if (job.runAtStart) await run();
    timer = setInterval(() => void run(), Math.min(job.intervalMs, longestDueCheckMs));
    timer.unref();
  });
  // Before the hub and the database close (onClose), so that a run in progress ends with them open.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
