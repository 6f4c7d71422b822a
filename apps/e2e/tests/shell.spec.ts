import { expect, test, type Page } from '@playwright/test';

const password = 'Portale2026!';

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Nome utente').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The menu of SPEC.md sections 2 and 6, written here independently of the web app's own table: each
 * entry with its page (or its children) and the customer sub-roles that open it.
 */
type SpecEntry = {
  id: string;
  path?: string;
  /** Customer sub-roles that open it (empty: every customer user). */
  subRoles: number[];
  /** Staff back-office permissions that open it (empty: every staff user); absent: not for staff. */
  staff?: number[];
  /** Only for staff. */
  staffOnly?: boolean;
  atiOnly?: boolean;
  children?: SpecEntry[];
};
const specMenu: SpecEntry[] = [
  { id: 'dashboard', path: '/dashboard', subRoles: [], staff: [] },
  { id: 'sites', path: '/sites', subRoles: [0] },
  {
    id: 'services',
    subRoles: [1, 2],
    children: [
      { id: 'service-types', path: '/services', subRoles: [1] },
      { id: 'poa', path: '/poa', subRoles: [2] },
    ],
  },
  { id: 'employees', path: '/employees', subRoles: [3] },
  { id: 'documents', path: '/documents', subRoles: [5] },
  {
    id: 'transmissions',
    subRoles: [6, 14],
    staff: [5, 7],
    children: [
      { id: 'tickets', path: '/transmissions/tickets', subRoles: [6, 14], staff: [5] },
      { id: 'messages', path: '/transmissions/messages', subRoles: [6, 14], staff: [7] },
    ],
  },
  { id: 'contacts', path: '/contacts', subRoles: [7] },
  {
    id: 'quality',
    subRoles: [8, 9, 10, 11],
    children: [
      { id: 'quality-controls', path: '/quality/controls', subRoles: [8] },
      { id: 'quality-reports', path: '/quality/reports', subRoles: [9] },
      { id: 'quality-statistics', path: '/quality/statistics', subRoles: [10] },
      { id: 'kiosks', path: '/kiosks-statistics', subRoles: [11] },
    ],
  },
  { id: 'ati-managers', path: '/ati-managers', subRoles: [], atiOnly: true },
  { id: 'billing', path: '/billing', subRoles: [13] },
  { id: 'site-equipments', path: '/site-equipments', subRoles: [15] },
  { id: 'economics', path: '/economics', subRoles: [], staff: [] },
  { id: 'rooms', path: '/page-rooms', subRoles: [12] },
  // Back office (not in SPEC.md's customer menu): site publishing for permission 4 (sites), then the
  // administration for permission 1 (clients users).
  { id: 'sites-publishing', path: '/backoffice/sites', subRoles: [], staff: [4], staffOnly: true },
  {
    id: 'administration',
    subRoles: [],
    staff: [1],
    staffOnly: true,
    children: [
      { id: 'users-admin', path: '/backoffice/users', subRoles: [], staff: [1], staffOnly: true },
      { id: 'audit-log', path: '/backoffice/audit', subRoles: [], staff: [1], staffOnly: true },
    ],
  },
];

const all = Array.from({ length: 17 }, (_, n) => n);
/** The demo accounts (packages/db/src/seed/fixed.ts); staff hold no customer sub-role. */
const allPermissions = [...Array.from({ length: 15 }, (_, n) => n), 16, 17, 18];
const accounts: { username: string; subRoles: number[]; isAti: boolean; staff: number[] | null }[] = [
  { username: 'cliente.demo', subRoles: all, isAti: false, staff: null },
  { username: 'limitato.demo', subRoles: [5], isAti: false, staff: null },
  { username: 'ati.demo', subRoles: all, isAti: true, staff: null },
  { username: 'staff.demo', subRoles: [], isAti: false, staff: allPermissions },
];

const holds = (required: number[], held: number[]) =>
  required.length === 0 || required.some((item) => held.includes(item));

/** The entry ids a user must see: allowed by the sub-roles (and ATI), and whose page exists. */
function expectedIds(entries: SpecEntry[], account: (typeof accounts)[number], built: Set<string>): string[] {
  return entries.flatMap((entry) => {
    if (entry.atiOnly && !account.isAti) return [];
    const allowed = account.staff
      ? entry.staff !== undefined && holds(entry.staff, account.staff)
      : !entry.staffOnly && holds(entry.subRoles, account.subRoles);
    if (!allowed) return [];
    if (entry.children) {
      const children = expectedIds(entry.children, account, built);
      return children.length > 0 ? [entry.id, ...children] : [];
    }
    return entry.path && built.has(entry.path) ? [entry.id] : [];
  });
}

const menuIds = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menu principale' })
    .locator('[data-menu-entry]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.menuEntry ?? ''));

test('each demo account sees exactly the menu entries its roles allow, in the order of SPEC.md', async ({
  page,
}) => {
  // Which pages exist: unknown paths go to /404; an existing page opens, or its guard turns it away.
  // Extend specMenu when an area adds a menu entry of its own.
  await signIn(page, 'ati.demo');
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
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, account.username);
    await expect(
      page.getByRole('navigation', { name: 'Menu principale' }).locator('[data-menu-entry]').first(),
    ).toBeVisible();
    expect(await menuIds(page), account.username).toEqual(expectedIds(specMenu, account, built));
  }
});

test('ati.demo sees the ATI logo and name and the group managers with their sites @phone', async ({
  page,
  isMobile,
}) => {
  await signIn(page, 'ati.demo');
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
  await signIn(page, 'cliente.demo');
  await expect(page.getByText(/^Versione \d/)).toBeVisible();
  await page.getByRole('button', { name: 'Riduci il menu laterale' }).click();
  await expect(page.getByText(/^v\d+\.\d+\.\d+$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Espandi il menu laterale' }).click();
  await expect(page.getByText(/^Versione \d/)).toBeVisible();
});
