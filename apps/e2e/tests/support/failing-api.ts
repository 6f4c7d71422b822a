import type { Page } from '@playwright/test';

/** The API refuses every call of the page to this path with a server error, as when the database is down. */
export async function failing(page: Page, path: string) {
  await page.route(`**/api${path}?*`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Generic error',
        status: 500,
        body: { code: 'INTERNAL', requestId: 'e2e' },
      }),
    }),
  );
}
