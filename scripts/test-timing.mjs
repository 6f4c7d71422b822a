/**
 * Where `npm test`'s time went: a table of its phases and the slowest test files, read from the JSON
 * reports of Vitest and Playwright, printed before the closing line so that the next person sees what grew.
 */
import path from 'node:path';

/** The whole run's budget on a 2-core machine (ENGINEERING.md, "Tests"). */
export const budgetSeconds = 15 * 60;

/** Seconds spent in each test file of a Vitest JSON report: `{ file, seconds }`. */
export function vitestFileTimes(report, suite) {
  return (report?.testResults ?? []).map((file) => ({
    file: `${suite}: ${path.relative(process.cwd(), file.name)}`,
    seconds: Math.max(0, (file.endTime - file.startTime) / 1000),
  }));
}

/** Seconds spent in each spec file of a Playwright JSON report, over its tests' runs in every project. */
export function playwrightFileTimes(report, suite) {
  const perFile = new Map();
  const visit = (node, file) => {
    const own = node.file ?? file;
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          perFile.set(own, (perFile.get(own) ?? 0) + (result.duration ?? 0) / 1000);
        }
      }
    }
    for (const child of node.suites ?? []) visit(child, own);
  };
  for (const suiteNode of report?.suites ?? []) visit(suiteNode, suiteNode.file);
  return [...perFile].map(([file, seconds]) => ({ file: `${suite}: ${file}`, seconds }));
}

const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

/**
 * The table printed at the end of `npm test`: each phase with its tests and seconds, the whole run's
 * seconds (`elapsed`: phases that ran side by side overlap) and the `count` slowest files. `phases`:
 * `{ name, tests, seconds }`, where `tests` is undefined for a step that is not a test suite (the build).
 */
export function timingTable(phases, files, elapsed, count = 10) {
  const width = Math.max(...phases.map((phase) => phase.name.length), 'phase'.length);
  const lines = [
    `${pad('phase', width)}  ${padStart('tests', 6)}  ${padStart('seconds', 8)}`,
    ...phases.map(
      (phase) =>
        `${pad(phase.name, width)}  ${padStart(phase.tests ?? '', 6)}  ${padStart(phase.seconds.toFixed(1), 8)}`,
    ),
    `${pad('total', width)}  ${padStart('', 6)}  ${padStart(elapsed.toFixed(1), 8)}`,
  ];
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  if (slowest.length > 0) {
    lines.push('', `the ${slowest.length} slowest test files (seconds):`);
    lines.push(...slowest.map(({ file, seconds }) => `${padStart(seconds.toFixed(1), 8)}  ${file}`));
  }
  return lines;
}

/** The warning printed when a run went past the budget, or nothing. */
export function budgetWarning(elapsedSeconds) {
  if (elapsedSeconds <= budgetSeconds) return undefined;
  const minutes = (elapsedSeconds / 60).toFixed(1);
  return `warning: the run took ${minutes} minutes, past the budget of ${budgetSeconds / 60}: see the slowest files above and ARCHITECTURE.md, "Adding an area"`;
}
