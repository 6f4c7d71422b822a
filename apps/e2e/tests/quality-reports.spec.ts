import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';
import { settle } from './support/settle.ts';
import { wcagViolations } from './support/wcag.ts';

/**
 * Issue 26, the monthly quality reports: the customer finds the demo's reports through «Qualità» and
 * downloads one; staff ask for a month's report of a job order and watch it become ready.
 */
test.use({ failOnRefusedCalls: true });

test('cliente.demo opens the reports from the menu and downloads one @phone', async ({ page }, testInfo) => {
  await signInAs(page, 'cliente.demo');
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('button', { name: 'Qualità' }).click();
  await page.getByRole('link', { name: 'Rapporti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapporti mensili sulla qualità' })).toBeVisible();
  await expect(page.getByText(/^\d+ rapport[oi]$/)).toBeVisible();
  await expect(page.getByText('Pronto', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await settle(page);
  expect(await wcagViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Scarica il rapporto / })
    .filter({ visible: true })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/^Rapporto qualit.+\.pdf$/);
});

test('staff.demo asks for a month’s report of a job order and sees it ready', async ({ page }) => {
  await signInAs(page, 'staff.demo');
  await page.goto('/quality/reports');
  const form = page.getByRole('region', { name: 'Genera rapporto' });
  await form.getByRole('combobox', { name: 'Commessa' }).click();
  const option = page.getByRole('option').first();
  const jobOrderId = ((await option.textContent()) ?? '').split(' · ')[0]!;
  await option.click();
  await form.getByRole('combobox', { name: 'Mese' }).click();
  await page.getByRole('option').nth(6).click();
  await form.getByRole('button', { name: 'Genera rapporto' }).click();
  await expect(form.getByRole('status')).toContainText(`per la commessa ${jobOrderId}`);

  const row = page.getByRole('row').filter({ hasText: jobOrderId }).first();
  await expect(row.getByText('Pronto')).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole('button', { name: /^Scarica il rapporto / })).toBeVisible();
});
