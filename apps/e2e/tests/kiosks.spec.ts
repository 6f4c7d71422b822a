import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';
import { wcagViolations } from './support/wcag.ts';

/**
 * Issue 26, kiosks: cliente.demo opens «Qualità › Chioschi» and reads the index with its votes beside it;
 * staff.demo installs a kiosk and sees its key once, in a dialog with no WCAG violation.
 */
test('cliente.demo opens Chioschi and sees the index beside its votes @phone', async ({ page }, testInfo) => {
  await signInAs(page, 'cliente.demo');
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('button', { name: 'Qualità' }).click();
  await page.getByRole('link', { name: 'Chioschi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chioschi' })).toBeVisible();
  // The period's index, with the number of votes it stands on.
  await expect(page.getByText(/^Indice dal \d\d\/\d\d\/\d{4} al \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(page.getByText(/^[\d.]+ voti$/).first()).toBeVisible();
  // The heat map's cells say their index and votes; the ranking gives both indexes and the votes.
  const heatMap = page.getByRole('region', { name: 'Indice per ora della settimana' });
  await expect(heatMap.getByRole('cell', { name: /^\d+\s?,\s?[\d.]+ vot[oi]$/ }).first()).toBeAttached();
  const ranking = page.getByRole('region', { name: 'Classifica delle ubicazioni' });
  if (testInfo.project.name === 'phone')
    await expect(ranking.getByText(/^\d+ \([\d.]+ vot[oi]\)$/).first()).toBeVisible();
  else await expect(ranking.getByRole('columnheader', { name: 'Voti' })).toBeVisible();
});

test('staff.demo installs a kiosk and sees its key once', async ({ page }) => {
  await signInAs(page, 'staff.demo', { at: '/backoffice/kiosks?siteCode=UB000002' });
  await expect(page.getByRole('heading', { level: 1, name: 'Chioschi delle ubicazioni' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuovo chiosco' }).click();
  const form = page.getByRole('dialog', { name: 'Nuovo chiosco' });
  await form.getByRole('textbox', { name: 'Nome' }).fill('Chiosco della reception');
  await form.getByRole('button', { name: 'Crea il chiosco' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Chiave di «Chiosco della reception»' });
  const key = await keyDialog.getByRole('textbox', { name: 'Chiave' }).inputValue();
  expect(key).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
  await expect(keyDialog.getByRole('button', { name: 'Copia la chiave' })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await keyDialog.getByRole('button', { name: 'Fatto' }).click();
  // Listed with the key's prefix alone: the key is not shown again.
  const row = page.getByRole('row', { name: /Chiosco della reception/ });
  await expect(row).toContainText(`${key.slice(0, 10)}…`);
  await expect(page.getByText(key)).toHaveCount(0);
});
