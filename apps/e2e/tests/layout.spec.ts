import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { axeOn } from './support/wcag.ts';
import { bearer, signInAs, staffToken } from './support/accounts.ts';
import { settle, trackRequests } from './support/settle.ts';

// Issue 12, "Experience": what was cut, clipped or out of line at 375 px and 1366 px must stay fixed.

/** The page does not scroll sideways. */
const pageFits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The element shows all its text: nothing hidden behind «…» or past its edge. */
const showsWholeText = (element: Locator) =>
  element.evaluate(
    (node) => node.scrollWidth <= node.clientWidth + 1 && getComputedStyle(node).textOverflow !== 'ellipsis',
  );

/** Every label of the badges inside `scope`, each shown whole. */
async function expectBadgesWhole(scope: Locator) {
  const labels = scope.locator('.mantine-Badge-label');
  const count = await labels.count();
  for (let index = 0; index < count; index += 1) {
    const label = labels.nth(index);
    expect(await showsWholeText(label), (await label.textContent()) ?? '').toBe(true);
  }
}

/** Inside the viewport's width, from its left edge to its right edge. */
async function expectWithinWidth(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/**
 * A list on a phone starts on the first screen (the top of its first item in sight) with `folded`, one
 * of its filters, out of sight behind a closed «Filtri»: opens the fold and returns its button.
 */
async function openFoldedFilters(page: Page, firstItem: Locator, folded: Locator): Promise<Locator> {
  await expect(firstItem).toBeVisible();
  const box = await firstItem.boundingBox();
  expect(box!.y + 60).toBeLessThanOrEqual(740);
  await expect(folded).toBeHidden();
  const filters = page.getByRole('button', { name: /^Filtri/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.tap();
  await expect(folded).toBeVisible();
  return filters;
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a site’s fee split shows every period’s fee and notes whole, with no sideways scroll @phone-only', async ({
    page,
  }) => {
    await signInAs(page, 'cliente.demo', { at: '/sites' });
    const firstSite = page.getByRole('article').first().getByRole('link').first();
    await firstSite.click();
    await expect(page).toHaveURL(/\/sites\/detail\//);
    await page.getByRole('tab', { name: 'Servizi e canoni' }).click();
    const siteFee = page.getByRole('region', { name: 'Canone dell’ubicazione' });
    const periods = siteFee.getByRole('region', { name: 'Ripartizione del canone' }).getByRole('article');
    await expect(periods.first()).toBeVisible();
    const count = await periods.count();
    for (let index = 0; index < count; index += 1) {
      const period = periods.nth(index);
      await expect(period.getByRole('term')).toHaveText(['Canone mensile', 'Note']);
      const [fee, notes] = [period.getByRole('definition').first(), period.getByRole('definition').last()];
      await expect(fee).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
      await expect(notes).toBeVisible();
      await expectWithinWidth(page, fee);
      await expectWithinWidth(page, notes);
    }
    expect(await pageFits(page)).toBe(true);
  });

  test('the sites list: one thumbnail size, the search hint and the order shown whole @phone-only', async ({
    page,
  }) => {
    await signInAs(page, 'cliente.demo', { at: '/sites' });
    const thumbnails = page.getByRole('article').locator('[data-site-image]');
    await expect(thumbnails.first()).toBeVisible();
    const sizes = await thumbnails.evaluateAll((nodes) =>
      nodes.map((node) => `${node.getBoundingClientRect().width}×${node.getBoundingClientRect().height}`),
    );
    expect(sizes.length).toBeGreaterThan(3);
    expect(new Set(sizes)).toEqual(new Set([sizes[0]]));

    const search = page.getByRole('searchbox', { name: 'Cerca' });
    expect(await search.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(
      true,
    );
    await expect(search).toHaveAccessibleDescription('Nome, codice, indirizzo, città o commessa');
    const order = page.getByRole('combobox', { name: 'Ordina per' });
    for (const option of ['Ultimo servizio (dal meno recente)', 'Commessa (Z-A)']) {
      await order.click();
      await page.getByRole('option', { name: option }).click();
      await expect(order).toHaveValue(option);
      expect(await showsWholeText(order), option).toBe(true);
    }
    expect(await pageFits(page)).toBe(true);
  });

  test('the publishing page shows its first site on the first screen, its filters behind «Filtri» @phone-only', async ({
    page,
  }) => {
    await signInAs(page, 'staff.demo', { at: '/backoffice/sites' });
    const filters = await openFoldedFilters(
      page,
      page.getByRole('article').first(),
      page.getByRole('combobox', { name: 'Cliente' }),
    );
    // The list is the address bar's: the box shows its tick once the address has changed.
    const withWarnings = page.getByRole('checkbox', { name: 'Solo con avvisi' });
    await withWarnings.tap();
    await expect(withWarnings).toBeChecked();
    await expect(page).toHaveURL(/withWarnings=true/);
    await expect(filters).toHaveAccessibleName('Filtri 1 filtro attivo');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectBadgesWhole(page.getByRole('article').first());
    expect(await pageFits(page)).toBe(true);
  });

  test('the back office’s invoices show the first document on the first screen, the filters behind «Filtri» @phone-only', async ({
    page,
  }) => {
    await signInAs(page, 'staff.demo', { at: '/backoffice/billing' });
    const firstDocument = page.getByRole('article').first();
    await expect(firstDocument).toHaveAccessibleName(/^Fattura n\. |^Nota di credito n\. /);
    const state = page.getByRole('combobox', { name: 'Stato' });
    const filters = await openFoldedFilters(page, firstDocument, state);
    await state.tap();
    await page.getByRole('option', { name: 'Scaduta' }).tap();
    await expect(page).toHaveURL(/state=overdue/);
    await expect(filters).toHaveAccessibleName('Filtri 1 filtro attivo');
    await expect(page.getByRole('button', { name: 'Azzera i filtri' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('Scaduta');
    expect(await pageFits(page)).toBe(true);
  });

  test('the users list shows its first user on the first screen, the filters and the order behind «Filtri» @phone-only', async ({
    page,
  }) => {
    await signInAs(page, 'staff.demo', { at: '/backoffice/users' });
    // Other tests add users: the first card is whoever sorts first, each card a link naming an email.
    const firstUser = page.getByRole('main').getByRole('link').filter({ hasText: '@' }).first();
    const awaiting = page.getByRole('checkbox', { name: 'Solo in attesa di primo accesso' });
    const filters = await openFoldedFilters(page, firstUser, awaiting);
    await expect(page.getByRole('combobox', { name: 'Ordina per' })).toBeVisible();
    await awaiting.tap();
    await expect(page).toHaveURL(/awaitingActivation=true/);
    await expect(awaiting).toBeChecked();
    await expect(filters).toHaveAccessibleName('Filtri 1 filtro attivo');
    await expect(page.getByRole('link', { name: /^Bianchi Giulia/ })).toHaveCount(0);
    expect(await pageFits(page)).toBe(true);
  });

  test('the ATI logo keeps clear of the notification bell @phone-only', async ({ page }) => {
    await signInAs(page, 'ati.demo');
    const logo = await page.getByRole('img', { name: /^Logo di / }).boundingBox();
    const bell = await page
      .getByRole('banner')
      .getByRole('button', { name: /otifiche/ })
      .boundingBox();
    expect(logo).not.toBeNull();
    expect(bell).not.toBeNull();
    expect(logo!.x + logo!.width + 8).toBeLessThanOrEqual(bell!.x);
    expect(await pageFits(page)).toBe(true);
  });

  test('a user’s access link button stays inside its card @phone-only', async ({ page }) => {
    await signInAs(page, 'staff.demo', { at: '/backoffice/users?query=cliente.demo' });
    await page
      .getByRole('link', { name: /Bianchi Giulia/ })
      .first()
      .click();
    const button = page.getByRole('button', { name: 'Crea link di accesso come cliente' });
    await expect(button).toBeVisible();
    const card = page.locator('.mantine-Card-root').filter({ has: button });
    const [buttonBox, cardBox] = [await button.boundingBox(), await card.boundingBox()];
    expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    expect(await showsWholeText(button.locator('.mantine-Button-label'))).toBe(true);
    expect(await pageFits(page)).toBe(true);
  });

  // Below a phone's first screen a chart's frame holds its place, found by its name, with nothing drawn
  // in it (and, where nothing above needs it, its code not even loaded); scrolled to, it is drawn in the
  // same place (lib/chart-frame.tsx).
  const chartsBelowTheFirstScreen = [
    { page: 'economics', path: '/economics', chart: /^Andamento per mese$/, code: /\/economics-chart-/ },
    {
      page: 'the kiosks',
      path: '/kiosks-statistics',
      chart: /^Indice e voti per giorno: /,
      code: /\/kiosk-days-chart-/,
    },
    { page: 'the quality statistics', path: '/quality/statistics', chart: /^Pesi accettati per elemento: / },
  ];
  for (const { page: name, path, chart: chartName, code } of chartsBelowTheFirstScreen) {
    test(`${name}: a chart below the first screen is drawn once scrolled to, in its place @phone-only`, async ({
      page,
    }) => {
      const chartCode: string[] = [];
      page.on('request', (request) => {
        if (code?.test(request.url())) chartCode.push(request.url());
      });
      trackRequests(page);
      await signInAs(page, 'cliente.demo', { at: path });
      const chart = page.getByRole('img', { name: chartName });
      const drawing = chart.locator('.recharts-surface');
      await expect(chart).toBeAttached();
      await settle(page);
      expect(chartCode).toEqual([]);
      await expect(drawing).toHaveCount(0);
      const before = await chart.boundingBox();
      expect(before!.y, 'the chart starts below the first screen').toBeGreaterThan(
        page.viewportSize()!.height * 0.8,
      );
      await chart.scrollIntoViewIfNeeded();
      await expect(drawing).toBeVisible();
      const after = await chart.boundingBox();
      expect(after!.height).toBe(before!.height);
      expect(await pageFits(page)).toBe(true);
    });
  }

  test('the economics chart keeps its amounts inside it @phone-only', async ({ page }) => {
    await signInAs(page, 'cliente.demo', { at: '/economics' });
    const chart = page.getByRole('img', { name: 'Andamento per mese' });
    await chart.scrollIntoViewIfNeeded();
    const ticks = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect(ticks.first()).toHaveText(/€$/);
    const chartBox = await chart.boundingBox();
    for (const tick of await ticks.all()) {
      const box = await tick.boundingBox();
      expect(box!.x, `«${await tick.textContent()}» is cut on the left`).toBeGreaterThanOrEqual(chartBox!.x);
    }
  });
});

/** The unread dots of a list are decoration; the titles all start at the same place. */
async function expectAlignedTitlesAndQuietDots(page: Page, titles: Locator, label: string) {
  await expect(titles.first()).toBeVisible();
  const starts = await titles.evaluateAll((nodes) =>
    nodes.map((node) => Math.round(node.getBoundingClientRect().left)),
  );
  expect(new Set(starts).size, `title starts: ${starts.join(', ')}`).toBe(1);
  const marked = page.locator('[data-unread-mark]');
  expect(await marked.count()).toBeGreaterThan(0);
  await expect(marked.locator('[aria-hidden="true"]')).toHaveCount(await marked.count());
  await expect(marked.getByText(label, { exact: true })).toHaveCount(await marked.count());
  const axe = await axeOn(page).withRules(['aria-prohibited-attr']).analyze();
  expect(axe.violations).toEqual([]);
}

test('ticket and communication titles line up with or without the unread dot, which screen readers read as text @phone', async ({
  page,
  request,
}) => {
  // A communication cliente.demo has not read yet, whatever earlier tests opened.
  const sent = await request.post('/api/messages', {
    headers: bearer(await staffToken(request)),
    data: {
      subject: `Avviso ${Date.now()}`,
      text: 'Da leggere.',
      customerCodes: ['CL0001'],
      attachmentIds: [],
    },
  });
  expect(sent.status()).toBe(201);
  await signInAs(page, 'cliente.demo', { at: '/transmissions/tickets' });
  const ticketTitles = page.locator('a[href*="/transmissions/tickets/detail/"]:visible');
  await expectAlignedTitlesAndQuietDots(page, ticketTitles, 'Aggiornata');
  await page.goto('/transmissions/messages');
  const threadTitles = page.locator('a[href*="/transmissions/messages/"]:visible');
  await expectAlignedTitlesAndQuietDots(page, threadTitles, 'Da leggere');
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the users table shows emails and company names whole', async ({ page }) => {
    await signInAs(page, 'staff.demo', { at: '/backoffice/users' });
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const emails = rows.locator('td:nth-child(3) p');
    const companies = rows.locator('td:nth-child(4) p:first-child');
    const longest = (await emails.allTextContents()).reduce((a, b) => (b.length > a.length ? b : a), '');
    expect(longest.length).toBeGreaterThan(30);
    expect(longest).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
    for (const cells of [emails, companies]) {
      const count = await cells.count();
      for (let index = 0; index < count; index += 1) {
        expect(
          await showsWholeText(cells.nth(index)),
          (await cells.nth(index).textContent()) ?? undefined,
        ).toBe(true);
      }
    }
    await expectBadgesWhole(page.getByRole('table'));
    expect(await pageFits(page)).toBe(true);
  });

  test('staff tables show every column, and emails break only between their parts', async ({ page }) => {
    await signInAs(page, 'staff.demo');
    for (const path of [
      '/backoffice/billing',
      '/backoffice/users',
      '/backoffice/sites',
      '/backoffice/documents',
      '/backoffice/audit',
      '/transmissions/tickets',
    ]) {
      await page.goto(path);
      const table = page.getByRole('region').filter({ has: page.getByRole('table') });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      // No column is cut: the table needs no sideways scroll in its region.
      const clipped = await table.evaluate((region) => region.scrollWidth - region.clientWidth);
      expect(clipped, path).toBeLessThanOrEqual(1);
    }
    // An email breaks after its @ or a dot, never inside a word.
    const emails = page.getByRole('table').locator('tbody tr td:nth-child(3) p');
    await page.goto('/backoffice/users');
    await expect(emails.first()).toBeVisible();
    const brokenInsideAWord = await emails.evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const range = document.createRange();
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          let lineTop: number | null = null;
          let previous = '';
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (let index = 0; index < text.length; index += 1) {
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const top = range.getBoundingClientRect().top;
              if (lineTop !== null && top > lineTop + 2 && !/[@.]/.test(previous)) return true;
              lineTop = top;
              previous = text[index] ?? '';
            }
          }
          return false;
        })
        .map((cell) => cell.textContent),
    );
    expect(brokenInsideAWord).toEqual([]);
  });

  test('pages touched by the fixes do not scroll sideways for the three kinds of user', async ({ page }) => {
    const pages: Record<string, string[]> = {
      'cliente.demo': [
        '/sites',
        '/transmissions/tickets',
        '/transmissions/messages',
        '/transmissions/tickets/new',
      ],
      'ati.demo': ['/dashboard', '/sites'],
      'staff.demo': ['/backoffice/sites', '/backoffice/users', '/backoffice/audit', '/transmissions/tickets'],
    };
    for (const [username, paths] of Object.entries(pages)) {
      await signInAs(page, username);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await pageFits(page), `${username} ${path}`).toBe(true);
      }
      await page.evaluate(() => localStorage.clear());
    }
  });
});

test.describe('a table wider than its window', () => {
  test.use({ viewport: { width: 1000, height: 800 } });

  test('scrolls in a named region the keyboard reaches, says so, and shows its last column', async ({
    page,
  }) => {
    await signInAs(page, 'staff.demo', { at: '/transmissions/tickets' });
    const region = page.getByRole('region', { name: 'Elenco delle segnalazioni' });
    await expect(region.getByRole('table')).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region).toHaveAccessibleDescription(
      'Scorri la tabella di lato per vedere tutte le colonne.',
    );
    const lastHeading = region.getByRole('columnheader', { name: 'Assegnata a' });
    /** The last column's right edge is inside the region's visible part. */
    const lastColumnShown = () =>
      lastHeading.evaluate((cell) => {
        const frame = cell.closest('[role="region"]')!.getBoundingClientRect();
        return cell.getBoundingClientRect().right <= frame.right + 1;
      });
    expect(await lastColumnShown()).toBe(false);
    await region.focus();
    for (let step = 0; step < 20; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(lastColumnShown).toBe(true);
    expect(await pageFits(page)).toBe(true);
  });
});
