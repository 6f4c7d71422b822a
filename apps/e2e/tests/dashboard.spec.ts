import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';

/**
 * The morning summaries: the customer's tickets by site, the «Nuova segnalazione» button and the map
 * with its legend; the back office's cards, each row a link to its filtered list; the documents card of
 * a user who holds only the documents sub-role. Figures are the demo data's (packages/demo-data/src).
 */

async function openDashboard(page: Page, username: string) {
  await signInAs(page, username);
}

/** No horizontal scrolling at this width, and a screenshot to look at. */
async function checkLayout(page: Page, name: string) {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, `${name}: the page scrolls sideways`).toBe(true);
  await page.screenshot({ path: `/tmp/dashboard-${name}.png`, fullPage: true });
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a customer sees tickets by site, follows a site to its open tickets, reads the map legend and opens a new ticket', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openDashboard(page, 'cliente.demo');
  const tickets = section(page, 'Segnalazioni per ubicazione');
  // Two late requests (Pronto Soccorso, Blocco operatorio); of the two answers of the last 90 days
  // the offer request's came on time, the complaint's 14 hours late.
  await expect(
    tickets.getByText('in ritardo', { exact: true }).locator('xpath=preceding-sibling::*[1]'),
  ).toHaveText('2');
  await expect(tickets.getByText('Risposte puntuali: 50% (1 su 2) negli ultimi 90 giorni')).toBeVisible();
  const emergency = tickets
    .getByRole('listitem')
    .filter({ hasText: 'Pronto Soccorso – Presidio Santa Lucia' });
  await expect(emergency).toContainText('1 aperta, 1 in ritardo');
  await expect(emergency).toContainText('Nessuna risposta recente');
  const wardB = tickets.getByRole('listitem').filter({ hasText: 'Padiglione B' });
  await expect(wardB).toContainText('Nessuna aperta');
  await expect(wardB).toContainText('Risposte puntuali: 100% (1 su 1)');

  const map = section(page, 'Mappa delle ubicazioni');
  await map.scrollIntoViewIfNeeded();
  const legend = page.getByRole('list', { name: 'Legenda della mappa' });
  await expect(legend).toBeVisible();
  for (const status of ['Attiva', 'Prorogata', 'In attivazione', 'Chiusa']) {
    await expect(legend.getByText(status, { exact: true })).toBeVisible();
  }
  // The card's statuses add up to its total, and the legend says the card's figures.
  const card = section(page, 'Le tue ubicazioni');
  const firstNumber = async (locator: Locator) =>
    Number(/\d+/.exec((await locator.textContent()) ?? '')?.[0]);
  const onCard = async (label: string) =>
    firstNumber(card.getByRole('button', { name: new RegExp(`^\\d+ ${label} `) }));
  const inLegend = async (label: string) =>
    firstNumber(
      legend
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${label} `) })
        .getByText(/^\(\d+\)/),
    );
  const figures = {
    active: await onCard('Attive'),
    inActivation: await onCard('In attivazione'),
    closed: await onCard('Chiuse'),
  };
  const total = await firstNumber(card.getByText(/ubicazioni in tutto/));
  expect(figures.active + figures.inActivation + figures.closed).toBe(total);
  expect({
    active: await inLegend('Attiva'),
    inActivation: await inLegend('In attivazione'),
    closed: await inLegend('Chiusa'),
  }).toEqual(figures);
  expect(await inLegend('Prorogata')).toBe(
    await firstNumber(card.getByRole('button', { name: /^\d+ prorogat/ })),
  );
  // Each pin says its status in words, not by colour alone.
  await expect(page.locator('.leaflet-marker-icon[aria-label$=" – Attiva"]').first()).toBeAttached();
  await checkLayout(page, 'cliente-1366');

  // The rooms card's totals are all sites' and link nowhere; a site it lists opens as many rooms as it says.
  const rooms = section(page, 'Anagrafica immobiliare');
  await expect(rooms.getByRole('link', { name: /locali aperti|chiusi per un periodo/ })).toHaveCount(0);
  const mostClosed = rooms.getByRole('listitem').first();
  const notOpen = await firstNumber(mostClosed.getByText(/non apert/));
  await mostClosed.getByRole('link').click();
  await expect(
    page.getByText(`${notOpen} ${notOpen === 1 ? 'locale trovato' : 'locali trovati'}`),
  ).toBeVisible();
  await page.goto('/dashboard');

  await emergency.getByRole('link', { name: 'Pronto Soccorso – Presidio Santa Lucia' }).click();
  await expect(page).toHaveURL(/\/transmissions\/tickets\?.*siteCode=/);
  await expect(page).toHaveURL(/state=OPEN/);
  await expect(page.getByText('Pavimento bagnato nella sala d’attesa')).toBeVisible();
  await expect(page.getByText('Bagni del secondo piano non puliti al mattino')).toHaveCount(0);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Nuova segnalazione' }).click();
  await expect(page).toHaveURL(/\/transmissions\/tickets\/new$/);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard');
  await expect(section(page, 'Segnalazioni per ubicazione')).toContainText('1 aperta, 1 in ritardo');
  await section(page, 'Mappa delle ubicazioni').scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Legenda della mappa' })).toBeVisible();
  await checkLayout(page, 'cliente-375');
});

test('staff see what is theirs to handle today, each row opening its filtered list', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openDashboard(page, 'staff.demo');
  const due = section(page, 'Segnalazioni da gestire oggi');
  const hospital = due.getByRole('listitem').filter({ hasText: 'Azienda Ospedaliera Santa Lucia dei Colli' });
  await expect(hospital).toContainText('2 in ritardo');
  // The demo seeds this ticket due later today: a run that crosses an Italian midnight between the seeding
  // and this page finds it late (CI failed so once). apps/api/test/dashboard.test.ts holds each kind's count.
  await expect(due.getByRole('listitem').filter({ hasText: 'Banca Alpina di Credito S.p.A.' })).toContainText(
    /1 in (scadenza oggi|ritardo)/,
  );
  const warnings = section(page, 'Ubicazioni con avvisi');
  await expect(warnings.getByRole('listitem').filter({ hasText: 'Banca Alpina' })).toContainText(
    '2 ubicazioni',
  );
  await expect(warnings.getByRole('listitem').filter({ hasText: 'Azienda Ospedaliera' })).toContainText(
    '1 ubicazione',
  );
  const users = section(page, 'Utenti in attesa di attivazione');
  await expect(users).toContainText('3 utenti non hanno ancora fatto il primo accesso');
  await checkLayout(page, 'staff-1366');

  await hospital.getByRole('link').click();
  await expect(page).toHaveURL(/customerCode=CL0001/);
  await expect(page).toHaveURL(/lateOrDueToday=true/);
  await expect(page.getByText('Pavimento bagnato nella sala d’attesa')).toBeVisible();
  await expect(page.getByText('Dispenser di gel igienizzante rotto')).toBeVisible();
  await expect(page.getByText('Cestini pieni nel parcheggio visitatori')).toHaveCount(0);
  await expect(page.getByText('Bagni del secondo piano non puliti al mattino')).toHaveCount(0);

  await page.goto('/dashboard');
  await section(page, 'Ubicazioni con avvisi')
    .getByRole('listitem')
    .filter({ hasText: 'Banca Alpina' })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/backoffice\/sites\?.*clientCode=CL0002/);
  await expect(page).toHaveURL(/withWarnings=true/);
  await expect(page.getByText('Filiale di Lodi').first()).toBeVisible();
  await expect(page.getByText('Centro servizi di Brescia – vetrate').first()).toBeVisible();
  await expect(page.getByText('Filiale di Brescia', { exact: true })).toHaveCount(0);

  await page.goto('/dashboard');
  await section(page, 'Utenti in attesa di attivazione')
    .getByRole('listitem')
    .filter({ hasText: 'Azienda Ospedaliera' })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/backoffice\/users\?.*awaitingActivation=true/);
  await expect(page.getByText(/Rinaldi/).first()).toBeVisible();
  await expect(page.getByText(/Bianchi/)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Solo in attesa di primo accesso' })).toBeChecked();

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard');
  await expect(section(page, 'Utenti in attesa di attivazione')).toBeVisible();
  await checkLayout(page, 'staff-375');
});

test('an operator with sites and tickets only sees those two cards', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openDashboard(page, 'operatore.demo');
  await expect(section(page, 'Segnalazioni da gestire oggi')).toContainText('2 in ritardo');
  await expect(section(page, 'Ubicazioni con avvisi')).toBeVisible();
  await expect(section(page, 'Utenti in attesa di attivazione')).toHaveCount(0);
  await checkLayout(page, 'operatore-1366');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(section(page, 'Ubicazioni con avvisi')).toBeVisible();
  await checkLayout(page, 'operatore-375');
});

test('a user with only the documents sub-role lands on the documents card, not on a dead end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openDashboard(page, 'limitato.demo');
  const documents = section(page, 'Documenti');
  await expect(documents.getByText('in scadenza entro 30 giorni')).toBeVisible();
  await expect(
    documents.getByRole('list', { name: 'Ultimi documenti' }).getByRole('listitem').first(),
  ).toBeVisible();
  // The explanation is for users whose sub-roles open no page: this one opens the documents.
  await expect(section(page, 'Il tuo account non apre ancora nessuna sezione del portale')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nuova segnalazione' })).toHaveCount(0);
  await expect(section(page, 'Segnalazioni per ubicazione')).toHaveCount(0);
  await checkLayout(page, 'limitato-1366');
  await documents.getByRole('link', { name: /in scadenza entro 30 giorni/ }).click();
  await expect(page).toHaveURL(/\/documents\?validity=expiring30$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documenti' })).toBeVisible();
  await page.goto('/dashboard');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(documents).toBeVisible();
  await checkLayout(page, 'limitato-375');
});
