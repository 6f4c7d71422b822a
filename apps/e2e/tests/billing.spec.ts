import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';
import { fatturaPaXml, onePagePdf } from './support/fatturapa.ts';

/** A day as the API takes it, `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const number = `E2E/${Date.now().toString().slice(-8)}`;
const invoice = {
  number,
  issueDate: day(0),
  dueDate: day(30),
  periodFrom: day(-30),
  periodTo: day(-1),
  taxableCents: 100_000,
  vatCents: 22_000,
  // cliente.demo's customer, CL0001 (packages/demo-data/src/fixed.ts): the API checks the buyer is the
  // job order's customer.
  buyer: { name: 'Azienda Ospedaliera Santa Lucia dei Colli', vatNumber: '41852300494' },
};
const pdfName = 'fattura-e2e-terapie-intensive.pdf';

/** Picks a file through the browser's chooser, as a user clicking the field would. */
async function chooseFile(
  page: Page,
  field: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: field }).click();
  await (await chooser).setFiles(file);
}

/** The unread count the «Fatturazione» menu entry tells screen readers (0 when it shows no badge). */
async function billingBadge(page: Page): Promise<number> {
  const words = page.getByRole('link', { name: /^Fatturazione/ }).getByText(/^\d+ novità$/);
  return (await words.count()) === 0 ? 0 : Number.parseInt((await words.textContent()) ?? '', 10);
}

test.describe.configure({ mode: 'serial' });

test('staff publish an invoice with its PDF and FatturaPA XML, and see what was read from the XML', async ({
  page,
}) => {
  await signInAs(page, 'staff.demo');
  await page.getByRole('button', { name: 'Amministrazione' }).click();
  await page.getByRole('link', { name: 'Fatture e note di credito' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fatture e note di credito' })).toBeVisible();
  await page.getByRole('button', { name: 'Pubblica un documento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pubblica una fattura o nota di credito' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Commessa' }).fill('aree critiche');
  await page.getByRole('option', { name: /Sanificazione delle aree critiche.*Santa Lucia/ }).click();
  await chooseFile(page, 'PDF del documento', {
    name: pdfName,
    mimeType: 'application/pdf',
    buffer: onePagePdf(`Fattura ${number}`),
  });

  // A malformed XML: the API's 400 says what is wrong, in Italian, and nothing can be published.
  const broken = fatturaPaXml(invoice).replace('</Numero>', '</Numro>');
  await chooseFile(page, 'Fattura elettronica (XML FatturaPA)', {
    name: 'rotta.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from(broken),
  });
  const problem = dialog.getByRole('alert').filter({ hasText: 'La fattura elettronica non è valida' });
  await expect(problem).toContainText('XML non ben formato');

  await chooseFile(page, 'Fattura elettronica (XML FatturaPA)', {
    name: 'IT01234567890_E2E01.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from(fatturaPaXml(invoice)),
  });
  const read = dialog.getByRole('region', { name: 'Dati letti dalla fattura elettronica' });
  await expect(read).toContainText(number);
  await expect(read).toContainText('1.220,00 €');
  await expect(read).toContainText('1.000,00 €');
  await expect(read).toContainText('Servizi Integrati Italia S.p.A.');
  // With the XML, nothing is typed by hand.
  await expect(dialog.getByRole('textbox', { name: 'Numero' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page).toHaveURL(/\/billing\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Fattura n. ${number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fattura elettronica', exact: true })).toContainText(
    'Sanificazione straordinaria delle terapie intensive',
  );
});

test('the customer sees the badge, opens the invoice, downloads its PDF and the badge goes down', async ({
  page,
}) => {
  await signInAs(page, 'cliente.demo');
  await expect(page.getByRole('link', { name: /^Fatturazione \d+ novità$/ })).toBeVisible();
  const before = await billingBadge(page);
  expect(before).toBeGreaterThan(0);

  await page.getByRole('link', { name: /^Fatturazione/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fatturazione' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Elenco di fatture e note di credito' });
  const row = list.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Da aprire');
  await expect(row).toContainText('Da pagare');
  await row.getByRole('link', { name: `Fattura n. ${number}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Fattura n. ${number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fattura elettronica', exact: true })).toContainText(
    'Bonifico (MP05)',
  );
  await expect.poll(() => billingBadge(page)).toBe(before - 1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica il PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(pdfName);
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('link', { name: 'Torna alla fatturazione' }).click();
  await expect(list.getByRole('row').filter({ hasText: number })).not.toContainText('Da aprire');
});

test('the dashboard’s billing card shows what is overdue, each row opening the filtered list', async ({
  page,
}) => {
  await signInAs(page, 'cliente.demo');
  const card = page.getByRole('region', { name: 'Fatturazione' });
  await expect(card).toContainText(/\d+ document[oi] scadut[oi]/);
  const overdue = card.getByRole('link', { name: /^Fattura n\./ }).first();
  await overdue.click();
  await expect(page).toHaveURL(/\/billing\?.*state=overdue/);
  await expect(page).toHaveURL(/jobOrderId=/);
  await expect(page.getByRole('combobox', { name: 'Stato' })).toHaveValue('Scaduta');
  const list = page.getByRole('region', { name: 'Elenco di fatture e note di credito' });
  await expect(list.getByRole('row').nth(1)).toContainText('Scaduta');
  await expect(list).not.toContainText('Da pagare');
});

test('a user without the billing sub-role has no billing entry and is refused the page', async ({ page }) => {
  await signInAs(page, 'limitato.demo');
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await expect(menu.getByRole('link', { name: /^Documenti/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Fatturazione/ })).toHaveCount(0);
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Accesso non consentito')).toBeVisible();
});
