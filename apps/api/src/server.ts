import path from 'node:path';
import { isDatabaseEmpty, openDatabase } from '@portale/db';
import { buildApp } from './app.ts';
import { sendDemoNotifications } from './modules/notifications/index.ts';
import { ConfigError, loadConfig } from './config/config.ts';

const shutdownGraceMs = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  const { app, services } = await buildApp({ config, database });

  if (config.SEED_DEMO_DATA && (await isDatabaseEmpty(database.db))) {
    app.log.info('empty database: generating the demo data');
    // Loaded only here: a server whose database has data never needs the demo data (a chunk of its own
    // in the compiled server, scripts/build-api.mjs); lint refuses a static import of it in apps/api/src.
    const { seedDemoData } = await import('@portale/demo-data');
    await seedDemoData(database.db, {
      log: (line: string) => app.log.info(line),
      filesRoot: path.resolve(config.DATA_DIR, 'files'),
    });
    await sendDemoNotifications(database.db, services.notifications);
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
    const forceExit = setTimeout(() => process.exit(1), drainMs + shutdownGraceMs);
    forceExit.unref();
    services.drain();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  process.send?.({ type: 'listening', url: config.PUBLIC_URL });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
