import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';
import { italianDayFromToday } from './support/italian-days.ts';

/**
 * Documents (issue 13): staff.demo publishes a PDF with an end of validity for cliente.demo's customer
 * through the upload dialog; cliente.demo sees the documents badge, finds the new document marked in the
 * list, opens it (the badge goes down) and downloads the PDF under its name; limitato.demo, who holds only
 * the documents sub-role, has the menu entry and the list, and opens from the dashboard the checklist of
 * the site whose required documents are least in order.
 */

/** The smallest file the API takes as a PDF: its first bytes say so. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const filename = 'DUVRI-padiglione-prova.pdf';
const title = `DUVRI di prova ${Date.now().toString(36)}`;

/** The count of the side menu's «Documenti» badge: 0 when it shows none. */
async function documentsBadge(page: Page): Promise<number> {
  const link = page.getByRole('navigation').getByRole('link', { name: /^Documenti/ });
  await expect(link).toBeVisible();
  // What screen readers hear: «3 novità» (the badge itself is hidden from them).
  const words = link.getByText(/^\d+ novità$/);
  return (await words.count()) === 0 ? 0 : Number.parseInt((await words.textContent()) ?? '0', 10);
}

/** No horizontal scrolling at this width, and a screenshot to look at. */
async function checkLayout(page: Page, name: string) {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, `${name}: the page scrolls sideways`).toBe(true);
  await page.screenshot({ path: `/tmp/documents-${name}.png`, fullPage: true });
}

test('staff publish a PDF with an end of validity; the customer sees the badge, opens and downloads it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAs(staff, 'staff.demo', { at: '/backoffice/documents' });
  await staff.getByRole('button', { name: 'Carica documenti' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Carica documenti' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: pdf });
  const titleField = dialog.getByRole('textbox', { name: `Titolo di ${filename}` });
  // The title starts from the file's name.
  await expect(titleField).toHaveValue('DUVRI padiglione prova');
  await titleField.fill(title);
  await dialog.getByRole('combobox', { name: 'Categoria' }).click();
  await staff.getByRole('option', { name: 'DUVRI', exact: true }).click();
  const validUntil = dialog.getByRole('textbox', { name: 'Valido fino al' });
  await validUntil.fill(italianDayFromToday(20));
  await validUntil.press('Tab');
  await dialog.getByRole('combobox', { name: 'Cliente' }).fill('CL0001');
  await staff.getByRole('option', { name: /Azienda Ospedaliera Santa Lucia dei Colli \(CL0001\)/ }).click();
  // The customer chosen is the recipient, named, with no other step.
  await expect(dialog.getByRole('list', { name: 'Destinatari scelti' })).toHaveText(
    /^Tutto il cliente Azienda Ospedaliera Santa Lucia dei Colli \(CL0001\)$/,
  );
  await dialog.getByRole('button', { name: 'Pubblica' }).click();
  await expect(staff.getByText('Documenti pubblicati', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(staff.getByRole('link', { name: title })).toBeVisible();

  const customer = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAs(customer, 'cliente.demo');
  const before = await documentsBadge(customer);
  expect(before).toBeGreaterThan(0);
  await customer
    .getByRole('navigation')
    .getByRole('link', { name: /^Documenti/ })
    .click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Documenti' })).toBeVisible();
  const row = customer.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Da aprire')).toHaveCount(1);
  await expect(row.getByText('In scadenza', { exact: true })).toBeVisible();
  await expect(row).toContainText(`Scade tra 20 giorni`);
  // Who it is for, by name, so that documents of the same title are told apart.
  await expect(row).toContainText('Tutto il cliente Azienda Ospedaliera Santa Lucia dei Colli');
  await row.getByRole('link', { name: title }).click();

  await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(customer.getByText('Versione 1 (quella che stai guardando)')).toBeVisible();
  await expect(
    customer.getByText('Tutto il cliente Azienda Ospedaliera Santa Lucia dei Colli'),
  ).toBeVisible();
  await expect.poll(() => documentsBadge(customer)).toBe(before - 1);

  const download = customer.waitForEvent('download');
  await customer.getByRole('button', { name: 'Scarica il file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(filename);
  const path = await file.path();
  expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Counted as the customer's download.
  await expect(customer.getByText('Scaricato una volta', { exact: false })).toBeVisible();
  await staff.close();
  await customer.close();
});

test('a user with only the documents sub-role has «Documenti» in the menu and the list, and the checklist the dashboard points to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'limitato.demo');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Documenti/ })
    .click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documenti' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Elenco dei documenti' }).getByRole('link').first(),
  ).toBeVisible();

  // The dashboard's «1 mancante, 1 scaduto» opens the site's checklist, which names them.
  await page.goto('/dashboard');
  const worst = page.getByRole('link', { name: /: in regola al \d+%$/ });
  const gaps = (await worst.locator('xpath=following-sibling::*[1]').textContent()) ?? '';
  const counted = (word: RegExp) => Number(gaps.match(word)?.[1] ?? 0);
  await worst.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Documenti richiesti: / })).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Documenti richiesti dal contratto' });
  await expect(checklist.getByText('Mancante', { exact: true })).toHaveCount(counted(/(\d+) mancant/));
  await expect(checklist.getByText('Scaduto', { exact: true })).toHaveCount(counted(/(\d+) scadut/));
  await expect(checklist.getByText('In scadenza', { exact: true })).toHaveCount(counted(/(\d+) in scadenza/));
});

test('the list, a document, the staff upload and a site checklist fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, 'cliente.demo', { at: '/documents' });
  const list = page.getByRole('region', { name: 'Elenco dei documenti' });
  await expect(list.getByRole('article').first()).toBeVisible();
  await checkLayout(page, 'list-375');
  await list.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Versioni' })).toBeVisible();
  await checkLayout(page, 'detail-375');

  await page.goto('/sites');
  await page
    .getByRole('link', { name: /Pronto Soccorso/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Documenti' }).click();
  const checklist = page.getByRole('region', { name: 'Documenti richiesti dal contratto' });
  await expect(checklist).toContainText(/In regola al \d+%/);
  await checkLayout(page, 'site-checklist-375');

  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'staff.demo', { at: '/backoffice/documents' });
  await page.getByRole('button', { name: 'Carica documenti' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carica documenti' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: pdf });
  await expect(dialog.getByRole('textbox', { name: `Titolo di ${filename}` })).toBeVisible();
  await dialog.screenshot({ path: '/tmp/documents-upload-375.png' });
  const fits = await dialog.evaluate((element) => element.scrollWidth <= window.innerWidth);
  expect(fits, 'the upload dialog scrolls sideways').toBe(true);
});
