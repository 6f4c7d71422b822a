import { describe, expect, test } from 'vitest';
import { budgetWarning, playwrightFileTimes, timingTable, vitestFileTimes } from './test-timing.mjs';

describe('the time of each test file', () => {
  test('is read from a Vitest report, relative to the repository', () => {
    const report = {
      testResults: [
        { name: `${process.cwd()}/apps/api/test/billing.test.ts`, startTime: 1000, endTime: 4500 },
      ],
    };
    expect(vitestFileTimes(report, 'api-pglite')).toEqual([
      { file: 'api-pglite: apps/api/test/billing.test.ts', seconds: 3.5 },
    ]);
  });

  test('is summed over a Playwright spec file’s tests, nested suites and projects', () => {
    const run = (ms) => ({ results: [{ duration: ms }] });
    const report = {
      suites: [
        {
          file: 'billing.spec.ts',
          specs: [{ tests: [run(2000), run(1000)] }],
          suites: [{ specs: [{ tests: [run(500)] }] }],
        },
        { file: 'shell.spec.ts', specs: [{ tests: [run(250)] }] },
      ],
    };
    expect(playwrightFileTimes(report, 'e2e')).toEqual([
      { file: 'e2e: billing.spec.ts', seconds: 3.5 },
      { file: 'e2e: shell.spec.ts', seconds: 0.25 },
    ]);
  });

  test('is nothing when a runner left no report', () => {
    expect(vitestFileTimes(undefined, 'unit')).toEqual([]);
    expect(playwrightFileTimes(undefined, 'e2e')).toEqual([]);
  });
});

describe('the timing table', () => {
  const phases = [
    { name: 'lint', tests: 1, seconds: 20.04 },
    { name: 'web-build', tests: undefined, seconds: 30 },
    { name: 'api-pglite', tests: 420, seconds: 95.5 },
  ];

  test('lists each phase with its tests and seconds, and the whole run’s', () => {
    expect(timingTable(phases, [], 140).join('\n')).toBe(
      [
        'phase        tests   seconds',
        'lint             1      20.0',
        'web-build               30.0',
        'api-pglite     420      95.5',
        'total                  140.0',
      ].join('\n'),
    );
  });

  test('ends with the slowest files, slowest first, at most as many as asked', () => {
    const files = [1, 7, 3, 9, 5].map((seconds) => ({ file: `f${seconds}`, seconds }));
    const lines = timingTable(phases, files, 140, 3);
    expect(lines.slice(-4)).toEqual([
      'the 3 slowest test files (seconds):',
      '     9.0  f9',
      '     7.0  f7',
      '     5.0  f5',
    ]);
  });
});

describe('the budget warning', () => {
  test('is silent within 15 minutes', () => {
    expect(budgetWarning(900)).toBeUndefined();
  });

  test('says by how much a run went past it', () => {
    expect(budgetWarning(1000)).toMatch(/^warning: the run took 16\.7 minutes, past the budget of 15/);
  });
});
