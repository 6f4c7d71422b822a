import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../plugins/auth-context.ts';
import type { ReadCache } from '../plugins/read-cache.ts';
import type { AppModule, BackgroundJob, ProfileCountsSource } from './app-module.ts';

/**
 * Puts the modules into the app: their hooks, their routes under /api, their background jobs (started
 * when the app is ready, stopped when it closes, a failure logged and retried at the next interval) and
 * their profile counts.
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly AppModule[],
  profile: { addProfileCounts: (source: ProfileCountsSource) => void },
  badgeCounts: ReadCache,
): Promise<void> {
  for (const module of modules) {
    module.hooks?.(app);
    if (module.profileCounts) {
      profile.addProfileCounts(
        keptCounts(module.name, module.profileCounts, module.profileCountsReadFrom, badgeCounts),
      );
    }
    for (const job of module.jobs ?? []) scheduleJob(app, module.name, job);
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

/**
 * Runs a job when the app is ready (awaited, so a run at start ends before the first request and before
 * a quick close) and then every interval in the background: never while its previous run is still going,
 * and waited for before the hub and the database close.
 */
function scheduleJob(app: FastifyInstance, moduleName: string, job: BackgroundJob) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= job
      .run()
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
    timer = setInterval(() => void run(), job.intervalMs);
    timer.unref();
  });
  // Before the hub and the database close (onClose), so that a run in progress ends with them open.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
