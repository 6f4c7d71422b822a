import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules of WCAG 2.0 to 2.2, levels A and AA, that axe-core checks. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What axe-core finds against WCAG 2.2 AA on the page as it is now: rule and elements, or nothing. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}
