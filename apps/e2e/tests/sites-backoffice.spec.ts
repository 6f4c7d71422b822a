import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { bearer, signInAs, staffToken } from './support/accounts.ts';
import { siteNamesInTable, sitesAnswered } from './support/site-list.ts';

type PublishingItem = {
  siteCode: string;
  siteName: string;
  dateFrom: string;
  dateTo: string;
  datesWarning: boolean;
  baseFeeWarning: boolean;
  serviceWarning: boolean;
};
type SiteDetail = { dateFrom: string; feeSplit: { endDate: string; items: { startDate: string }[] } | null };

const italianDate = (iso: string) => iso.split('-').reverse().join('/');
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * cliente.demo's customer and one of its sites that is not published yet and has no warning, found as
 * the back office would.
 */
async function findUnpublishedSite(request: APIRequestContext, token: string) {
  const users = await request.get('/api/user/portale', {
    params: { query: 'cliente.demo' },
    headers: bearer(token),
  });
  const [user] = ((await users.json()) as { data: { customerCode: string }[] }).data;
  const customerCode = user?.customerCode ?? '';
  const customers = await request.get('/api/site/customers', {
    params: { search: customerCode },
    headers: bearer(token),
  });
  const customer = ((await customers.json()) as { customerCode: string; name: string }[]).find(
    (item) => item.customerCode === customerCode,
  );
  const sites = await request.get('/api/site/sites-for-publishing', {
    params: { clientCode: customerCode, isPublished: 'false', pageSize: 100 },
    headers: bearer(token),
  });
  const site = ((await sites.json()) as { data: PublishingItem[] }).data.find(
    (item) => !item.datesWarning && !item.baseFeeWarning && !item.serviceWarning,
  );
  if (!customer || !site) throw new Error(`${customerCode} has no unpublished site without warnings`);
  return { customer, site };
}

/** The names of the sites the publishing list shows, in order (the table's or the phone's cards). */
const siteNamesOnPage = (page: Page) => page.locator('a[href^="/backoffice/sites/"]').allTextContents();

const siteDetail = async (request: APIRequestContext, token: string, siteCode: string) =>
  (await (
    await request.get(`/api/site/${siteCode}/details`, { headers: bearer(token) })
  ).json()) as SiteDetail;

async function fillDate(page: Page, field: ReturnType<Page['getByLabel']>, iso: string) {
  await field.fill(italianDate(iso));
  await field.press('Escape');
  await expect(field).toHaveValue(italianDate(iso));
}

test('staff.demo publishes a site, sets its dates and fee split, and cliente.demo then sees it', async ({
  page,
  request,
}) => {
  // The whole journey of the issue: two sign-ins, publishing, dates, fees and the customer's view.
  test.slow();
  const token = await staffToken(request);
  const { customer, site } = await findUnpublishedSite(request, token);

  await signInAs(page, 'staff.demo');
  await page.getByRole('link', { name: 'Pubblicazione ubicazioni' }).click();
  await expect(page.getByRole('heading', { name: 'Pubblicazione ubicazioni', level: 1 })).toBeVisible();
  await expect(page.getByText('Avvisi prima della pubblicazione')).toBeVisible();

  // The customer is found by typing part of its name, in any case: the server searches as one types.
  const customerField = page.getByRole('combobox', { name: 'Cliente' });
  const customerLabel = `${customer.name} (${customer.customerCode})`;
  const typed = customer.name.split(' ').slice(2, 4).join(' ').toLowerCase();
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/site/customers' && url.searchParams.get('search') === typed;
  });
  await customerField.fill(typed);
  expect((await searched).status()).toBe(200);
  await page.getByRole('option').filter({ hasText: customerLabel }).click();
  await expect(page).toHaveURL(new RegExp(`clientCode=${customer.customerCode}`));
  await expect(customerField).toHaveValue(customerLabel);
  await page.reload();
  await expect(customerField).toHaveValue(customerLabel);
  await page.getByText('Da pubblicare', { exact: true }).click();
  await expect(page).toHaveURL(/publication=unpublished/);

  await page.getByRole('checkbox', { name: `Seleziona ${site.siteName} (${site.siteCode})` }).check();
  await expect(page.getByText('1 ubicazione selezionata')).toBeVisible();
  await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Pubblicare le ubicazioni?' });
  await confirm.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByText('1 ubicazione pubblicata.')).toBeVisible();
  await expect(page.getByRole('link', { name: site.siteName })).toHaveCount(0);

  await page.goto(`/backoffice/sites/${site.siteCode}`);
  await expect(page.getByRole('heading', { name: site.siteName, level: 1 })).toBeVisible();
  await expect(page.getByText('Pubblicata', { exact: true })).toBeVisible();

  const dates = page.getByRole('region', { name: 'Date dell’ubicazione' });
  const newStart = addDays(site.dateFrom, 10);
  await fillDate(page, dates.getByLabel('Inizio'), newStart);
  await dates.getByRole('button', { name: 'Salva le date' }).click();
  await expect(page.getByText('Date salvate')).toBeVisible();
  expect((await siteDetail(request, token, site.siteCode)).dateFrom).toBe(newStart);

  const fees = page.getByRole('region', { name: 'Canone dell’ubicazione' });
  const periods = fees.getByRole('group', { name: /^Periodo \d+$/ });
  const count = await periods.count();
  expect(count).toBeGreaterThan(0);
  const lastStart = await periods
    .nth(count - 1)
    .getByLabel('Inizio')
    .inputValue();
  await fees.getByRole('button', { name: 'Aggiungi periodo' }).click();
  const added = fees.getByRole('group', { name: `Periodo ${count + 1}` });
  await added.getByLabel('Inizio').fill(lastStart);
  await added.getByLabel('Inizio').press('Escape');
  await added.getByLabel('Canone mensile (€)').fill('5200');
  await fees.getByRole('button', { name: 'Salva il canone' }).click();
  await expect(added.getByText('Il periodo si sovrappone al precedente')).toBeVisible();

  const saved = await siteDetail(request, token, site.siteCode);
  const fixedStart = addDays(saved.feeSplit?.items.at(-1)?.startDate ?? newStart, 31);
  await fillDate(page, added.getByLabel('Inizio'), fixedStart);
  await added.getByLabel('Note').fill('Adeguamento e2e');
  await fees.getByRole('button', { name: 'Salva il canone' }).click();
  await expect(page.getByText('Canone salvato')).toBeVisible();
  await expect(added.getByText('Il periodo si sovrappone al precedente')).toHaveCount(0);
  const withNewPeriod = await siteDetail(request, token, site.siteCode);
  expect(withNewPeriod.feeSplit?.items).toHaveLength(count + 1);
  expect(withNewPeriod.feeSplit?.items.at(-1)?.startDate).toBe(fixedStart);

  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'cliente.demo', { at: '/sites' });
  const found = await sitesAnswered(page, 'query=', () => page.getByLabel('Cerca').fill(site.siteName));
  expect(found).toContain(site.siteName);
  await expect.poll(() => siteNamesInTable(page)).toEqual(found);
  await page.getByRole('link', { name: site.siteName, exact: true }).click();
  await expect(page.getByRole('heading', { name: site.siteName, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Servizi e canoni' }).click();
  await expect(page.getByText('Adeguamento e2e')).toBeVisible();

  // Back as it was, for the other tests of this run.
  const withdrawn = await request.post('/api/site/set-published', {
    headers: bearer(token),
    data: { siteCodes: [site.siteCode], published: false },
  });
  expect(withdrawn.status()).toBe(200);
});

test('staff.demo sorts the publishing list by start date, and the order stays in the address bar @phone', async ({
  page,
  isMobile,
}) => {
  await signInAs(page, 'staff.demo', { at: '/backoffice/sites' });
  await expect(page.getByRole('heading', { name: 'Pubblicazione ubicazioni', level: 1 })).toBeVisible();
  // On a phone the order is with the filters, behind one button.
  const openFilters = () => page.getByRole('button', { name: /^Filtri/ }).click();
  if (isMobile) await openFilters();
  const sortField = page.getByRole('combobox', { name: 'Ordina per' });
  await expect(sortField).toHaveValue('Cliente (A-Z)');

  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/site/sites-for-publishing?') &&
      response.url().includes('sortBy=startDate') &&
      response.url().includes('sortDirection=desc'),
  );
  await sortField.click();
  await page.getByRole('option', { name: 'Data di inizio (dalla più recente)' }).click();
  const { data } = (await (await answer).json()) as { data: PublishingItem[] };
  const starts = data.map((site) => site.dateFrom);
  // Sites that start on different days, so that the order shows.
  expect(new Set(starts).size).toBeGreaterThan(1);
  expect(starts).toEqual([...starts].sort().reverse());
  await expect(page).toHaveURL(/sortBy=startDate&sortDirection=desc/);
  await expect.poll(() => siteNamesOnPage(page)).toEqual(data.map((site) => site.siteName));

  await page.reload();
  if (isMobile) await openFilters();
  await expect(sortField).toHaveValue('Data di inizio (dalla più recente)');
  await expect.poll(() => siteNamesOnPage(page)).toEqual(data.map((site) => site.siteName));
});

/** A 1×1 PNG, and a text file that pretends to be an image. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a link with a customer code that names no customer says so in the customer field', async ({ page }) => {
  await signInAs(page, 'staff.demo', { at: '/backoffice/sites?clientCode=CL9999' });
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue('CL9999 (cliente non trovato)');
  await expect(page.getByText('Nessuna ubicazione trovata')).toBeVisible();
});

test('staff.demo adds, changes and removes a service with its own fee split, and sets the photo', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await staffToken(request);
  const { site } = await findUnpublishedSite(request, token);
  await signInAs(page, 'staff.demo', { at: `/backoffice/sites/${site.siteCode}` });
  await expect(page.getByRole('heading', { name: site.siteName, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nuovo servizio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo servizio' });
  await dialog.getByLabel('Nome del servizio').fill('Pulizia delle vetrate esterne');
  await expect(dialog.getByRole('group', { name: 'Periodo 1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Salva il servizio' }).click();
  await expect(dialog.getByRole('group', { name: 'Periodo 1' }).getByText('Campo richiesto')).toBeVisible();
  await dialog.getByRole('group', { name: 'Periodo 1' }).getByLabel('Canone mensile (€)').fill('320,50');
  await dialog.getByRole('button', { name: 'Salva il servizio' }).click();
  await expect(page.getByText('Servizio aggiunto')).toBeVisible();
  const services = page.getByRole('region', { name: /^Servizi \(\d+\)$/ });
  await expect(services.getByRole('article', { name: 'Pulizia delle vetrate esterne' })).toBeVisible();

  await services.getByRole('button', { name: 'Modifica Pulizia delle vetrate esterne' }).click();
  const editing = page.getByRole('dialog', { name: 'Modifica «Pulizia delle vetrate esterne»' });
  await expect(
    editing.getByRole('group', { name: 'Periodo 1' }).getByLabel('Canone mensile (€)'),
  ).toHaveValue('320,5');
  await editing.getByLabel('Nome del servizio').fill('Pulizia delle vetrate interne ed esterne');
  await editing.getByRole('button', { name: 'Salva il servizio' }).click();
  await expect(page.getByText('Servizio aggiornato')).toBeVisible();

  await services.getByRole('button', { name: 'Rimuovi Pulizia delle vetrate interne ed esterne' }).click();
  await page
    .getByRole('dialog', { name: 'Rimuovere il servizio?' })
    .getByRole('button', { name: 'Rimuovi' })
    .click();
  await expect(page.getByText('Servizio rimosso')).toBeVisible();
  await expect(services.getByRole('article', { name: /Pulizia delle vetrate/ })).toHaveCount(0);

  const photo = page.getByRole('region', { name: 'Foto dell’ubicazione' });
  let chooser = page.waitForEvent('filechooser');
  await photo.getByRole('button', { name: 'Carica una foto' }).click();
  await (await chooser).setFiles({ name: 'note.png', mimeType: 'text/plain', buffer: Buffer.from('no') });
  await expect(photo.getByRole('alert')).toContainText('non è un’immagine JPEG, PNG o WebP');
  chooser = page.waitForEvent('filechooser');
  await photo.getByRole('button', { name: 'Carica una foto' }).click();
  await (await chooser).setFiles({ name: 'facciata.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Foto salvata')).toBeVisible();
  await expect(photo.getByRole('img', { name: `Foto di ${site.siteName}` })).toBeVisible();
  await expect(photo.getByRole('button', { name: 'Sostituisci la foto' })).toBeVisible();
});
