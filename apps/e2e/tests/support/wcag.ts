import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

/** The rules of WCAG 2.0 to 2.2, levels A and AA, that axe-core checks. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Rules axe-core files as best practice rather than WCAG, checked as well: a dialog, drawer or menu open
 * over a page must not bring a second banner, a landmark named like another, or text outside every
 * landmark, which a screen reader's list of landmarks would show.
 */
export const landmarkRules = ['landmark-no-duplicate-banner', 'landmark-unique', 'region'];

type PageWithAxe = { axe?: typeof axe };

/**
 * axe-core run in the page itself, on the page as it is now, reporting its violations alone.
 * - axe-core's 550 kB are evaluated once per document, not at every analysis: @axe-core/playwright
 *   evaluated them twice per analysis (about 2 s of each 3.4 s analysis of /dashboard on a loaded
 *   machine, measured); a walk that moves between pages inside the app keeps the one it injected.
 * - `resultTypes: ['violations']`: axe-core still runs every rule, but builds a selector for one element
 *   only of each rule that passed instead of every element (1 620 on /backoffice/sites), which cost a
 *   third of an analysis; the tests read the violations only.
 * The portal has no frame, so axe-core's merging of the results of cross-origin frames is not needed.
 */
export async function axeResults(page: Page, options: RunOptions): Promise<AxeResults> {
  const injected = await page.evaluate(() => typeof (window as PageWithAxe).axe === 'object');
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate((runOptions) => (window as PageWithAxe).axe!.run(document, runOptions), {
    ...options,
    resultTypes: ['violations'],
  } satisfies RunOptions);
}

/** axe-core with WCAG 2.2 AA's rules and the landmark rules. */
export const wcagAndLandmarks = (page: Page) =>
  axeResults(page, {
    runOnly: { type: 'tag', values: wcagTags },
    // A rule named here runs whatever its tags (axe-core's `rules` option outranks `runOnly`'s tags).
    rules: Object.fromEntries(landmarkRules.map((rule) => [rule, { enabled: true }])),
  });

/** What axe-core finds against WCAG 2.2 AA on the page as it is now: rule and elements, or nothing. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await axeResults(page, { runOnly: { type: 'tag', values: wcagTags } });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}
