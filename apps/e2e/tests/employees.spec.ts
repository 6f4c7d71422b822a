import { addDays, romeToday } from '@portale/shared';
import { expect, test } from './support/test.ts';
import { apiToken, bearer, signInAs } from './support/accounts.ts';

/**
 * Issue 28, personnel and stampings: cliente.demo follows the dashboard's card to the people, finds a
 * person and opens their page (badge data, no private data), reads the coverage of a site naming nobody,
 * and finds a forgotten clock-out in the stampings; limitato.demo, without the sub-roles, sees none of
 * it, on screen or through the API.
 */
test('cliente.demo finds a person, reads a site’s coverage and finds a missing clock-out', async ({
  page,
}) => {
  await signInAs(page, 'cliente.demo');
  const card = page.getByRole('region', { name: 'Personale' });
  // Last week's line comes first; this week's up to yesterday follows it.
  await expect(card.getByText(/^Previste [\d.,]+ h, coperte [\d.,]+ h \(\d+%\)$/).first()).toBeVisible();
  await card.getByRole('link', { name: 'La copertura per ubicazione' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personale' })).toBeVisible();

  // The people: one found by their last name, and their page.
  const people = page.getByRole('region', { name: 'Elenco del personale' });
  const firstPerson = people.getByRole('link').first();
  // The list names people by surname first («Barbieri Anna»), their page by name first.
  const name = ((await firstPerson.textContent()) ?? '').trim();
  const [lastName, ...firstNames] = name.split(' ');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(lastName!);
  await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(lastName!)}`));
  await people.getByRole('link', { name }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${firstNames.join(' ')} ${lastName}` }),
  ).toBeVisible();
  await expect(page.getByText('Numero di tesserino')).toBeVisible();
  await expect(page.getByText('Codice fiscale')).toHaveCount(0);
  await page.getByRole('link', { name: 'Torna al personale' }).click();

  // The coverage of the first site: planned against covered hours, no name.
  await page.getByRole('tab', { name: 'Copertura' }).click();
  await expect(page).toHaveURL(/tab=coverage/);
  const coverage = page.getByRole('region', { name: 'Copertura delle ore per ubicazione e settimana' });
  await expect(coverage.getByText(/\ssu\s[\d.,]+\sh/).first()).toBeVisible();
  await expect(coverage.getByText(name)).toHaveCount(0);

  // A forgotten clock-out of the last week on cliente.demo's first site (the demo data sees to it).
  const today = romeToday();
  await page.goto(
    `/employees?tab=stampings&siteCode=UB000001&anomaly=missingClockOut&from=${addDays(today, -7)}&to=${today}`,
  );
  const days = page.getByRole('region', { name: 'Giorni con le timbrature' });
  await expect(days.getByRole('row').filter({ hasText: 'Uscita mancante' }).first()).toBeVisible();
});

test('limitato.demo, without the personnel sub-roles, sees no person and no stamping', async ({
  page,
  request,
}) => {
  await signInAs(page, 'limitato.demo');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Personale' })).toHaveCount(0);
  await page.goto('/employees');
  await expect(page.getByText('Accesso non consentito')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Personale' })).toHaveCount(0);
  const token = await apiToken(request, 'limitato.demo');
  const today = romeToday();
  for (const path of [
    '/api/employees',
    `/api/employees/attendance?from=${today}&to=${today}`,
    '/api/employees/on-site',
  ]) {
    expect((await request.get(path, { headers: bearer(token) })).status()).toBe(403);
  }
});
