/**
 * `npm test`: every check the project has, in order, and one closing line `N passed, N failed`.
 * Lint and type check count as one test each; the test runners report through their JSON reporters.
 * The API suite runs twice: on embedded PGlite and on the PostgreSQL server of DATABASE_URL_TEST.
 * With CI=true a missing or unreachable PostgreSQL is a failure, not a skip.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const summary = [];

function run(command, args, env = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function record(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  summary.push(`${name}: ${passed} passed, ${failed} failed`);
}

function check(name, command, args) {
  const ok = run(command, args);
  record(name, ok ? 1 : 0, ok ? 0 : 1);
}

function vitest(name, projects, env = {}) {
  const output = `${resultsDir}/${name}.json`;
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const ok = run(
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
  );
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
    record(name, report.numPassedTests, failed);
  } catch {
    record(name, 0, 1);
  }
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
vitest('unit', ['unit', 'web']);
vitest('api-pglite', ['api'], { TEST_DATABASE: 'pglite' });

const postgresUrl = process.env.DATABASE_URL_TEST;
if (postgresUrl && (await postgresReachable(postgresUrl))) {
  vitest('api-postgres', ['api'], { TEST_DATABASE: 'postgres' });
} else if (process.env.CI === 'true' || postgresUrl) {
  record('api-postgres', 0, 1);
} else {
  console.warn(
    '\nDATABASE_URL_TEST is not set: the API suite ran on PGlite only (CI runs it on PostgreSQL too).',
  );
}

if (run('npm', ['run', 'build', '-w', '@portale/web'])) {
  // Absolute: Playwright resolves a relative report path against its config's folder.
  const output = path.resolve(resultsDir, 'e2e.json');
  run('npx', ['playwright', 'test', '--config', 'apps/e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  try {
    const { stats } = JSON.parse(readFileSync(output, 'utf8'));
    record('e2e', stats.expected + stats.flaky, stats.unexpected + (stats.errors?.length ?? 0));
  } catch {
    record('e2e', 0, 1);
  }
} else {
  record('web-build', 0, 1);
}

console.log(`\n${summary.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
