import { tokenStorageKey } from '@portale/shared';
import { chromium, expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apiToken } from './support/accounts.ts';

/**
 * The first screen on a phone: Lighthouse's mobile profile (a mid-range phone on a slow 4G network,
 * simulated: the page loads at full speed and Lighthouse computes how long it would take there, which
 * keeps the figures steady on a busy machine) on the login page and, signed in, the dashboard. Each
 * page must show its largest content within 1.5 s, and the login page score at least 95 (the dashboard:
 * see `dashboardScoreFloor`). The figures are printed for the record; every page is measured before the
 * test judges them.
 */
const budget = { score: 0.95, largestContentfulPaintMs: 1500 };
/**
 * The dashboard does not reach the score yet (about 85: React draws the signed-in shell and the widgets
 * in tasks of 100–200 ms on a phone); until it does, the test holds it above this floor, so it cannot
 * get worse unnoticed, and still asks it the 1.5 s of LCP. Raise it to `budget.score` when it gets there.
 */
const dashboardScoreFloor = 0.75;
/** Lighthouse varies from run to run: each page is measured this many times and judged on the median. */
const runsPerPage = 3;

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
};

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

    /** A run, or null when Lighthouse failed to record it (NO_NAVSTART…: it asks to be run again). */
    const measure = async (path: string): Promise<Measure | null> => {
      const result = await lighthouse(`${baseURL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = result;
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
      };
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
      console.log(`${path}: scores ${runs.map((run) => Math.round(run.score * 100)).join(', ')}`);
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
