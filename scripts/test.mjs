/**
 * `npm test`: every check the project has, and one closing line `N passed, N failed`, after a table of
 * where the time went (each phase, the slowest files) and, past the 15-minute budget, a warning.
 * Lint and type check count as one test each and run side by side (each takes one core); the test
 * runners report through their JSON reporters.
 * The API suite runs twice: on embedded PGlite and on the PostgreSQL server of DATABASE_URL_TEST; the
 * fault test (apps/api/scripts/faults.ts) needs HAProxy and PostgreSQL's binaries, and fails with CI=true
 * when they are missing.
 * With CI=true a missing or unreachable PostgreSQL is a failure, not a skip.
 * A runner that exits non-zero, leaves no report, reports errors or runs no test fails its suite
 * (scripts/test-verdict.mjs); the summary says why under the suite's line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { budgetWarning, playwrightFileTimes, timingTable, vitestFileTimes } from './test-timing.mjs';
import { run, runSuite } from './test-verdict.mjs';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const startedAt = performance.now();
const totals = { passed: 0, failed: 0 };
const summary = [];
const phases = [];
const fileTimes = [];

function record(name, { passed, failed, reasons = [] }) {
  totals.passed += passed;
  totals.failed += failed;
  summary.push(
    `${name}: ${passed} passed, ${failed} failed`,
    ...reasons.map((reason) => `  failed: ${reason}`),
  );
}

/** Runs `step` and notes its seconds and tests in the timing table. */
async function timed(name, step) {
  const started = performance.now();
  const tests = await step();
  phases.push({ name, tests, seconds: (performance.now() - started) / 1000 });
}

/** A command that is one test: it passes when it exits 0. */
async function check(name, command, args) {
  await timed(name, async () => {
    const exit = await run(command, args, {}, { buffered: true });
    record(name, { passed: exit === 0 ? 1 : 0, failed: exit === 0 ? 0 : 1 });
    return 1;
  });
}

/** A vitest run: `selection` names its projects (`--project ...`). */
async function vitest(name, selection, env = {}) {
  await timed(name, async () => {
    const reportPath = `${resultsDir}/${name}.json`;
    const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`];
    const args = ['vitest', 'run', ...selection, ...reporters];
    const verdict = await runSuite({ kind: 'vitest', command: 'npx', args, env, reportPath });
    record(name, verdict);
    fileTimes.push(...vitestFileTimes(verdict.report, name));
    return verdict.passed + verdict.failed;
  });
}

const commandExists = (command) => spawnSync(command, ['-v'], { stdio: 'ignore' }).status === 0;

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.error(`PostgreSQL at ${url} cannot be reached: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

await Promise.all([check('lint', 'npm', ['run', 'lint']), check('typecheck', 'npm', ['run', 'typecheck'])]);
await vitest('unit', ['--project', 'unit', '--project', 'web']);
await vitest('api-pglite', ['--project', 'api'], { TEST_DATABASE: 'pglite' });

const postgresUrl = process.env.DATABASE_URL_TEST;
if (postgresUrl && (await postgresReachable(postgresUrl))) {
  await vitest('api-postgres', ['--project', 'api'], { TEST_DATABASE: 'postgres' });
} else if (process.env.CI === 'true' || postgresUrl) {
  const reason = postgresUrl ? 'PostgreSQL cannot be reached' : 'CI=true and DATABASE_URL_TEST is not set';
  record('api-postgres', { passed: 0, failed: 1, reasons: [reason] });
} else {
  console.warn(
    '\nDATABASE_URL_TEST is not set: the API suite ran on PGlite only (CI runs it on PostgreSQL too).',
  );
}

// The fault test: several instances behind HAProxy on a PostgreSQL of its own (README, "Several instances").
const faultTools = [
  ...(commandExists('haproxy') ? [] : ['haproxy']),
  ...(existsSync('/usr/lib/postgresql') ? [] : ['the PostgreSQL server binaries']),
];
if (faultTools.length === 0) {
  await timed('faults', async () => {
    const reportPath = path.resolve(resultsDir, 'faults.json');
    const args = ['tsx', 'apps/api/scripts/faults.ts'];
    const env = { FAULTS_REPORT: reportPath };
    const verdict = await runSuite({ kind: 'faults', command: 'npx', args, env, reportPath });
    record('faults', verdict);
    return verdict.passed + verdict.failed;
  });
} else if (process.env.CI === 'true') {
  record('faults', { passed: 0, failed: 1, reasons: [`${faultTools.join(' and ')} missing`] });
} else {
  console.warn(
    `\nThe fault test did not run: ${faultTools.join(' and ')} missing (apt-get install haproxy).`,
  );
}

let built = false;
await timed('web-build', async () => {
  built = (await run('npm', ['run', 'build', '-w', '@portale/web'])) === 0;
  if (!built) record('web-build', { passed: 0, failed: 1 });
  return undefined;
});
if (built) {
  await timed('e2e', async () => {
    // Absolute: Playwright resolves a relative report path against its config's folder.
    const reportPath = path.resolve(resultsDir, 'e2e.json');
    // The config picks a free port for the web server, unless E2E_PORT names one.
    const args = ['playwright', 'test', '--config', 'apps/e2e/playwright.config.ts'];
    const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: reportPath };
    const verdict = await runSuite({ kind: 'playwright', command: 'npx', args, env, reportPath });
    record('e2e', verdict);
    fileTimes.push(...playwrightFileTimes(verdict.report, 'e2e'));
    return verdict.passed + verdict.failed;
  });
}

const elapsed = (performance.now() - startedAt) / 1000;
console.log(`\n${timingTable(phases, fileTimes, elapsed).join('\n')}`);
console.log(`\n${summary.join('\n')}`);
const warning = budgetWarning(elapsed);
if (warning) console.log(warning);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
