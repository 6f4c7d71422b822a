import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';

/**
 * Issue 26, the customer's side so far: cliente.demo finds a non-compliant control of the demo's year
 * through «Qualità», and its page shows the working a person can redo by hand: the votes with their
 * weights, A, B and 1 − B/A against the LQA of each area category, and the seed the rooms were drawn with.
 */
test('cliente.demo opens a non-compliant control from the menu and reads how its outcome is worked out @phone', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'cliente.demo');
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('button', { name: 'Qualità' }).click();
  await page.getByRole('link', { name: 'Controlli' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Controlli di qualità' })).toBeVisible();
  await expect(page.getByText(/^\d+ controlli$/)).toBeVisible();

  await page.goto('/quality/controls?outcome=nonCompliant&sortBy=score&sortDirection=asc');
  const first = page.getByRole('link', { name: /^Controllo del \d\d\/\d\d\/\d{4}$/ }).first();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Controllo del / })).toBeVisible();
  await expect(page.getByText('Non conforme').first()).toBeVisible();

  // Each category's sums (a table on a desktop, cards on a phone), and at least one under its level.
  const categories = page.getByRole('region', { name: 'Calcolo per categoria di area' });
  const failing = categories
    .locator(testInfo.project.name === 'phone' ? 'article' : 'tr')
    .filter({ hasText: 'Non conforme' })
    .first();
  const [a, b, score, lqa] =
    testInfo.project.name === 'phone'
      ? (/A = (\d+), B = (\d+): 1 − B\/A = ([\d,]+)%, LQA ([\d,]+)%/
          .exec((await failing.textContent()) ?? '')
          ?.slice(1) ?? [])
      : (await failing.getByRole('cell').allTextContents()).slice(1, 5);
  const percent = (value = '') => Number(value.replace('%', '').replace(',', '.'));
  expect(percent(score)).toBeCloseTo((1 - Number(b) / Number(a)) * 100, 1);
  expect(percent(score)).toBeLessThan(percent(lqa));

  // A rejected vote is named as such, and the draw can be redone from its seed.
  await expect(page.getByText(/\((respinto)\)/).first()).toBeVisible();
  await expect(page.getByText(/Con il seme \d+ e il generatore xoroshiro128\+/)).toBeVisible();
});
