import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules of WCAG 2.0 to 2.2, levels A and AA, that axe-core checks. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core on the page, run in the page itself (legacy mode). By default @axe-core/playwright opens a
 * blank page for every analysis to merge the results of cross-origin frames; the portal has none, and
 * that page cost about half of each of the accessibility walk's 200-odd analyses (790 ms against
 * 350 ms on average, measured on staff.demo's pages).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * Rules axe-core files as best practice rather than WCAG, checked as well: a dialog, drawer or menu open
 * over a page must not bring a second banner, a landmark named like another, or text outside every
 * landmark, which a screen reader's list of landmarks would show.
 */
export const landmarkRules = ['landmark-no-duplicate-banner', 'landmark-unique', 'region'];

/**
 * axe-core with WCAG 2.2 AA's rules and the landmark rules, reporting violations alone: the elements
 * that pass are not gathered, which halved each run of the accessibility walk (1.05 s to 0.54 s on
 * average over eight customer pages).
 */
export const wcagAndLandmarks = (page: Page) =>
  axeOn(page).options({
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: wcagTags },
    // A rule named here runs whatever its tags (axe-core's `rules` option outranks `runOnly`'s tags).
    rules: Object.fromEntries(landmarkRules.map((rule) => [rule, { enabled: true }])),
  });

/** What axe-core finds against WCAG 2.2 AA on the page as it is now: rule and elements, or nothing. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}
