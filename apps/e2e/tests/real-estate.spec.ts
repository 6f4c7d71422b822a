import { expect, test } from './support/test.ts';
import { CustomerSubRole } from '@portale/shared';
import { createActiveUser, signInAs } from './support/accounts.ts';

/**
 * The real-estate registry as a customer reads it (issue 14): cliente.demo goes from the dashboard's
 * card to a site's rooms not open today, whose states are worded; opens a floor of the tree with the
 * keyboard; reads a room with its history; a room out of reach is «Locale non trovato»; staff.demo
 * reads any site's rooms; a user holding only the registry's sub-role picks among their sites.
 */

test('cliente.demo follows the dashboard card to the rooms not open, the tree and a room', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'cliente.demo');

  const card = page.getByRole('region', { name: 'Anagrafica immobiliare' });
  await expect(card).toContainText(/[\d.]+ di [\d.]+\s*locali aperti oggi/);
  const site = card.getByRole('list').getByRole('link').first();
  const siteName = (await site.textContent()) ?? '';
  await site.click();
  await expect(page).toHaveURL(/\/real-estate-flat\?.*state=notOpen/);
  await expect(page.getByRole('heading', { level: 2, name: siteName })).toBeVisible();
  const table = page.getByRole('region', { name: 'Elenco dei locali' });
  const states = table.getByRole('row').locator('td:last-child');
  await expect(states.first()).toBeVisible();
  for (const state of await states.allTextContents()) expect(state).toMatch(/^(Chiuso|Sospeso)/);

  // The same site and day as a tree: a floor opens from the keyboard and lists its rooms.
  await page.getByText('Edifici e piani', { exact: true }).click();
  await expect(page).toHaveURL(/\/real-estate\?/);
  const floors = page.getByRole('list', { name: /^Piani di / }).first();
  const floor = floors.getByRole('button').first();
  await expect(floor).toHaveAttribute('aria-expanded', 'false');
  await floor.focus();
  await page.keyboard.press('Enter');
  await expect(floor).toHaveAttribute('aria-expanded', 'true');
  const room = floors.getByRole('list', { name: 'Locali' }).getByRole('link').first();
  const roomName = (await room.textContent()) ?? '';
  await room.click();

  await expect(page).toHaveURL(/\/page-rooms\?roomId=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(roomName);
  await expect(page.getByRole('navigation', { name: 'Dove si trova il locale' })).toContainText(siteName);
  await expect(
    page.getByRole('list', { name: 'Storia del locale' }).getByRole('listitem').first(),
  ).toContainText(/^dal \d\d\/\d\d\/\d{4}/);
  await expect(page.getByText(/\d+,\d\d m²/).first()).toBeVisible();

  await page.goto('/page-rooms?roomId=2147483647');
  await expect(page.getByText('Locale non trovato')).toBeVisible();
});

test('staff.demo reads the rooms of any site it picks', async ({ page }) => {
  await signInAs(page, 'staff.demo', { at: '/real-estate-flat' });
  const picker = page.getByRole('combobox', { name: 'Ubicazione' });
  await picker.fill('Blocco operatorio');
  await page
    .getByRole('option', { name: /Blocco operatorio/ })
    .first()
    .click();
  await expect(page).toHaveURL(/site=UB\d+/);
  await expect(page.getByRole('region', { name: 'Elenco dei locali' })).toContainText('m²');
});

test('a user with only the registry sub-role picks among their sites', async ({ page, request }) => {
  const password = 'Registro2026!';
  const user = await createActiveUser(request, 'registro', password, [CustomerSubRole.realEstateRegistry]);
  await signInAs(page, user.username, { password, at: '/real-estate' });
  // The first of their sites is shown at once; another is found by name.
  const picker = page.getByRole('combobox', { name: 'Ubicazione' });
  await expect(picker).toHaveValue(/^UB\d{6} – /);
  await expect(page.getByRole('list', { name: /^Piani di / }).first()).toBeVisible();
  await picker.fill('Hospice');
  await page
    .getByRole('option', { name: /Hospice/ })
    .first()
    .click();
  await expect(page).toHaveURL(/site=UB\d+/);
  await expect(picker).toHaveValue(/Hospice/);
  await expect(page.getByRole('list', { name: /^Piani di / }).first()).toBeVisible();
});

test('the registry fits a phone @phone-only', async ({ page }) => {
  await signInAs(page, 'cliente.demo');
  for (const url of ['/real-estate', '/real-estate-flat']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
  // On a phone the flat table's rooms are cards.
  await expect(
    page.getByRole('region', { name: 'Elenco dei locali' }).getByRole('article').first(),
  ).toBeVisible();
});
