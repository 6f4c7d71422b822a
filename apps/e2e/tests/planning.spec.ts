import { addDays, romeToday } from '@portale/shared';
import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';
import { wcagViolations } from './support/wcag.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Issue 27, the plan of action: cliente.demo follows a day not done from the dashboard to the plan,
 * switches day, week and month, goes fullwidth (the sidebar minimises) and filters by site; staff.demo
 * sets a service's calendar in words and records a day.
 */
test('cliente.demo finds the work not done and reads the plan by day, week and month', async ({ page }) => {
  await signInAs(page, 'cliente.demo');
  const card = page.getByRole('region', { name: 'Piano delle attività' });
  await expect(card.getByText(/^Oggi: \d+ attività$/)).toBeVisible();
  await expect(card.getByText(/^Non svolte negli ultimi 7 giorni: [1-9]\d*$/)).toBeVisible();
  const missed = card.getByRole('list', { name: 'Attività non svolte' }).getByRole('link').first();
  // «05/12/2026 · Sanificazione giornaliera – Presidio …»: the day, the service and its site.
  const [, service, siteName] =
    /^\d\d\/\d\d\/\d{4} · (.+?) – (.+)$/.exec((await missed.textContent()) ?? '') ?? [];
  expect(service).toBeTruthy();
  await missed.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Piano delle attività' })).toBeVisible();
  await expect(page).toHaveURL(/view=day/);
  const notDone = page.getByRole('button', { name: `Non svolta: ${service} – ${siteName}` });
  await expect(notDone).toBeVisible();
  await page.getByRole('tab', { name: /settimana$/ }).click();
  await expect(page).toHaveURL(/view=week/);
  await expect(notDone).toBeVisible();
  await page.getByRole('tab', { name: /mese$/ }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(page.getByRole('status').filter({ hasText: /\d+ attività nel periodo/ })).toContainText(
    /non svolt[ae]/,
  );

  // The details of the day not done, in a dialog with no WCAG violation.
  await page.getByRole('tab', { name: /giorno$/ }).click();
  await notDone.click();
  const details = page.getByRole('dialog', { name: service });
  await expect(details.getByText('Non svolta', { exact: true })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Chiudi' }).click();

  // Fullwidth: the sidebar is minimised for the page, and comes back on leaving it.
  await page.getByRole('button', { name: 'Tutto schermo' }).click();
  await expect(page).toHaveURL(/fullwidth=true/);
  await expect(page.getByRole('button', { name: 'Menu laterale ridotto per questa pagina' })).toBeDisabled();
  await expect(page.getByText(/^v\d+\.\d+\.\d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Esci da tutto schermo' }).click();
  await expect(page.getByRole('button', { name: 'Riduci il menu laterale' })).toBeEnabled();

  // One site: the work is named without its site, and the address keeps the choice.
  await page.getByRole('combobox', { name: 'Ubicazione' }).fill(siteName!);
  await page.getByRole('option', { name: new RegExp(`– ${escaped(siteName!)}$`) }).click();
  await expect(page).toHaveURL(/siteCode=UB\d+/);
  // Named without its site (the list adds its time, «Tutto il giorno»). The site may have the service
  // not done more than once that day (CI's run at 05:00 in Rome found two): each is named so.
  await expect(
    page.getByRole('button', { name: new RegExp(`^Non svolta: ${escaped(service!)}(?! –)`) }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Non svolta: .* – ${escaped(siteName!)}`) }),
  ).toHaveCount(0);
});

test('staff.demo sets a service’s calendar in words and records a day done', async ({ page }) => {
  await signInAs(page, 'staff.demo', { at: '/backoffice/services' });
  await expect(page.getByRole('heading', { level: 1, name: 'Programmazione servizi' })).toBeVisible();
  await page.getByRole('button', { name: 'Filtri' }).click();
  await page.getByRole('combobox', { name: 'Ubicazione' }).fill('Filiale di Lecco');
  await page.getByRole('option', { name: /Filiale di Lecco/ }).click();
  await expect(page.getByRole('region', { name: 'Chiusure dell’ubicazione' })).toBeVisible();
  await page
    .getByRole('button', { name: /^(Modifica|Definisci) il calendario di / })
    .first()
    .click();
  const editor = page.getByRole('dialog', { name: /^Calendario di / });
  const service = ((await editor.getByRole('heading').first().textContent()) ?? '').replace(
    'Calendario di ',
    '',
  );
  await editor.getByRole('combobox', { name: 'Si ripete' }).click();
  await page.getByRole('option', { name: 'In alcuni giorni della settimana' }).click();
  for (const day of ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'])
    await editor.getByRole('checkbox', { name: day }).setChecked(day === 'Martedì' || day === 'Venerdì');
  await expect(editor.getByRole('status')).toHaveText('Si svolge ogni martedì e venerdì.');
  expect(await wcagViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: 'Salva' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText('ogni martedì e venerdì').first()).toBeVisible();

  // The register of the same site, on the last Tuesday or Friday before today: recorded not done.
  const siteCode = new URL(page.url()).searchParams.get('siteCode');
  const today = romeToday();
  let day = addDays(today, -1);
  while (![2, 5].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, -1);
  await page.goto(`/backoffice/poa?siteCode=${siteCode}&view=day&date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Registro delle attività' })).toBeVisible();
  // The day's list names each work with its time, «Tutto il giorno».
  await page.getByRole('button', { name: new RegExp(`^(✓ )?${escaped(service)}\\b`) }).click();
  const dialog = page.getByRole('dialog', { name: service });
  await dialog.getByRole('button', { name: 'Non svolta', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Non svolta: ${escaped(service)}\\b`) }),
  ).toBeVisible();
});
