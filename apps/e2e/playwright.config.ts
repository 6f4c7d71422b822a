import { createServer, type AddressInfo } from 'node:net';
import { defineConfig } from '@playwright/test';

/** A port nobody listens on at this moment, from the system. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Chosen once, in the main process: the workers load this config again but inherit E2E_PORT from it,
// so they all see the port the web server listens on. A busy port cannot stop the tests.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR ?? '.test-results/e2e-data';

/**
 * Browser tests against the built web app served by the real API on a fresh embedded database, seeded
 * with the demo data at start-up, in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../../.test-results/e2e.json' }],
  ],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../.test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/api/src/server.ts`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every test signs in from the same address; the per-address limit has its own API test.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      NODE_ENV: 'production',
    },
  },
});
