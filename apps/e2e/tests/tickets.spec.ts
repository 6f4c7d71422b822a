import { type Page } from '@playwright/test';
import { apiToken, signInAs } from './support/accounts.ts';
import { signInConnected } from './support/hub.ts';
import { rampPng } from './support/png.ts';
import { expect, test } from './support/test.ts';

const photo = { name: 'foto-perdita.png', mimeType: 'image/png', buffer: rampPng(2, 2) };

/** Fills the new-ticket form as a first-time user would, with a photo. */
async function fillNewTicket(page: Page, subject: string) {
  await page.getByRole('link', { name: 'Nuova segnalazione' }).click();
  await expect(page).toHaveURL(/\/transmissions\/tickets\/new$/);
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Richiesta di intervento' }).click();
  await page.getByRole('combobox', { name: 'Urgenza' }).click();
  await page.getByRole('option', { name: /^Alta/ }).click();
  await page.getByRole('combobox', { name: 'Ubicazione' }).fill('Padiglione A');
  await page
    .getByRole('option', { name: /Padiglione A/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Locale' }).fill('Piano terra, ingresso');
  await page.getByRole('textbox', { name: 'Oggetto' }).fill(subject);
  await page.getByRole('textbox', { name: 'Descrizione' }).fill('Acqua sul pavimento vicino agli ascensori.');
  await page.locator('input[type="file"]:not([capture])').setInputFiles(photo);
  await expect(page.getByRole('list', { name: 'File allegati' })).toContainText(photo.name);
}

test('a ticket with a photo: opened by the customer, answered by the provider, closed with a vote', async ({
  page,
  browser,
  request,
}) => {
  // Three people sign in and the ticket goes through its whole life: more than the default 30 s.
  test.setTimeout(120_000);
  const subject = `Perdita d'acqua ${Date.now()}`;
  await signInConnected(page, 'cliente.demo');
  await page.goto('/transmissions/tickets');
  await fillNewTicket(page, subject);

  // A file that is not allowed is refused with an Italian explanation, and the form goes on.
  await page.locator('input[type="file"]:not([capture])').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'logo.svg' })).toContainText(
    'Questo tipo di file non è ammesso',
  );
  await page.getByRole('button', { name: 'Invia la segnalazione' }).click();
  await expect(page).toHaveURL(/\/transmissions\/tickets\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('Nuova', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Apri la foto ${photo.name}` })).toBeVisible();
  const ticketId = page.url().split('/').at(-1) ?? '';
  await page.goto('/dashboard');

  // The provider takes it in charge and answers from the queue.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'staff.demo', { at: '/transmissions/tickets' });
  await expect(staff.getByRole('heading', { name: 'Segnalazioni dei clienti' })).toBeVisible();
  await staff.getByRole('link', { name: subject }).first().click();
  await staff.getByRole('button', { name: 'Prendi in carico' }).click();
  await expect(staff.getByText('Presa in carico', { exact: true }).first()).toBeVisible();
  await staff
    .getByLabel('Risposta al cliente')
    .fill('Intervento eseguito: pavimento asciugato e perdita riparata.');
  await staff.getByRole('button', { name: 'Rispondi e segna come gestita' }).click();

  // The customer sees it live, opens the answer and closes the ticket with a vote.
  const popup = page.locator('[data-live-notification]').filter({ hasText: 'ha risposto' });
  await expect(popup).toBeVisible();
  await expect(staff.getByText('Gestita', { exact: true }).first()).toBeVisible();
  await staffContext.close();
  await popup.click();
  await expect(page).toHaveURL(new RegExp(`/transmissions/tickets/detail/${ticketId}$`));
  await expect(page.getByText('Intervento eseguito: pavimento asciugato')).toBeVisible();
  await page.getByRole('button', { name: 'Chiudi la segnalazione' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chiudi la segnalazione' });
  await dialog.getByText('Buono', { exact: true }).click();
  await dialog.getByLabel('Commento').fill('Rapidi e precisi.');
  await dialog.getByRole('button', { name: 'Chiudi la segnalazione' }).click();
  await expect(page.getByText('Chiusa', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Giudizio: Buono – «Rapidi e precisi.»')).toBeVisible();

  // Another customer's user can neither see the ticket nor download its photo.
  const own = await request.get(`/api/tickets/${ticketId}`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'cliente.demo')}` },
  });
  const { events } = (await own.json()) as { events: { attachments: { attachmentId: string }[] }[] };
  const attachmentId = events[0]?.attachments[0]?.attachmentId ?? '';
  expect(attachmentId).not.toBe('');
  const other = { authorization: `Bearer ${await apiToken(request, 'altro.demo')}` };
  expect((await request.get(`/api/tickets/${ticketId}`, { headers: other })).status()).toBe(404);
  const download = await request.get(`/api/tickets/${ticketId}/attachments/${attachmentId}`, {
    headers: other,
  });
  expect(download.status()).toBe(404);

  const altroContext = await browser.newContext();
  const altro = await altroContext.newPage();
  await signInAs(altro, 'altro.demo', { at: '/transmissions/tickets' });
  await expect(altro.getByRole('heading', { name: 'Segnalazioni', exact: true })).toBeVisible();
  await expect(altro.getByText(subject)).toHaveCount(0);
  await altro.goto(`/transmissions/tickets/detail/${ticketId}`);
  await expect(altro.getByRole('alert')).toContainText('Segnalazione non trovata');
  await altroContext.close();
});

test('the new-ticket form works on a phone @phone-only', async ({ page }) => {
  await signInAs(page, 'cliente.demo', { at: '/transmissions/tickets' });
  const subject = `Dal telefono ${Date.now()}`;
  await fillNewTicket(page, subject);
  await expect(page.getByRole('button', { name: 'Scatta una foto' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Invia la segnalazione' }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByRole('button', { name: `Apri la foto ${photo.name}` })).toBeVisible();
});

test('the ticket list sorts by due date soonest first, either way, and keeps the order in the address bar', async ({
  page,
  request,
}) => {
  await signInAs(page, 'cliente.demo', { at: '/transmissions/tickets' });
  const subjects = page.getByRole('table').getByRole('link');
  await expect(subjects.first()).toBeVisible();
  const token = await apiToken(request, 'cliente.demo');
  const expected = async (direction: 'asc' | 'desc') => {
    const answer = await request.get('/api/tickets/my-list', {
      params: { sortBy: 'dueAt', sortDirection: direction, pageSize: 20 },
      headers: { authorization: `Bearer ${token}` },
    });
    const tickets = ((await answer.json()) as { data: { subject: string; dueAt: string }[] }).data;
    const dueTimes = tickets.map((ticket) => Date.parse(ticket.dueAt));
    const sorted = [...dueTimes].sort((a, b) => (direction === 'asc' ? a - b : b - a));
    expect(dueTimes).toEqual(sorted);
    return tickets.map((ticket) => ticket.subject);
  };

  const sortMenu = page.getByRole('combobox', { name: 'Ordina per' });
  await sortMenu.click();
  await page.getByRole('option', { name: 'Scadenza (dalla più vicina)' }).click();
  await expect(page).toHaveURL(/sortBy=dueAt/);
  await expect(page).toHaveURL(/sortDirection=asc/);
  await expect(subjects).toHaveText(await expected('asc'));

  await sortMenu.click();
  await page.getByRole('option', { name: 'Scadenza (dalla più lontana)' }).click();
  await expect(page).toHaveURL(/sortBy=dueAt/);
  await expect(page).toHaveURL(/sortDirection=desc/);
  await expect(subjects).toHaveText(await expected('desc'));

  await page.reload();
  await expect(sortMenu).toHaveValue('Scadenza (dalla più lontana)');
});
