import { apiToken, bearer, signInAs, staffToken } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 30's «done when»: a provider runs the portal for a new customer without touching the database.
 * staff.demo creates the customer (the VAT number's check digit refused first) and its job order in the
 * back office, the ERP sends its site through the sync API, staff.demo publishes it, puts one of the
 * provider's people on it, creates the customer's first user and announces the start in a news item;
 * that user then signs in and finds the site, the person and the news. operatore.demo (tickets and sites
 * only) sees neither menu entry and is refused the pages. The area's pages and dialogs are walked by the
 * accessibility test already.
 */

// Within a worker tests share a database: codes of this run's own.
const suffix = String(Date.now()).slice(-5);
const customerCode = `E2E${suffix}`;
const customerName = `Comune di Prova ${suffix}`;
const jobOrderId = `E2E-${suffix}`;
const siteCode = `UB9${suffix}`;
const siteName = `Municipio di Prova ${suffix}`;
const newsTitle = `Benvenuti nel portale ${suffix}`;
const username = `e2e.comune.${suffix}`;
const password = 'Municipio_2026!';

test('a provider runs the portal for a new customer end to end', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Seven steps of the back office and the customer's first visit.
  test.slow();
  await signInAs(page, 'staff.demo', { at: '/backoffice/customers' });
  await expect(page.getByRole('heading', { level: 1, name: 'Clienti' })).toBeVisible();

  // 1. The customer.
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

  // 2. Its job order, from the customer's page: started this year, extended a year past its original end.
  await expect(page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  await expect(page.getByText('01234567897')).toBeVisible();
  await page.getByRole('button', { name: 'Nuova commessa' }).click();
  const jobOrderForm = page.getByRole('dialog', { name: 'Nuova commessa' });
  await jobOrderForm.getByRole('textbox', { name: 'Codice' }).fill(jobOrderId);
  await jobOrderForm.getByRole('textbox', { name: 'Descrizione' }).fill('Pulizia degli uffici comunali');
  await jobOrderForm.getByRole('textbox', { name: 'Inizio' }).fill('01/01/2026');
  await jobOrderForm.getByRole('textbox', { name: 'Fine', exact: true }).fill('31/12/2028');
  await jobOrderForm.getByRole('textbox', { name: 'Fine originaria' }).fill('31/12/2027');
  // The calendar opened by the last date would cover the form's buttons: Esc closes it alone.
  await page.keyboard.press('Escape');
  await jobOrderForm.getByRole('button', { name: 'Crea la commessa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Commessa ${jobOrderId}` })).toBeVisible();
  await expect(page.getByText('prorogata: la fine originaria era il 31/12/2027')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Come le date guidano i filtri delle ubicazioni' }),
  ).toBeVisible();
  await page.goto(`/backoffice/job-orders?customerCode=${customerCode}`);
  await expect(page.getByRole('link', { name: jobOrderId })).toBeVisible();
  // The dashboard names what the new customer still lacks, newest customer first.
  await page.goto('/dashboard');
  const toStart = page.getByRole('region', { name: 'Clienti da avviare' });
  await expect(toStart.getByRole('listitem').first()).toContainText(customerName);
  await expect(toStart.getByRole('listitem').first()).toContainText(
    'Nessuna ubicazione pubblicata, nessun utente',
  );

  // 3. The site arrives from the ERP: a source of its own, its key, one batch; sent twice, nothing changes.
  const staff = await staffToken(request);
  const source = await request.post('/api/sync/sources', {
    headers: bearer(staff),
    data: { name: `Gestionale ${suffix}` },
  });
  expect(source.status()).toBe(201);
  const { key } = (await source.json()) as { key: string };
  const batch = {
    sites: [
      {
        code: siteCode,
        jobOrderId,
        name: siteName,
        address: 'Piazza della Vittoria 1',
        city: 'Lodi',
        cap: '26900',
        province: 'LO',
        phone: null,
        notes: null,
        startHour: '06:00',
        endHour: '20:00',
        isOnDuty: false,
        dateFrom: '2026-01-01',
        dateTo: '2028-12-31',
        latitude: 45.3138,
        longitude: 9.5018,
      },
    ],
  };
  const send = async () => {
    const sent = await request.post('/api/sync/sites', { headers: { 'x-sync-key': key }, data: batch });
    expect(sent.status()).toBe(200);
    return sent.json();
  };
  const receipts = [await send(), await send()];
  expect(receipts[0]).toMatchObject({ created: 1, updated: 0 });
  expect(receipts[1]).toMatchObject({ created: 0, unchanged: 1 });

  // 4. Published: the new site waits among the customer's sites to publish.
  await page.goto(`/backoffice/sites?clientCode=${customerCode}&publication=unpublished`);
  await page.getByRole('checkbox', { name: `Seleziona ${siteName} (${siteCode})` }).check();
  await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Pubblicare le ubicazioni?' })
    .getByRole('button', { name: 'Pubblica' })
    .click();
  await expect(page.getByText('1 ubicazione pubblicata.')).toBeVisible();

  // 5. One of the provider's people, area manager of the new site.
  const people = await request.get('/api/contacts/people', {
    headers: bearer(staff),
    params: { pageSize: '1' },
  });
  const [person] = ((await people.json()) as { data: { name: string; surname: string }[] }).data;
  const personName = `${person?.name ?? ''} ${person?.surname ?? ''}`;
  await page.goto('/backoffice/contacts');
  await page.getByRole('tab', { name: 'Associazioni' }).click();
  await page.getByRole('button', { name: 'Nuova associazione' }).click();
  const association = page.getByRole('dialog', { name: 'Nuova associazione' });
  await association.getByRole('combobox', { name: 'Cliente' }).fill(customerCode);
  await page.getByRole('option', { name: new RegExp(`\\(${customerCode}\\)`) }).click();
  await association.getByRole('combobox', { name: 'Ubicazione' }).click();
  await page.getByRole('option', { name: new RegExp(siteName) }).click();
  await association.getByRole('combobox', { name: 'Persona' }).fill(person?.surname ?? '');
  await page.getByRole('option', { name: personName }).first().click();
  await association.getByRole('combobox', { name: 'Ruolo' }).click();
  await page.getByRole('option', { name: 'Responsabile di area' }).click();
  await association.getByRole('button', { name: 'Crea l’associazione' }).click();
  await expect(association).toBeHidden();

  // 6. The customer's first user, who sees every site of the customer and the provider's people.
  await page.goto('/backoffice/users/new');
  const userForm = page.getByRole('form', { name: 'Nuovo utente' });
  await userForm.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await userForm.getByRole('textbox', { name: 'Cognome' }).fill('Ferrari');
  await userForm.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.test`);
  await userForm.getByRole('textbox', { name: 'Nome utente' }).fill(username);
  await userForm.getByRole('combobox', { name: 'Cliente' }).fill(customerName);
  await page.getByRole('option', { name: new RegExp(`^${customerName} \\(${customerCode}\\)`) }).click();
  await userForm.getByRole('checkbox', { name: 'Ubicazioni' }).check();
  await userForm.getByRole('checkbox', { name: 'Contatti' }).check();
  await userForm.getByRole('button', { name: 'Crea utente' }).click();
  await expect(page.getByText('Utente creato', { exact: true })).toBeVisible();
  const activationLink = await page.getByRole('textbox', { name: 'Link di attivazione' }).inputValue();

  // 7. The news item for this customer alone.
  await page.goto('/backoffice/news');
  await page.getByRole('button', { name: 'Nuova news' }).click();
  const news = page.getByRole('dialog', { name: 'Nuova news' });
  await news.getByRole('textbox', { name: 'Titolo' }).fill(newsTitle);
  await news.getByRole('textbox', { name: 'Testo' }).fill('Da oggi seguite qui i servizi del municipio.');
  await news.getByText('Alcuni clienti', { exact: true }).click();
  await news.getByRole('combobox', { name: 'Clienti' }).fill(customerCode);
  await page.getByRole('option', { name: new RegExp(`\\(${customerCode}\\)`) }).click();
  await news.getByRole('button', { name: 'Salva' }).click();
  await expect(news).toBeHidden();

  // The user's first access (the link of the email), then the portal as the customer sees it.
  const code = new URL(activationLink).searchParams.get('code') ?? '';
  const enabled = await request.post(`/api/user/first-access/${encodeURIComponent(code)}`, {
    data: { password, systemEmailsConsent: true, promotionalNewsEmailsConsent: false },
  });
  expect(enabled.status()).toBe(204);
  expect(await apiToken(request, username, password)).toBeTruthy();
  const customerContext = await browser.newContext({ baseURL });
  const customer = await customerContext.newPage();
  await signInAs(customer, username, { password });
  await expect(customer.getByRole('region', { name: 'Novità' })).toContainText(newsTitle);
  await customer.getByRole('navigation').getByRole('link', { name: 'Ubicazioni' }).click();
  await expect(customer.getByRole('link', { name: siteName })).toBeVisible();
  await customer.goto('/contacts');
  await expect(customer.getByText(personName).first()).toBeVisible();
  await customerContext.close();

  // Started: the dashboard no longer names the customer.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Clienti da avviare' })).not.toContainText(customerName);
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
