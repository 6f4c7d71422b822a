import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';
import { routerPaths } from './support/route-catalogue.ts';
import { accounts, expectedIds, specMenu, type SpecEntry } from './support/spec-menu.ts';

/**
 * The side menu by keyboard alone: from the top of the dashboard, Tab moves through the page; a menu
 * parent is reached and opened with Enter, and each page of the menu is reached and opened with Enter,
 * which puts the focus on the page's heading. Every entry each demo account may see must be reached
 * this way, and open its page.
 */
type Focused = { entry: string | null; expanded: string | null; visible: boolean };

const focusedEntry = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const holder = element?.closest<HTMLElement>('[data-menu-entry]') ?? null;
    const box = element?.getBoundingClientRect();
    return {
      entry: holder === element ? (holder?.dataset.menuEntry ?? null) : null,
      expanded: element?.getAttribute('aria-expanded') ?? null,
      visible: !!box && box.width > 0 && box.height > 0,
    };
  });

/**
 * Watches a menu parent: when it says it is expanded, are its pages already on screen? Read in the
 * mutation's own callback, before the browser paints, so a submenu shown a frame later (where a quick Tab
 * skips it) is caught on any machine, fast or slow.
 */
const watchExpansion = (page: Page, entry: string) =>
  page.evaluate((id) => {
    const parent = document.querySelector<HTMLElement>(`[data-menu-entry="${id}"]`)!;
    const watched = window as unknown as { shownWhenExpanded?: boolean };
    delete watched.shownWhenExpanded;
    const observer = new MutationObserver(() => {
      if (parent.getAttribute('aria-expanded') !== 'true') return;
      const pages = document.getElementById(parent.getAttribute('aria-controls')!);
      watched.shownWhenExpanded = !!pages && pages.getBoundingClientRect().height > 0;
      observer.disconnect();
    });
    observer.observe(parent, { attributes: true, attributeFilter: ['aria-expanded'] });
  }, entry);

const shownWhenExpanded = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownWhenExpanded?: boolean }).shownWhenExpanded);

/** The page's heading has the focus; if not, the failure says which element has it. */
async function expectHeadingFocused(page: Page, entry: string) {
  try {
    await expect(page.locator('#contenuto h1')).toBeFocused();
  } catch (error) {
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nessuno');
    const headings = await page.locator('h1').allTextContents();
    throw new Error(`${entry}: il fuoco va al titolo, ma è su ${focused} (titoli: ${headings.join(', ')})`, {
      cause: error,
    });
  }
}

const pathOf = (entries: SpecEntry[], id: string): string | undefined =>
  entries.flatMap((entry) => [entry, ...(entry.children ?? [])]).find((entry) => entry.id === id)?.path;

for (const account of accounts) {
  test(`${account.username} reaches and opens every menu entry with Tab and Enter`, async ({ page }) => {
    await signInAs(page, account.username);
    const built = new Set(await routerPaths(page));
    const expected = expectedIds(specMenu, account, built);
    expect(expected).toContain('dashboard');

    const reached: string[] = [];
    await page.locator('body').focus();
    for (let presses = 0; presses < 120 && reached.length < expected.length; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await focusedEntry(page);
      if (!focused.entry || reached.includes(focused.entry)) continue;
      // Whatever Tab reaches must be on screen: a closed submenu's pages are not reached.
      expect(focused.visible, `${focused.entry} è raggiunta ma non si vede`).toBe(true);
      reached.push(focused.entry);
      if (focused.expanded !== null) {
        await watchExpansion(page, focused.entry);
        await page.keyboard.press('Enter');
        await expect(page.locator(`[data-menu-entry="${focused.entry}"]`)).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        expect(await shownWhenExpanded(page), `${focused.entry} mostra le sue pagine appena si apre`).toBe(
          true,
        );
        continue;
      }
      const path = pathOf(specMenu, focused.entry);
      const moved = !new RegExp(`${path}$`).test(page.url());
      await page.keyboard.press('Enter');
      await expect(page, `${focused.entry} apre la sua pagina`).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(/ · Portale Clienti$/);
      // A new page puts the focus on its heading (the dashboard's entry, on the dashboard, goes nowhere).
      if (moved) await expectHeadingFocused(page, focused.entry);
      // Back to the menu entry, as Shift+Tab takes a person back to it, to go on to the next one.
      await page.locator(`[data-menu-entry="${focused.entry}"]`).focus();
    }
    expect(reached).toEqual(expected);
  });
}

test('the first Tab offers to skip to the page, and closing the notifications gives the focus back to the bell', async ({
  page,
}) => {
  await signInAs(page, 'cliente.demo');
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Vai al contenuto' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const bell = page.getByRole('button', { name: /^Notifiche/ });
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Notifiche' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifiche' })).toBeHidden();
  await expect(bell).toBeFocused();
});

test('a page opened while the first page still loads gets the focus on its heading', async ({ page }) => {
  // The dashboard's code held back: the shell is drawn, the first page not yet, when the user moves on
  // (as a slow dashboard did, when the focus stayed on the menu's link).
  await page.route(/\/assets\/dashboard-page-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await signInAs(page, 'cliente.demo');
  await page.locator('[data-menu-entry="sites"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#contenuto h1')).toHaveText('Ubicazioni');
  await expectHeadingFocused(page, 'sites');
});
