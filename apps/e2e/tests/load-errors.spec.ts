import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';
import { wcagViolations } from './support/wcag.ts';

/** The API refuses every call to this path with a server error, as when the database is down. */
async function failing(page: Page, path: string) {
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

test('a list that does not load says which list failed', async ({ page }) => {
  await signInAs(page, 'cliente.demo');

  await failing(page, '/tickets/my-list');
  await page.goto('/transmissions/tickets');
  const tickets = page.getByRole('alert').filter({ hasText: 'Segnalazioni non caricate' });
  await expect(tickets).toBeVisible({ timeout: 15_000 });
  // The error state of every list, checked here where it is shown (the accessibility walk opens no list
  // that fails): its «Riprova» must read on the alert's colour.
  expect(await wcagViolations(page)).toEqual([]);

  await failing(page, '/messages/my-list');
  await page.goto('/transmissions/messages');
  const messages = page.getByRole('alert').filter({ hasText: 'Comunicazioni non caricate' });
  await expect(messages).toBeVisible({ timeout: 15_000 });
});

test('«Riprova» asks again and shows the list once the API answers, keeping the search typed', async ({
  page,
}) => {
  await signInAs(page, 'cliente.demo');
  await failing(page, '/tickets/my-list');
  await page.goto('/transmissions/tickets?query=bagn');
  const alert = page.getByRole('alert').filter({ hasText: 'Segnalazioni non caricate' });
  await expect(alert).toBeVisible({ timeout: 15_000 });

  await page.unroute('**/api/tickets/my-list?*');
  await alert.getByRole('button', { name: 'Riprova' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByText('Bagni del secondo piano non puliti al mattino')).toBeVisible();
  await expect(page).toHaveURL(/query=bagn/);
});
