import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { bearer, signInAs } from './support/accounts.ts';
import { siteNamesInTable, sitesAnswered } from './support/site-list.ts';

/** The tile server of the default configuration: refused here, so every run sees the fallback. */
const tiles = '**/tile.openstreetmap.org/**';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** The API token of the user signed in on the page, for the checks that read what the page should show. */
const pageToken = (page: Page) => page.evaluate(() => localStorage.getItem('portale-clienti.token') ?? '');

test('cliente.demo finds a site by name, filters and sorts, exports, and sees the list on a map', async ({
  page,
}) => {
  // Search, filter, order, export and map: every step waits for the API's answer.
  test.slow();
  await page.route(tiles, (route) => route.abort());
  await signInAs(page, 'cliente.demo');
  await page.getByRole('link', { name: 'Ubicazioni e commesse' }).click();
  await expect(page.getByRole('heading', { name: 'Ubicazioni', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Le tue commesse' })).toBeVisible();

  const found = await sitesAnswered(page, 'query=padiglione', () =>
    page.getByLabel('Cerca').fill('padiglione'),
  );
  expect(found.length).toBeGreaterThan(1);
  for (const name of found) expect(name).toMatch(/Padiglione/);
  await expect.poll(() => siteNamesInTable(page)).toEqual(found);

  const statuses = page.getByRole('radiogroup', { name: 'Stato delle ubicazioni' });
  const extended = await sitesAnswered(page, 'status=extended', () =>
    statuses.getByText('Prorogate', { exact: true }).click(),
  );
  expect(extended.length).toBeGreaterThan(0);
  expect(extended.length).toBeLessThan(found.length);
  await expect.poll(() => siteNamesInTable(page)).toEqual(extended);
  await expect(page.getByRole('table', { name: 'Ubicazioni' }).getByText('Prorogata')).toHaveCount(
    extended.length,
  );
  await statuses.getByText('Tutte', { exact: true }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect.poll(() => siteNamesInTable(page)).toEqual(found);

  const descending = await sitesAnswered(page, 'sortDirection=desc', async () => {
    await page.getByRole('combobox', { name: 'Ordina per' }).click();
    await page.getByRole('option', { name: 'Nome (Z-A)' }).click();
  });
  expect(descending).toEqual([...found].reverse());
  await expect.poll(() => siteNamesInTable(page)).toEqual(descending);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta in Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^ubicazioni-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const onMap = await sitesAnswered(page, 'pageSize=500', () =>
    page.getByText('Mappa', { exact: true }).click(),
  );
  expect(onMap).toEqual(descending);
  const map = page.getByRole('region', { name: 'Mappa delle ubicazioni' });
  const [first = ''] = onMap;
  await expect(map.getByRole('button', { name: first })).toBeVisible();
  await expect(map.locator('.sites-map-pin')).toHaveCount(onMap.length);
  await expect(page.getByText('Lo sfondo della mappa non è disponibile in questo momento')).toBeVisible();
  await map.getByRole('button', { name: first }).click();
  await map.getByRole('link', { name: first }).click();
  await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
});

test('cliente.demo opens a site and sees its data, services, fees, contacts and map; altro.demo cannot', async ({
  page,
}) => {
  // Two sign-ins and four tabs.
  test.slow();
  await page.route(tiles, (route) => route.abort());
  await signInAs(page, 'cliente.demo', { at: '/sites' });
  const searched = page.waitForResponse((response) => response.url().includes('query=Padiglione+A'));
  await page.getByLabel('Cerca').fill('Padiglione A');
  const { data: found } = (await (await searched).json()) as { data: unknown[] };
  // The list shows the search's results before a row is clicked: rows do not move under the pointer.
  const rows = page.getByRole('table', { name: 'Ubicazioni' }).locator('tbody tr');
  await expect(rows).toHaveCount(found.length);
  await rows.getByRole('link', { name: 'Presidio Ospedaliero Santa Lucia – Padiglione A' }).click();
  await expect(page).toHaveURL(/\/sites\/detail\/UB\d{6}$/);
  const siteCode = page.url().split('/').at(-1) ?? '';

  const token = await pageToken(page);
  const detail = (await (
    await page.request.get(`/api/site/${siteCode}/details`, { headers: bearer(token) })
  ).json()) as {
    siteName: string;
    phone: string;
    currentMonthFee: { fee: number };
    siteServices: { serviceName: string }[];
  };

  await expect(page.getByRole('heading', { name: detail.siteName, level: 1 })).toBeVisible();
  // Its job order is started: the economic data can be consulted, said in Italian.
  await expect(page.getByText('Dati economici disponibili', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: detail.phone })).toHaveAttribute('href', /^tel:/);
  const map = page.getByRole('region', { name: `Mappa di ${detail.siteName}` });
  await expect(map.getByRole('button', { name: detail.siteName })).toBeVisible();
  await expect(page.getByText('Lo sfondo della mappa non è disponibile in questo momento')).toBeVisible();

  await page.getByRole('tab', { name: 'Servizi e canoni' }).click();
  await expect(page.getByText(euro.format(detail.currentMonthFee.fee))).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ripartizione del canone' })).toBeVisible();
  for (const service of detail.siteServices) {
    await expect(page.getByRole('article', { name: service.serviceName })).toBeVisible();
  }

  await page.getByRole('tab', { name: 'Contatti' }).click();
  await expect(page.getByRole('region', { name: 'Direzione' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Operativo' })
      .getByText(/^Risponde a, dal più vicino: [^›(]+ \((Coordinatore dei servizi|superiore diretto)\) › /)
      .first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Operativo' }).locator('a[href^="tel:"]').first(),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Documenti' }).click();
  // The first document the user has not downloaded yet (other tests download some): its place in the
  // list, newest first, does not move when it is downloaded.
  const articles = page.getByRole('article');
  await expect(articles.first()).toBeVisible();
  const index = (await articles.allInnerTexts()).findIndex((text) => text.includes('Non ancora scaricato'));
  expect(index).toBeGreaterThanOrEqual(0);
  const notDownloaded = articles.nth(index);
  const download = page.waitForEvent('download');
  await notDownloaded.getByRole('button', { name: /^Scarica / }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await file.path();
  expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(notDownloaded).toContainText('Ultimo scaricamento');
  await expect(notDownloaded).toContainText('1 scaricamento');

  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'altro.demo', { at: `/sites/detail/${siteCode}` });
  await expect(
    page.getByRole('heading', { name: 'Questa ubicazione non appartiene alla tua azienda' }),
  ).toBeVisible();
  await page.goto('/sites/detail/UB999999');
  await expect(page.getByRole('heading', { name: 'Ubicazione non trovata' })).toBeVisible();
  await page.goto('/sites/detail/padiglione');
  await expect(page.getByRole('heading', { name: 'Codice ubicazione non valido' })).toBeVisible();
});

test('cliente.demo sees the provider’s people by role category, with their photos, on the contacts page', async ({
  page,
}) => {
  await signInAs(page, 'cliente.demo');
  await page.getByRole('link', { name: 'Contatti', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Contatti', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  const categories = main.getByRole('region');
  await expect(categories.first()).toBeVisible();
  expect(await categories.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
    'Direzione',
    'Operativo',
    'Amministrazione',
    'Qualità e sicurezza',
  ]);
  await expect(main.getByText(/^Si occupa di:/).first()).toBeVisible();
  // Most of the demo's people have a portrait; the others show their initials.
  await expect(main.getByRole('img', { name: /^Foto di / }).first()).toBeVisible();
  await page.getByLabel('Cerca').fill('capo cantiere');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Operativo']);
});

test.describe('on a phone', () => {
  test('the site list works at 375 px @phone-only', async ({ page }) => {
    await signInAs(page, 'cliente.demo', { at: '/sites' });
    const found = await sitesAnswered(page, 'query=padiglione', () =>
      page.getByLabel('Cerca').fill('padiglione'),
    );
    expect(found.length).toBeGreaterThan(1);
    const cards = page.getByRole('article').filter({ has: page.getByRole('link', { name: /Padiglione/ }) });
    await expect(cards).toHaveCount(found.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const name = (await cards.first().getByRole('link').first().textContent()) ?? '';
    await cards.first().getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
