import type { FastifyInstance } from 'fastify';
import type { AppModule, BackgroundJob, ProfileCountsSource } from './app-module.ts';

/**
 * Puts the modules into the app: their hooks, their routes under /api, their background jobs (run
 * when the app is ready, stopped when it closes, a failure logged and retried at the next interval) and
 * their profile counts.
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly AppModule[],
  profile: { addProfileCounts: (source: ProfileCountsSource) => void },
): Promise<void> {
  for (const module of modules) {
    module.hooks?.(app);
    if (module.profileCounts) profile.addProfileCounts(module.profileCounts);
    for (const job of module.jobs ?? []) scheduleJob(app, module.name, job);
  }
  await app.register(
    async (api) => {
      for (const module of modules) module.routes?.(api);
    },
    { prefix: '/api' },
  );
}

function scheduleJob(app: FastifyInstance, moduleName: string, job: BackgroundJob) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await job.run();
    } catch (err) {
      app.log.warn({ err, module: moduleName, job: job.name }, 'background job failed');
    }
  };
  app.addHook('onReady', async () => {
    if (job.runAtStart) await run();
    timer = setInterval(() => void run(), job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
