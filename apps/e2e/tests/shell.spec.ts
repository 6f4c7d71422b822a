import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';
import { accounts, expectedIds, specMenu } from './support/spec-menu.ts';

const menuIds = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menu principale' })
    .locator('[data-menu-entry]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.menuEntry ?? ''));

test('each demo account sees exactly the menu entries its roles allow, in the order of SPEC.md', async ({
  page,
}) => {
  // Which pages exist: unknown paths go to /404; an existing page opens, or its guard turns it away.
  // Extend specMenu when an area adds a menu entry of its own. Each page is a whole load, and every
  // account signs in: more time than one page's test.
  test.setTimeout(120_000);
  await signInAs(page, 'ati.demo');
  const built = new Set<string>();
  const paths = specMenu.flatMap((entry) => (entry.children ?? [entry]).map((item) => item.path ?? ''));
  for (const path of paths) {
    await page.goto(path);
    // An unknown path ends on the 404 page, outside the shell; a page that exists opens in the shell.
    const notFound = page.getByRole('heading', { name: 'Pagina non trovata' });
    await expect(notFound.or(page.getByRole('navigation', { name: 'Menu principale' }))).toBeVisible();
    // (A guard that turns ati.demo away from a back-office page still proves the page exists.)
    if (!(await notFound.isVisible())) built.add(path);
  }
  expect(built).toContain('/dashboard');
  expect(built).toContain('/ati-managers');

  for (const account of accounts) {
    await signInAs(page, account.username);
    // The menu, and a closed submenu's pages after the visible entries (React renders hidden content
    // last), are drawn after sign-in: the list is read again until it settles.
    await expect
      .poll(() => menuIds(page), { message: account.username })
      .toEqual(expectedIds(specMenu, account, built));
  }
});

test('ati.demo sees the ATI logo and name and the group managers with their sites @phone', async ({
  page,
  isMobile,
}) => {
  await signInAs(page, 'ati.demo');
  await expect(page.getByRole('img', { name: 'Logo di ATI Pulizie Lombarde' })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('link', { name: 'Referenti ATI' }).click();
  await expect(page).toHaveURL(/\/ati-managers$/);
  await expect(page.getByRole('heading', { name: 'Referenti ATI' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  await expect(cards.first().getByText('Responsabile di commessa (mandataria)')).toBeVisible();
  await expect(cards.first().getByText(/\d+ ubicazion[ei]/)).toBeVisible();
  // The two quality contacts of the demo ATI, found without the accent of «qualità».
  await page.getByLabel('Cerca').fill('referente qualita');
  await expect(cards).toHaveCount(2);
  await expect(cards.getByText('Referente qualità')).toHaveCount(2);
  await page.getByLabel('Cerca').fill('nessuna impresa con questo nome');
  await expect(page.getByText('Nessun referente corrisponde alla ricerca.')).toBeVisible();
});

test('the sidebar minimises to the company initial and the short version', async ({ page }) => {
  await signInAs(page, 'cliente.demo');
  await expect(page.getByText(/^Versione \d/)).toBeVisible();
  await page.getByRole('button', { name: 'Riduci il menu laterale' }).click();
  await expect(page.getByText(/^v\d+\.\d+\.\d+$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Espandi il menu laterale' }).click();
  await expect(page.getByText(/^Versione \d/)).toBeVisible();
});
