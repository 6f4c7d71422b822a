import type { Page } from '@playwright/test';

/**
 * Does what changes the customer's site list (typing, a filter, an order, the map) and returns the names
 * of the sites the API answered with, in order: a test then waits for the page to show exactly those
 * before it clicks, so that no row moves under the pointer.
 */
export async function sitesAnswered(page: Page, urlPart: string, change: () => Promise<unknown>) {
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/site/my-list?') && response.url().includes(urlPart),
  );
  await change();
  const { data } = (await (await answer).json()) as { data: { siteName: string }[] };
  return data.map((site) => site.siteName);
}

/** The names of the sites the list's table shows (wide screens), in order. */
export const siteNamesInTable = (page: Page) =>
  page.getByRole('table', { name: 'Ubicazioni' }).locator('tbody tr td:nth-child(2) a').allTextContents();
