import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tokenStorageKey } from '@portale/shared';
import { chromium, expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { apiToken } from './support/accounts.ts';

/**
 * The first screen on a phone: Lighthouse's mobile profile (a mid-range phone on a slow 4G network,
 * simulated: the page loads at full speed and Lighthouse computes how long it would take there) on the
 * login page and, signed in, the dashboard. The phone's processor is this machine's slowed down by the
 * ratio of their benchmark indexes (see `phoneBenchmarkIndex`), so the phone stays the same on a
 * faster, slower or busier machine (docs/decisions/007-lighthouse-cpu-calibration.md). Each
 * page must show its largest content within 1.5 s, and the login page score at least 95 (the dashboard:
 * see `dashboardScoreFloor`). The figures are printed for the record; every page is measured before the
 * test judges them.
 */
const budget = { score: 0.95, largestContentfulPaintMs: 1500 };
/**
 * The dashboard's median is 90 to 95 on this project's machines (runs from 89 to 98: the signed-in
 * shell, the widgets' code and their requests, each in tasks of 15–25 ms on a phone), too close to the
 * budget for a gate; the test holds it above this floor, so it cannot get much worse unnoticed, and
 * still asks it the 1.5 s of LCP. Raise it to `budget.score` when the dashboard has a margin.
 */
const dashboardScoreFloor = 0.85;
/**
 * The phone's processor, as Lighthouse's benchmark index: the phone that Lighthouse's default 4×
 * slowdown makes of this project's machines when they are quiet (index about 2,200), a mid-range phone
 * in Lighthouse's table (125–800). See docs/decisions/007-lighthouse-cpu-calibration.md.
 */
const phoneBenchmarkIndex = 550;
/** Lighthouse varies from run to run: each page is measured this many times and judged on the median. */
const runsPerPage = 5;

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Measure = {
  path: string;
  finalPath: string;
  score: number;
  cumulativeLayoutShift: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  transferredBytes: number;
  benchmarkIndex: number;
  cpuSlowdown: number;
};

/** What Lighthouse saved of a load (artifacts.json), as far as this test reads and changes it. */
type Recording = { BenchmarkIndex: number; settings: { throttling: { cpuSlowdownMultiplier: number } } };

/** The figures of a run, or null when Lighthouse failed to record it (NO_NAVSTART…: run it again). */
function measureOf(path: string, lhr: Result): Measure | null {
  if (lhr.runtimeError) {
    console.log(`${path}: Lighthouse could not record the run (${lhr.runtimeError.code}), run again`);
    return null;
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    score: lhr.categories.performance?.score ?? 0,
    largestContentfulPaintMs: metric('largest-contentful-paint'),
    firstContentfulPaintMs: metric('first-contentful-paint'),
    totalBlockingTimeMs: metric('total-blocking-time'),
    cumulativeLayoutShift: metric('cumulative-layout-shift'),
    transferredBytes: metric('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
  };
}

test('the login page and the dashboard load fast on a phone (Lighthouse, mobile)', async ({
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const token = await apiToken(request, 'cliente.demo');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    /**
     * Lighthouse keeps the browser's storage (disableStorageReset), so that the dashboard run finds the
     * session: the token is written to the origin's localStorage, or removed, and the HTTP cache is
     * emptied here instead, so every page loads as on a first visit.
     */
    const prepareBrowser = async (sessionToken: string | null) => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const context = browser.contexts()[0] ?? (await browser.newContext());
        const page = await context.newPage();
        await page.goto(`${baseURL}/config.json`);
        await page.evaluate(
          ([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
          [tokenStorageKey, sessionToken] as const,
        );
        const session = await context.newCDPSession(page);
        await session.send('Network.clearBrowserCache');
        await page.close();
      } finally {
        await browser.close();
      }
    };

    /**
     * A run, or null when Lighthouse failed to record it (NO_NAVSTART…: it asks to be run again). In
     * two steps: the page loads at full speed and Lighthouse saves what it recorded, with the benchmark
     * it ran on this machine just before; then it computes the phone's figures from the recording, with
     * the CPU slowdown that turns this machine, as fast as it was at that moment, into the phone.
     */
    const measure = async (path: string): Promise<Measure | null> => {
      const url = `${baseURL}${path}`;
      const recording = mkdtempSync(join(tmpdir(), 'lighthouse-'));
      try {
        const flags: Flags = {
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        };
        await lighthouse(url, { ...flags, port: chrome.port, gatherMode: recording });
        // The recording keeps the settings it was made with, which the second step must repeat: the
        // slowdown is written into them (the simulated load ran at full speed, whatever they said).
        const artifactsFile = join(recording, 'artifacts.json');
        const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as Recording;
        if (!(artifacts.BenchmarkIndex > 0))
          throw new Error(`${path}: Lighthouse recorded no benchmark index, so no phone can be computed`);
        const cpuSlowdownMultiplier = Math.max(1, artifacts.BenchmarkIndex / phoneBenchmarkIndex);
        artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
        writeFileSync(artifactsFile, JSON.stringify(artifacts));
        const result = await lighthouse(url, {
          ...flags,
          auditMode: recording,
          throttling: { cpuSlowdownMultiplier },
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        return measureOf(path, result.lhr);
      } finally {
        rmSync(recording, { recursive: true, force: true });
      }
    };

    /** The run with the median score: Lighthouse's own advice against its run-to-run variance. */
    const medianOf = async (path: string, sessionToken: string | null): Promise<Measure> => {
      const runs: Measure[] = [];
      for (let attempt = 0; runs.length < runsPerPage && attempt < runsPerPage + 2; attempt += 1) {
        await prepareBrowser(sessionToken);
        const run = await measure(path);
        if (run) runs.push(run);
      }
      expect(runs, `${path}: Lighthouse recorded too few runs`).toHaveLength(runsPerPage);
      const listed = (figure: (run: Measure) => string) => runs.map(figure).join(', ');
      console.log(
        `${path}: scores ${listed((run) => String(Math.round(run.score * 100)))}, ` +
          `benchmark ${listed((run) => String(Math.round(run.benchmarkIndex)))}, ` +
          `CPU slowdown ${listed((run) => run.cpuSlowdown.toFixed(1))}`,
      );
      return runs.sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
    };
    const login = await medianOf('/login', null);
    const dashboard = await medianOf('/dashboard', token);

    const overBudget: string[] = [];
    for (const page of [login, dashboard]) {
      console.log(
        `${page.path}: score ${Math.round(page.score * 100)}, LCP ${Math.round(page.largestContentfulPaintMs)} ms, ` +
          `FCP ${Math.round(page.firstContentfulPaintMs)} ms, TBT ${Math.round(page.totalBlockingTimeMs)} ms, ` +
          `CLS ${page.cumulativeLayoutShift.toFixed(3)}, ` +
          `${(page.transferredBytes / 1024).toFixed(1)} KiB transferred`,
      );
      if (page.finalPath !== page.path) overBudget.push(`${page.path} ended on ${page.finalPath}`);
      const scoreFloor = page === dashboard ? dashboardScoreFloor : budget.score;
      if (page.score < scoreFloor)
        overBudget.push(`${page.path}: score ${Math.round(page.score * 100)} < ${scoreFloor * 100}`);
      if (!(page.largestContentfulPaintMs <= budget.largestContentfulPaintMs))
        overBudget.push(
          `${page.path}: LCP ${Math.round(page.largestContentfulPaintMs)} ms > ${budget.largestContentfulPaintMs} ms`,
        );
    }
    expect(overBudget).toEqual([]);
  } finally {
    chrome.kill();
  }
});
