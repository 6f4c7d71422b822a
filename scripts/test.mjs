/**
 * `npm test`: every check the project has, in order, and one closing line `N passed, N failed`.
 * Lint and type check count as one test each; the test runners report through their JSON reporters.
 * The API suite runs twice: on embedded PGlite and on the PostgreSQL server of DATABASE_URL_TEST.
 * With CI=true a missing or unreachable PostgreSQL is a failure, not a skip.
 * A runner that exits non-zero, leaves no report, reports errors or runs no test fails its suite
 * (scripts/test-verdict.mjs); the summary says why under the suite's line.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { run, runSuite } from './test-verdict.mjs';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const summary = [];

function record(name, { passed, failed, reasons = [] }) {
  totals.passed += passed;
  totals.failed += failed;
  summary.push(
    `${name}: ${passed} passed, ${failed} failed`,
    ...reasons.map((reason) => `  failed: ${reason}`),
  );
}

function check(name, command, args) {
  const exit = run(command, args);
  record(name, { passed: exit === 0 ? 1 : 0, failed: exit === 0 ? 0 : 1 });
}

/** A vitest run: `selection` names its projects (`--project ...`) or its config (`--config ...`). */
function vitest(name, selection, env = {}) {
  const reportPath = `${resultsDir}/${name}.json`;
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`];
  const args = ['vitest', 'run', ...selection, ...reporters];
  record(name, runSuite({ kind: 'vitest', command: 'npx', args, env, reportPath }));
}

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

check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('typecheck', 'npm', ['run', 'typecheck']);
vitest('unit', ['--project', 'unit', '--project', 'web']);
vitest('api-pglite', ['--project', 'api'], { TEST_DATABASE: 'pglite' });

const postgresUrl = process.env.DATABASE_URL_TEST;
if (postgresUrl && (await postgresReachable(postgresUrl))) {
  vitest('api-postgres', ['--project', 'api'], { TEST_DATABASE: 'postgres' });
} else if (process.env.CI === 'true' || postgresUrl) {
  const reason = postgresUrl ? 'PostgreSQL cannot be reached' : 'CI=true and DATABASE_URL_TEST is not set';
  record('api-postgres', { passed: 0, failed: 1, reasons: [reason] });
} else {
  console.warn(
    '\nDATABASE_URL_TEST is not set: the API suite ran on PGlite only (CI runs it on PostgreSQL too).',
  );
}

if (run('npm', ['run', 'build', '-w', '@portale/web']) === 0) {
  // Absolute: Playwright resolves a relative report path against its config's folder.
  const reportPath = path.resolve(resultsDir, 'e2e.json');
  // The config picks a free port for the web server, unless E2E_PORT names one.
  const args = ['playwright', 'test', '--config', 'apps/e2e/playwright.config.ts'];
  const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: reportPath };
  record('e2e', runSuite({ kind: 'playwright', command: 'npx', args, env, reportPath }));
} else {
  record('web-build', { passed: 0, failed: 1 });
}

console.log(`\n${summary.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
