import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tokenStorageKey } from '@portale/shared';
import { chromium } from '@playwright/test';
import { expect, test } from './support/test.ts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { apiToken } from './support/accounts.ts';
import { machineLoadMark, machineLoadSince } from './support/machine-load.ts';

/**
 * The first screen on a phone: Lighthouse's mobile profile (a mid-range phone on a slow 4G network,
 * simulated: the page loads at full speed and Lighthouse computes how long it would take there) on the
 * login page and, signed in, the dashboard. The phone's processor is this machine's slowed down by the
 * ratio of their benchmark indexes (see `phoneBenchmarkIndex`), so the phone stays about the same on a
 * slower or busier machine, and at most four times as Lighthouse's own profile does
 * (docs/decisions/007-lighthouse-cpu-calibration.md). Each page is
 * measured `runsPerPage` times and judged on the medians of its runs' figures, all printed for the
 * record: the medians must meet issue 12's budget. A page that misses it is measured `runsPerPage` times
 * more and judged on the medians of all its runs, so that one unlucky round on a busy machine does not
 * fail it, while a page that is really slower fails both.
 */
const budget = { score: 0.95, largestContentfulPaintMs: 1500 };
/**
 * The phone's processor, as Lighthouse's benchmark index: the phone that Lighthouse's default 4×
 * slowdown makes of this project's machines when they are quiet (index about 2,200), a mid-range phone
 * in Lighthouse's table (125–800). See docs/decisions/007-lighthouse-cpu-calibration.md.
 */
const phoneBenchmarkIndex = 550;
/**
 * Lighthouse's own mobile profile slows the processor four times: the test is never stricter than that.
 * On a machine whose benchmark is far above the others' (3,400–3,800 against 1,700–2,500), the ratio
 * gave 6.5–6.9, and the same build's dashboard went from 98 to 93: the page's work does not speed up
 * with the benchmark (decision 007, revision of 2026-11-27).
 */
const lighthouseDefaultSlowdown = 4;
/** Lighthouse varies from run to run: each page is measured this many times and judged on the median. */
const runsPerPage = 7;
/** Rounds of `runsPerPage` runs a page gets at most before it is judged as missing the budget. */
const roundsPerPage = 2;

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
  /** Where each run ended (a page that sends the user elsewhere is not the page measured). */
  finalPaths: string[];
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
type Artifacts = {
  BenchmarkIndex: number;
  settings: { throttling: { cpuSlowdownMultiplier: number } };
};
/** A load saved by Lighthouse's gather mode, in a folder of its own, to be audited later. */
type Recording = { folder: string; benchmarkIndex: number };

const medianOfNumbers = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The figures of a run, or null when Lighthouse could not use its recording (NO_NAVSTART…). */
function measureOf(path: string, lhr: Result, benchmarkIndex: number, cpuSlowdown: number): Measure | null {
  if (lhr.runtimeError) {
    console.log(`${path}: Lighthouse could not use a recording (${lhr.runtimeError.code}), run again`);
    return null;
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    finalPaths: [new URL(lhr.finalDisplayedUrl).pathname],
    score: lhr.categories.performance?.score ?? 0,
    largestContentfulPaintMs: metric('largest-contentful-paint'),
    firstContentfulPaintMs: metric('first-contentful-paint'),
    totalBlockingTimeMs: metric('total-blocking-time'),
    cumulativeLayoutShift: metric('cumulative-layout-shift'),
    transferredBytes: metric('total-byte-weight'),
    benchmarkIndex,
    cpuSlowdown,
  };
}

test('the login page and the dashboard load fast on a phone (Lighthouse, mobile)', async ({
  request,
  baseURL,
}) => {
  // Two pages, up to two rounds of seven runs each, about a minute a round.
  test.setTimeout(720_000);
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

    const flags: Flags = { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };

    /** A load of the page at full speed, saved by Lighthouse with the benchmark it ran just before. */
    const record = async (path: string, sessionToken: string | null): Promise<Recording> => {
      await prepareBrowser(sessionToken);
      const folder = mkdtempSync(join(tmpdir(), 'lighthouse-'));
      await lighthouse(`${baseURL}${path}`, { ...flags, port: chrome.port, gatherMode: folder });
      const artifacts = JSON.parse(readFileSync(join(folder, 'artifacts.json'), 'utf8')) as Artifacts;
      if (!(artifacts.BenchmarkIndex > 0))
        throw new Error(`${path}: Lighthouse recorded no benchmark index, so no phone can be computed`);
      return { folder, benchmarkIndex: artifacts.BenchmarkIndex };
    };

    /**
     * The phone's figures of a recording, computed with the CPU slowdown that turns this machine into
     * the phone; null when the recording cannot be used (NO_NAVSTART…: Lighthouse asks to run again).
     * The recording keeps the settings it was made with, which this step must repeat: the slowdown is
     * written into them (the simulated load ran at full speed, whatever they said).
     */
    const audit = async (path: string, recording: Recording, cpuSlowdownMultiplier: number) => {
      try {
        const artifactsFile = join(recording.folder, 'artifacts.json');
        const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as Artifacts;
        artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
        writeFileSync(artifactsFile, JSON.stringify(artifacts));
        const result = await lighthouse(`${baseURL}${path}`, {
          ...flags,
          auditMode: recording.folder,
          throttling: { cpuSlowdownMultiplier },
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        return measureOf(path, result.lhr, recording.benchmarkIndex, cpuSlowdownMultiplier);
      } finally {
        rmSync(recording.folder, { recursive: true, force: true });
      }
    };

    /**
     * A round of a page's runs. Every run of a round is computed with one slowdown, from the median of
     * the round's benchmarks: a single benchmark moved by half between two runs a minute apart, and the
     * score with it.
     */
    const roundOf = async (path: string, sessionToken: string | null): Promise<Measure[]> => {
      const loadMark = machineLoadMark();
      const recordings: Recording[] = [];
      for (let run = 0; run < runsPerPage; run += 1) recordings.push(await record(path, sessionToken));
      const benchmarkIndex = medianOfNumbers(recordings.map((recording) => recording.benchmarkIndex));
      const cpuSlowdown = Math.min(
        lighthouseDefaultSlowdown,
        Math.max(1, benchmarkIndex / phoneBenchmarkIndex),
      );
      const runs: Measure[] = [];
      // A recording Lighthouse cannot use is replaced, at most twice, by a new one.
      for (let attempt = 0; runs.length < runsPerPage && attempt < runsPerPage + 2; attempt += 1) {
        const recording = recordings[attempt] ?? (await record(path, sessionToken));
        const run = await audit(path, recording, cpuSlowdown);
        if (run) runs.push(run);
      }
      expect(runs, `${path}: Lighthouse recorded too few runs`).toHaveLength(runsPerPage);
      const listed = (figure: (run: Measure) => string) => runs.map(figure).join(', ');
      console.log(
        `${path}: scores ${listed((run) => String(Math.round(run.score * 100)))}, ` +
          `LCP ${listed((run) => String(Math.round(run.largestContentfulPaintMs)))} ms, ` +
          `TBT ${listed((run) => String(Math.round(run.totalBlockingTimeMs)))} ms, ` +
          `benchmark ${listed((run) => String(Math.round(run.benchmarkIndex)))}, ` +
          `CPU slowdown ${cpuSlowdown.toFixed(1)} (from the median benchmark); ` +
          `the machine meanwhile: ${machineLoadSince(loadMark)}`,
      );
      return runs;
    };

    /** The medians of runs, figure by figure: Lighthouse's own advice against its run-to-run variance. */
    const mediansOf = (path: string, runs: readonly Measure[]): Measure => {
      const median = (figure: (run: Measure) => number) => medianOfNumbers(runs.map(figure));
      return {
        path,
        finalPaths: runs.flatMap((run) => run.finalPaths),
        score: median((run) => run.score),
        largestContentfulPaintMs: median((run) => run.largestContentfulPaintMs),
        firstContentfulPaintMs: median((run) => run.firstContentfulPaintMs),
        totalBlockingTimeMs: median((run) => run.totalBlockingTimeMs),
        cumulativeLayoutShift: median((run) => run.cumulativeLayoutShift),
        transferredBytes: median((run) => run.transferredBytes),
        benchmarkIndex: median((run) => run.benchmarkIndex),
        cpuSlowdown: median((run) => run.cpuSlowdown),
      };
    };

    const meetsBudget = (page: Measure) =>
      page.score >= budget.score && page.largestContentfulPaintMs <= budget.largestContentfulPaintMs;

    /** A page's medians, over a second round of runs as well when the first round's miss the budget. */
    const judged = async (path: string, sessionToken: string | null): Promise<Measure> => {
      const runs: Measure[] = [];
      let page: Measure;
      do {
        runs.push(...(await roundOf(path, sessionToken)));
        page = mediansOf(path, runs);
        console.log(
          `${path}, medians of ${runs.length} runs: score ${Math.round(page.score * 100)}, ` +
            `LCP ${Math.round(page.largestContentfulPaintMs)} ms, FCP ${Math.round(page.firstContentfulPaintMs)} ms, ` +
            `TBT ${Math.round(page.totalBlockingTimeMs)} ms, CLS ${page.cumulativeLayoutShift.toFixed(3)}, ` +
            `${(page.transferredBytes / 1024).toFixed(1)} KiB transferred; budget (score ${budget.score * 100}, ` +
            `LCP ${budget.largestContentfulPaintMs} ms) ${meetsBudget(page) ? 'met' : 'NOT met'}`,
        );
      } while (!meetsBudget(page) && runs.length < roundsPerPage * runsPerPage);
      return page;
    };

    const missed: string[] = [];
    for (const page of [await judged('/login', null), await judged('/dashboard', token)]) {
      const elsewhere = page.finalPaths.filter((finalPath) => finalPath !== page.path);
      if (elsewhere.length > 0) missed.push(`${page.path} ended on ${elsewhere.join(', ')}`);
      if (page.score < budget.score)
        missed.push(`${page.path}: score ${Math.round(page.score * 100)} < ${budget.score * 100}`);
      if (!(page.largestContentfulPaintMs <= budget.largestContentfulPaintMs))
        missed.push(
          `${page.path}: LCP ${Math.round(page.largestContentfulPaintMs)} ms > ${budget.largestContentfulPaintMs} ms`,
        );
    }
    expect(missed).toEqual([]);
  } finally {
    chrome.kill();
  }
});
