/**
 * `npm run test:area -- <name>`: the tests of one area alone, in a minute or two instead of the whole
 * suite: its unit and component tests, its API tests on PGlite and, when a browser spec's path holds the
 * name, the web build and those specs with their servers. A test file belongs to the area when its path
 * holds the name (`billing` takes apps/api/test/billing.test.ts, apps/web/src/features/billing/…,
 * apps/e2e/tests/billing.spec.ts). `--postgres` runs the API tests on DATABASE_URL_TEST too.
 * Fails when no test file holds the name: a typo must not pass.
 */
import { execFileSync } from 'node:child_process';
import { run } from './test-verdict.mjs';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));
if (!name) {
  console.error('usage: npm run test:area -- <name> [--postgres]   (e.g. npm run test:area -- billing)');
  process.exit(2);
}

// Committed or not, as long as git does not ignore it: a new area's files count before their commit.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(test|spec)\.(ts|tsx|mjs)$/.test(file) && file.includes(name));
const has = (pattern) => files.some((file) => pattern.test(file));
if (files.length === 0) {
  console.error(`no test file has «${name}» in its path`);
  process.exit(1);
}

const failures = [];
async function step(label, command, commandArgs, env = {}) {
  if ((await run(command, commandArgs, env)) !== 0) failures.push(label);
}
const vitest = (projects) => ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), name];

if (has(/^(packages|apps\/(api\/src|web)|scripts|lint)\//))
  await step('unit', 'npx', vitest(['unit', 'web']));
if (has(/^apps\/api\/test\//)) {
  await step('api-pglite', 'npx', vitest(['api']), { TEST_DATABASE: 'pglite' });
  if (args.includes('--postgres')) {
    await step('api-postgres', 'npx', vitest(['api']), { TEST_DATABASE: 'postgres' });
  }
}
const specs = files.filter((file) => file.startsWith('apps/e2e/'));
if (specs.length > 0) {
  await step('web-build', 'npm', ['run', 'build', '-w', '@portale/web']);
  if (failures.length === 0) {
    const specNames = specs.map((file) => file.replace('apps/e2e/', ''));
    await step('e2e', 'npx', [
      'playwright',
      'test',
      '--config',
      'apps/e2e/playwright.config.ts',
      ...specNames,
    ]);
  }
}

console.log(
  `\n${files.length} test files of «${name}»: ${failures.length ? `failed in ${failures.join(', ')}` : 'passed'}`,
);
process.exit(failures.length > 0 ? 1 : 0);
