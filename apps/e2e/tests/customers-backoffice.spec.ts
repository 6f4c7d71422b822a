import { signInAs } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 30, customers and job orders in the back office: staff.demo creates a customer (the VAT number's
 * check digit refused first), then its job order, and finds both in the lists and on their pages;
 * operatore.demo (tickets and sites only) sees neither menu entry and is refused the pages. The pages and
 * dialogs of the area are walked by the accessibility test already.
 */

// Within a worker tests share a database: a code of this run's own.
const suffix = String(Date.now()).slice(-5);
const customerCode = `E2E${suffix}`;
const customerName = `Comune di Prova ${suffix}`;
const jobOrderId = `E2E-${suffix}`;

test('staff.demo creates a customer and its job order, and finds both', async ({ page }) => {
  await signInAs(page, 'staff.demo', { at: '/backoffice/customers' });
  await expect(page.getByRole('heading', { level: 1, name: 'Clienti' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuovo cliente' }).click();
  const customerForm = page.getByRole('dialog', { name: 'Nuovo cliente' });
  await customerForm.getByRole('textbox', { name: 'Codice' }).fill(customerCode);
  await customerForm.getByRole('textbox', { name: 'Ragione sociale' }).fill(customerName);
  const vat = customerForm.getByRole('textbox', { name: 'Partita IVA' });
  await vat.fill('01234567890');
  await customerForm.getByRole('button', { name: 'Crea il cliente' }).click();
  await expect(
    customerForm.getByText('Partita IVA non valida: la cifra di controllo non torna'),
  ).toBeVisible();
  await expect(vat).toBeFocused();
  await vat.fill('IT01234567897');
  await customerForm.getByRole('button', { name: 'Crea il cliente' }).click();

  // The new customer's page: its data, no job order yet, and «Nuova commessa» for it.
  await expect(page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  await expect(page.getByText('01234567897')).toBeVisible();
  await page.getByRole('button', { name: 'Nuova commessa' }).click();
  const jobOrderForm = page.getByRole('dialog', { name: 'Nuova commessa' });
  await jobOrderForm.getByRole('textbox', { name: 'Codice' }).fill(jobOrderId);
  await jobOrderForm.getByRole('textbox', { name: 'Descrizione' }).fill('Pulizia degli uffici comunali');
  await jobOrderForm.getByRole('textbox', { name: 'Inizio' }).fill('01/01/2027');
  await jobOrderForm.getByRole('textbox', { name: 'Fine', exact: true }).fill('31/12/2029');
  await jobOrderForm.getByRole('textbox', { name: 'Fine originaria' }).fill('31/12/2028');
  // The calendar opened by the last date would cover the form's buttons: Esc closes it alone.
  await page.keyboard.press('Escape');
  await jobOrderForm.getByRole('button', { name: 'Crea la commessa' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Commessa ${jobOrderId}` })).toBeVisible();
  await expect(page.getByText('prorogata: la fine originaria era il 31/12/2028')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Come le date guidano i filtri delle ubicazioni' }),
  ).toBeVisible();

  await page.goto(`/backoffice/job-orders?customerCode=${customerCode}`);
  await expect(page.getByRole('link', { name: jobOrderId })).toBeVisible();
  await page.goto(`/backoffice/customers?query=${customerCode}`);
  await expect(page.getByRole('link', { name: customerName })).toBeVisible();
});

test('operatore.demo sees neither entry and is refused the pages', async ({ page }) => {
  await signInAs(page, 'operatore.demo');
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Clienti' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Commesse' })).toHaveCount(0);
  await page.goto('/backoffice/customers');
  await expect(page.getByText('Accesso non consentito')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Clienti' })).toHaveCount(0);
});
