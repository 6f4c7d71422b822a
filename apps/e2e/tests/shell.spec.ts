import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';
import { routePattern, routerPaths } from './support/route-catalogue.ts';
import { accounts, expectedIds, specMenu } from './support/spec-menu.ts';

const menuIds = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menu principale' })
    .locator('[data-menu-entry]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.menuEntry ?? ''));

test('each demo account sees exactly the menu entries its roles allow, in the order of SPEC.md', async ({
  page,
}) => {
  // Which pages exist: those the router has a route for, other than the one that sends any other path
  // to /404 (the accessibility walk opens each route the router has). Extend specMenu when an area
  // adds a menu entry of its own. Every account signs in: more time than one page's test.
  test.setTimeout(60_000);
  await signInAs(page, 'ati.demo');
  const routes = (await routerPaths(page)).filter((route) => route !== '/$').map(routePattern);
  const paths = specMenu.flatMap((entry) => (entry.children ?? [entry]).map((item) => item.path ?? ''));
  const built = new Set(paths.filter((path) => routes.some((route) => route.test(path))));
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
