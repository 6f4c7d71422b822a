import { addDays, formatItalianDate, italianMonthName } from '@portale/shared';
import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';

/**
 * Issue 25's flow: cliente.demo asks to close two rooms of a site for a week, sees the fee before and
 * after; staff.demo accepts; the rooms are closed on those days and economics shows the lower fee, with
 * the request among its explanation's lines. The week lies four months ahead, where the demo's own
 * requests are not, on the demo's first site (a started job order with rooms).
 */

const siteCode = 'UB000001';
/** The second Monday of the month four months after today, and the Friday after it. */
function aWeekAhead() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 4, 1)).toISOString().slice(0, 10);
  let monday = first;
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  monday = addDays(monday, 7);
  return {
    monday,
    friday: addDays(monday, 4),
    year: Number(monday.slice(0, 4)),
    month: Number(monday.slice(5, 7)),
  };
}

test('a closure asked by the customer, accepted by staff, lowers the fee in economics', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const week = aWeekAhead();
  const monthWords = `${italianMonthName(week.month)} ${week.year}`;

  await signInAs(page, 'cliente.demo', { at: `/variations/new?siteCode=${siteCode}` });
  const variation = page.getByRole('combobox', { name: 'Variazione' });
  await variation.click();
  await page.getByRole('option', { name: 'Chiusura' }).click();
  const rooms = page.getByRole('combobox', { name: 'Locali' });
  await rooms.click();
  const open = page.getByRole('option').filter({ hasNotText: '(chiuso)' });
  const first = (await open.nth(0).textContent()) ?? '';
  await open.nth(0).click();
  const second = (await open.nth(1).textContent()) ?? '';
  await open.nth(1).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Dal' }).fill(formatItalianDate(week.monday));
  await page.getByRole('textbox', { name: 'Al (compreso)' }).fill(formatItalianDate(week.friday));
  await page.getByRole('textbox', { name: 'Note per il fornitore' }).fill('Lavori di tinteggiatura');

  // The fee of the month before and after, and a negative difference.
  const preview = page.getByRole('region', { name: 'Canone mensile prima e dopo la variazione' });
  const row = preview.getByRole('row').filter({ hasText: new RegExp(monthWords, 'i') });
  await expect(row).toContainText(/−\d[\d.]*,\d\d\s€|-\d[\d.]*,\d\d\s€/);
  const [before, after] = (await row.getByRole('cell').allTextContents()).slice(1, 3);
  const cents = (text = '') => Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100;
  expect(cents(after)).toBeLessThan(cents(before));

  await page.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(page).toHaveURL(/\/variations\/\d+$/);
  const requestUrl = new URL(page.url()).pathname;
  await expect(page.getByText('Inviata').first()).toBeVisible();

  // staff.demo takes the request in charge and accepts it.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'staff.demo', { at: requestUrl });
  await staff.getByRole('button', { name: 'Prendi in carico' }).click();
  await staff.getByRole('button', { name: 'Accetta' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Accetta la richiesta' });
  await dialog.getByRole('button', { name: 'Accetta' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByText('Accettata').first()).toBeVisible();
  await staffContext.close();

  // The rooms read closed on those days, open the day after.
  for (const [day, state] of [
    [week.monday, /Chiuso/],
    [week.friday, /Chiuso/],
    [addDays(week.friday, 1), /Aperto/],
  ] as const) {
    for (const room of [first, second]) {
      const identifier = room.split(' · ')[0] ?? room;
      await page.goto(
        `/real-estate-flat?site=${siteCode}&date=${day}&query=${encodeURIComponent(identifier)}`,
      );
      const table = page.getByRole('region', { name: 'Elenco dei locali' });
      await expect(table.getByRole('row').filter({ hasText: identifier }).first()).toContainText(state);
    }
  }

  // Economics: the month's fee is the lower one, and its explanation names the request.
  await page.goto(`/economics/${week.year}/${siteCode}`);
  const fee = page.getByRole('button', {
    name: new RegExp(`canone di ${monthWords}, apri la spiegazione`, 'i'),
  });
  await expect(fee).toContainText(after ?? '');
  await fee.click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`Spiegazione di ${monthWords}`, 'i') });
  const number = requestUrl.split('/').pop();
  await expect(drawer).toContainText(`Richiesta n. ${number} (chiusura`);
  await expect(drawer).toContainText(/aperto \d+ giorni lavorativi su \d+/);
});
