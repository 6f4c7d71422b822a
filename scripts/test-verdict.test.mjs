import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { judge, runSuite } from './test-verdict.mjs';

/**
 * Vitest's report of test `files`, each with the statuses of its tests and the error it failed with outside
 * them, if any (`failed` without a `message`: a failing hook of a describe block).
 */
function vitestReport(files) {
  const tests = files.flatMap((file) => file.tests);
  const count = (status) => tests.filter((test) => test === status).length;
  return {
    numTotalTests: tests.length,
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    testResults: files.map(({ name, tests, message = '', failed = message !== '' }) => ({
      name,
      status: failed || tests.includes('failed') ? 'failed' : 'passed',
      message,
      assertionResults: tests.map((status) => ({ status })),
    })),
  };
}

const passingFile = (passed) => ({ name: 'a.test.ts', tests: Array(passed).fill('passed') });

function playwrightReport({ expected = 0, unexpected = 0, flaky = 0, skipped = 0, errors = [] } = {}) {
  return { suites: [], errors, stats: { expected, unexpected, flaky, skipped } };
}

describe('a vitest run', () => {
  test('that exits 0 with a good report passes with its counts', () => {
    expect(judge('vitest', 0, vitestReport([passingFile(12)]))).toEqual({
      passed: 12,
      failed: 0,
      reasons: [],
    });
  });

  test('with failed tests counts them, without a reason beyond the tests', () => {
    expect(
      judge('vitest', 1, vitestReport([{ name: 'a.test.ts', tests: ['passed', 'failed', 'failed'] }])),
    ).toEqual({
      passed: 1,
      failed: 2,
      reasons: [],
    });
  });

  test('that exits non-zero though its report shows every test passed fails', () => {
    const verdict = judge('vitest', 1, vitestReport([passingFile(12)]));
    expect(verdict).toMatchObject({ passed: 12, failed: 1 });
    expect(verdict.reasons).toEqual(["the runner's exit was 1, though its report shows no failure"]);
  });

  test('with a test file that fails to load, or whose hook fails, counts the file as failed', () => {
    const files = [
      passingFile(5),
      { name: 'b.test.ts', tests: [], message: 'Failed to load url ./missing\nat b.test.ts:1' },
      { name: 'c.test.ts', tests: ['skipped'], failed: true },
    ];
    expect(judge('vitest', 1, vitestReport(files))).toEqual({
      passed: 5,
      failed: 2,
      reasons: [
        'error outside the tests: b.test.ts: Failed to load url ./missing',
        'error outside the tests: c.test.ts: failed outside its tests',
      ],
    });
  });

  test('that runs no test fails, even with exit 0', () => {
    expect(judge('vitest', 0, vitestReport([]))).toEqual({
      passed: 0,
      failed: 1,
      reasons: ['no test ran'],
    });
  });

  test('without a readable report fails', () => {
    for (const report of [undefined, {}, { numPassedTests: 3 }]) {
      expect(judge('vitest', 0, report)).toEqual({
        passed: 0,
        failed: 1,
        reasons: ["no readable vitest JSON report (the runner's exit: 0)"],
      });
    }
  });
});

describe('a Playwright run', () => {
  test('that exits 0 with a good report passes with its counts, flaky tests as passed', () => {
    const report = playwrightReport({ expected: 40, flaky: 1, skipped: 3 });
    expect(judge('playwright', 0, report)).toEqual({ passed: 41, failed: 0, reasons: [] });
  });

  test('with unexpected results counts them as failed', () => {
    const report = playwrightReport({ expected: 40, unexpected: 2 });
    expect(judge('playwright', 1, report)).toEqual({ passed: 40, failed: 2, reasons: [] });
  });

  test('whose web server could not start fails, though it ran no test and counted no failure', () => {
    const message =
      'Error: http://127.0.0.1:3100/api/ready is already used, make sure that nothing is running';
    const verdict = judge('playwright', 1, playwrightReport({ errors: [{ message }] }));
    expect(verdict).toEqual({
      passed: 0,
      failed: 1,
      reasons: [`error outside the tests: ${message}`, 'no test ran'],
    });
  });

  test('that exits non-zero though its report shows every test passed fails', () => {
    const verdict = judge('playwright', 1, playwrightReport({ expected: 40 }));
    expect(verdict).toMatchObject({ passed: 40, failed: 1 });
    expect(verdict.reasons).toHaveLength(1);
  });

  test('that skips every test fails', () => {
    expect(judge('playwright', 0, playwrightReport({ skipped: 9 }))).toEqual({
      passed: 0,
      failed: 1,
      reasons: ['no test ran'],
    });
  });

  test('without a readable report fails', () => {
    expect(judge('playwright', 'SIGTERM', undefined)).toEqual({
      passed: 0,
      failed: 1,
      reasons: ["no readable playwright JSON report (the runner's exit: SIGTERM)"],
    });
  });
});

describe('a fault test run', () => {
  const checks = (...passed) => ({ checks: passed.map((ok, n) => ({ name: `check ${n}`, passed: ok })) });

  test('counts each check as a test', () => {
    expect(judge('faults', 1, checks(true, true, false))).toEqual({ passed: 2, failed: 1, reasons: [] });
  });

  test('that checked nothing, or left no report, fails', () => {
    expect(judge('faults', 0, checks())).toEqual({ passed: 0, failed: 1, reasons: ['no test ran'] });
    expect(judge('faults', 1, undefined)).toMatchObject({ passed: 0, failed: 1 });
  });
});

describe('runSuite, on a real command', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'test-verdict-'));
  const reportPath = path.join(folder, 'report.json');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** A `node -e` runner that writes `report` (when given) where the suite expects it, then exits with `status`. */
  function fakeRunner(status, report) {
    const script = `const report = process.env.REPORT; if (report) require('fs').writeFileSync(process.env.REPORT_PATH, report); process.exit(${status})`;
    const env = { REPORT: report ? JSON.stringify(report) : '', REPORT_PATH: reportPath };
    return { command: process.execPath, args: ['-e', script], env, reportPath };
  }

  test('records a runner that fails to start, writing no report, as a failed suite', async () => {
    const verdict = await runSuite({ kind: 'playwright', ...fakeRunner(1) });
    expect(verdict).toEqual({
      passed: 0,
      failed: 1,
      reasons: ["no readable playwright JSON report (the runner's exit: 1)"],
      report: undefined,
    });
  });

  test('records a command that cannot be started at all as a failed suite', async () => {
    const verdict = await runSuite({
      kind: 'vitest',
      command: path.join(folder, 'missing'),
      args: [],
      reportPath,
    });
    expect(verdict).toMatchObject({ passed: 0, failed: 1 });
  });

  test('does not read a report left by an earlier run', async () => {
    writeFileSync(reportPath, JSON.stringify(vitestReport([passingFile(7)])));
    expect(await runSuite({ kind: 'vitest', ...fakeRunner(0) })).toMatchObject({ passed: 0, failed: 1 });
  });

  test('reads the report the runner wrote, and its exit status', async () => {
    const report = vitestReport([passingFile(7)]);
    expect(await runSuite({ kind: 'vitest', ...fakeRunner(0, report) })).toEqual({
      passed: 7,
      failed: 0,
      reasons: [],
      report,
    });
    expect(await runSuite({ kind: 'vitest', ...fakeRunner(2, report) })).toMatchObject({
      passed: 7,
      failed: 1,
    });
  });
});
