/**
 * How `npm test` judges a test runner: the tests it passed and failed, from its exit status and its JSON
 * report. A runner that exits non-zero, leaves no readable report, reports errors outside the tests or
 * runs no test fails its suite (at least one failed), whatever its counts say; `reasons` tells why.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

/**
 * Runs a command; resolves with its exit: a status code, a signal or why it could not start. Its output
 * goes to the terminal as it comes, or, with `buffered`, in one piece when it ends (so that two commands
 * run side by side do not mix their lines).
 */
export function run(command, args, env = {}, { buffered = false } = {}) {
  const heading = `\n▶ ${command} ${args.join(' ')}`;
  if (!buffered) console.log(heading);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (exit) => {
      if (buffered) process.stdout.write(`${heading}\n${Buffer.concat(output).toString()}`);
      resolve(exit);
    };
    child.once('error', (error) => finish(error.message));
    child.once('close', (status, signal) => finish(status ?? signal));
  });
}

/** The counts of each runner's JSON report, or undefined when the report has not that runner's shape. */
const readers = {
  vitest: (report) =>
    Number.isInteger(report?.numPassedTests) &&
    Number.isInteger(report.numFailedTests) &&
    Array.isArray(report.testResults)
      ? {
          passed: report.numPassedTests,
          failed: report.numFailedTests,
          // A test file that cannot be loaded, or whose hooks fail, fails with none of its tests failed.
          errors: report.testResults
            .filter(
              (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
            )
            .map((file) => `${file.name}: ${file.message || 'failed outside its tests'}`),
        }
      : undefined,
  playwright: (report) =>
    Number.isInteger(report?.stats?.expected) &&
    Number.isInteger(report.stats.unexpected) &&
    Array.isArray(report.errors)
      ? {
          passed: report.stats.expected + (report.stats.flaky ?? 0),
          failed: report.stats.unexpected,
          // Errors outside any test: a web server that cannot start, a config or a test file that fails to load.
          errors: report.errors.map((error) => error.message ?? String(error)),
        }
      : undefined,
  // The fault test (apps/api/scripts/faults.ts): its checks, each a test.
  faults: (report) =>
    Array.isArray(report?.checks) && report.checks.every((check) => typeof check?.passed === 'boolean')
      ? {
          passed: report.checks.filter((check) => check.passed).length,
          failed: report.checks.filter((check) => !check.passed).length,
          errors: [],
        }
      : undefined,
};

/**
 * The verdict on a run of a `kind` runner ('vitest', 'playwright' or 'faults') that ended with `exit` (0 when it
 * succeeded) and left `report`, its parsed JSON report (undefined when there was none to read).
 */
export function judge(kind, exit, report) {
  const counts = readers[kind](report);
  if (!counts) {
    return {
      passed: 0,
      failed: 1,
      reasons: [`no readable ${kind} JSON report (the runner's exit: ${exit})`],
    };
  }
  const reasons = counts.errors.map((error) => `error outside the tests: ${error.split('\n')[0]}`);
  if (counts.passed + counts.failed === 0) reasons.push('no test ran');
  if (exit !== 0 && counts.failed === 0 && reasons.length === 0) {
    reasons.push(`the runner's exit was ${exit}, though its report shows no failure`);
  }
  const failed = counts.failed + counts.errors.length;
  return { passed: counts.passed, failed: Math.max(failed, reasons.length > 0 ? 1 : 0), reasons };
}

/**
 * Runs a suite whose runner writes its JSON report to `reportPath`, and judges it; the verdict carries
 * the report too, for the time each file took.
 */
export async function runSuite({ kind, command, args, env = {}, reportPath }) {
  // A report left by an earlier run must not stand in for this one.
  rmSync(reportPath, { force: true });
  const exit = await run(command, args, env);
  let report;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch {
    // No report, or not JSON: judge() says so.
  }
  return { ...judge(kind, exit, report), report };
}
