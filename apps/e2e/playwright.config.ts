import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { defineConfig } from '@playwright/test';
import { e2eServers, serverDataDir } from './tests/support/servers.ts';

/** `count` ports nobody listens on at this moment, from the system (held together, so all differ). */
async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  for (let index = 0; index < count; index += 1) {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    servers.push(server);
  }
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Debian's headless shell: the tests' browser without the full browser's parts (decision 010); the full
 * Chromium on a machine that has only that one.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const testBrowser = existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';

// Chosen once, in the main process: the workers load this config again but inherit E2E_PORTS from it,
// so they all see the ports the web servers listen on. A busy port cannot stop the tests.
process.env.E2E_PORTS ??= (await freePorts(e2eServers)).join(',');
const ports = process.env.E2E_PORTS.split(',').map(Number);

/**
 * Browser tests against the built web app served by the real API on a fresh embedded database, seeded
 * with the demo data at start-up, in Debian's Chromium. Each worker has a server and a database of its
 * own (support/servers.ts), so tests of two workers never see each other's writes. Lighthouse runs last
 * and alone, as it measures how fast pages load on this machine.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: e2eServers,
  retries: 0,
  timeout: 30_000,
  // What a test waits for may take longer than Playwright's 5 s on a busier machine: CI's, running the
  // same suite, saw the shell of a first page load after more than 5 s. Passing tests wait no longer.
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../../.test-results/e2e.json' }],
  ],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../.test-results/e2e-artifacts',
  use: {
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // No trace: recording one for every test (to keep it on failure) doubled Chromium's work and cost
    // a quarter of the run (1.8 against 1.3 min on four specs). A failure still leaves its message, the
    // call log, the page's accessibility tree (error-context.md) and a screenshot; `--trace on` records
    // traces when a failure needs one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? testBrowser,
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
    // A test tagged @phone runs at both sizes; one tagged @phone-only is about the phone alone.
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
      testIgnore: /lighthouse\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
      testIgnore: /lighthouse\.spec\.ts/,
    },
    { name: 'lighthouse', testMatch: /lighthouse\.spec\.ts/, dependencies: ['desktop', 'phone'] },
  ],
  webServer: ports.map((port, index) => ({
    command: `rm -rf ${serverDataDir(index)} && node --import tsx apps/api/src/server.ts`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir(index),
      LOG_LEVEL: 'warn',
      // Every test signs in from the same address; the per-address limit has its own API test.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      PUBLIC_PAGE_CALLS_PER_MINUTE: '1000',
      EXPENSIVE_ROUTE_CALLS_PER_MINUTE: '1000',
      NODE_ENV: 'production',
    },
  })),
});
