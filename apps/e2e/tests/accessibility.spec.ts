import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';
import { openInApp, settle, trackRequests } from './support/settle.ts';
import { accounts } from './support/spec-menu.ts';
import { listedLinkTo, routeCatalogue, routePattern, routerPaths } from './support/route-catalogue.ts';
import { wcagAndLandmarks } from './support/wcag.ts';

/**
 * WCAG 2.2 A and AA (axe-core) on every route of the router, at desktop and phone widths, for each
 * side (customers, staff) by the first of its demo accounts that may open it, with the notification
 * panel and the user menu opened once per side, and every dialog opened once at each width; every
 * account still visits every page it may open. A page must also name itself in the browser tab and not
 * be wider than a 375 px phone. Each failure names the rule, the page and the elements, so a new
 * violation says where to look.
 * Each page is loaded once and audited at both widths (the window narrowed in between, as a person
 * narrows it); accounts that see the same menu (support/spec-menu.ts, pinned by shell.spec.ts) see the
 * same pages, so the walk takes one of them.
 */
// Each test reads pages and opens dialogs without saving anything: the longest file of the suite spreads
// over both workers.
test.describe.configure({ mode: 'parallel' });
// Every call a page makes while it is walked must be answered: a refused one fails the test that made it.
test.use({ failOnRefusedCalls: true });

const sizes = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'telefono', width: 375, height: 740 },
] as const;

/** The first account of each distinct menu: the others would visit the same pages again. */
const walkers = accounts.filter(
  (account, index) =>
    accounts.findIndex((other) => JSON.stringify(menuOf(other)) === JSON.stringify(menuOf(account))) ===
    index,
);
function menuOf(account: (typeof accounts)[number]) {
  return { subRoles: account.subRoles, isAti: account.isAti, staff: account.staff };
}

type Finding = string;

/** «Segnalazioni · Portale Clienti»: how each page names itself in the browser tab. */
const namedTab = /^\S.* · Portale Clienti$/;

/**
 * The tab's title follows the route once it has resolved, a moment after the page's data: waited for up
 * to 5 s, after which the missing name is itself a finding.
 */
async function tabNamed(page: Page, where: string): Promise<Finding[]> {
  const named = await expect(page)
    .toHaveTitle(namedTab, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  return named ? [] : [`${where}: titolo della scheda «${await page.title()}»`];
}

async function audit(page: Page, where: string): Promise<Finding[]> {
  const findings = await tabNamed(page, where);
  const results = await wcagAndLandmarks(page).analyze();
  findings.push(
    ...results.violations.map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact ?? 'n/d'}) ${violation.help} → ` +
        violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | '),
    ),
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (page.viewportSize()?.width === 375 && overflow > 0) {
    findings.push(`${where}: la pagina è più larga del telefono di ${overflow}px`);
  }
  return findings;
}

/**
 * Waits for every CSS transition and finite animation to end: a panel fading in has no contrast yet.
 * Loaders spin forever and are not waited for.
 */
async function transitionsEnded(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Audits what the page shows at each width, desktop first, and leaves the window at desktop width: a
 * narrower window redraws the page for a phone (and may load what the phone's layout shows).
 */
async function auditAtBothSizes(page: Page, where: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const size of sizes) {
    if (size !== sizes[0]) {
      await page.setViewportSize(size);
      await settle(page);
    }
    // A panel or a notice still moving has no contrast yet: the notice «Accesso non consentito» of the
    // page visited before, sliding in, was once audited on the next page.
    await transitionsEnded(page);
    findings.push(...(await audit(page, `${where} (${size.name})`)));
  }
  // Back at desktop width, the page draws its desktop layout again before anything else is looked for:
  // the phone's «Filtri» button was still there a moment after the resize, was counted, then went away,
  // and the click on it waited until the test's time ran out.
  await page.setViewportSize(sizes[0]);
  await settle(page);
  await transitionsEnded(page);
  return findings;
}

/** Opens a panel, audits the page with it open, closes it with Escape. */
async function auditOpened(page: Page, where: string, open: () => Promise<void>): Promise<Finding[]> {
  await open();
  await page.waitForTimeout(100);
  await transitionsEnded(page);
  const findings = await audit(page, where);
  await page.keyboard.press('Escape');
  return findings;
}

/**
 * Opens a list's «Filtri», as its users do: the pickers there load their options, and a call the page
 * should not make for this account (another side's options) fails the test.
 */
async function openFilters(page: Page) {
  const filters = page.getByRole('button', { name: /^Filtri/, expanded: false });
  if ((await filters.count()) === 0) return;
  await filters.first().click();
  await settle(page);
}

test('the router has no route the accessibility test does not visit', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Nome utente')).toBeVisible();
  const paths = await routerPaths(page);
  expect(paths.length).toBeGreaterThan(10);
  const unvisited = paths.filter((path) => !(path in routeCatalogue));
  expect(unvisited, 'route nuove da aggiungere a support/route-catalogue.ts').toEqual([]);
});

test('the walk leaves out only accounts whose menu another account walked', () => {
  const left = accounts.filter((account) => !walkers.includes(account)).map((account) => account.username);
  expect(left).toEqual(['altro.demo']);
});

test.describe('links that are not valid', () => {
  // The public pages are opened with invalid codes on purpose: the API refuses them, the pages say so.
  test.use({ failOnRefusedCalls: false });

  test('public pages have no WCAG 2.2 AA violation at desktop and phone widths', async ({ page }) => {
    // Eight pages, each audited at two widths (about 2 to 3 s an audit on 2 busy cores): more than
    // the default 30 s, which the first clean-clone run of 2026-11-27's evening ran past.
    test.setTimeout(120_000);
    trackRequests(page);
    await page.setViewportSize(sizes[0]);
    const findings: Finding[] = [];
    for (const [path, visit] of Object.entries(routeCatalogue)) {
      if (visit.kind !== 'page' || visit.signedIn) continue;
      await page.goto(visit.url);
      await settle(page);
      findings.push(...(await auditAtBothSizes(page, path)));
    }
    expect(findings).toEqual([]);
  });
});

/**
 * One side's accounts walk every page they may open, in turn. Each page (and the dashboard's panels) is
 * audited by the first account of the side that opens it, at both widths; the accounts after it only
 * visit it: each call its page makes must still be answered and its tab named. A sub-role's page is the
 * same component with less on it, and an axe run costs more than the visit (about 1 s against 0.6 s).
 */
async function walkSide(
  page: Page,
  side: typeof walkers,
): Promise<{ findings: Finding[]; opened: string[] }> {
  trackRequests(page);
  const findings: Finding[] = [];
  const opened: string[] = [];
  const audited = new Set<string>();
  let panelsAudited = false;
  for (const { username: account, staff } of side) {
    await page.setViewportSize(sizes[0]);
    await signInAs(page, account);
    await settle(page);
    const visited = new Set<string>();
    for (const [path, visit] of Object.entries(routeCatalogue)) {
      // The back office turns customers away (its own tests check that): no page of it to audit.
      if (!staff && path.startsWith('/backoffice/')) continue;
      let url: string | undefined;
      if (visit.kind === 'page' && visit.signedIn) url = visit.url;
      if (visit.kind === 'redirect') url = visit.url;
      if (visit.kind === 'linked') {
        await openInApp(page, visit.listUrl);
        if (!routePattern(visit.listUrl).test(new URL(page.url()).pathname)) continue;
        url = await listedLinkTo(page, path);
      }
      if (!url) continue;
      await openInApp(page, url);
      const landed = new URL(page.url()).pathname;
      // A page this account may not open sends it elsewhere: that page is checked on its own.
      if (visit.kind !== 'redirect' && !routePattern(path).test(landed)) continue;
      opened.push(`${path} (${account})`);
      // A redirect lands on a page such as the dashboard: visited once, however it was reached.
      if (visited.has(page.url())) continue;
      visited.add(page.url());
      const where = `${path} (${account})`;
      if (audited.has(path)) findings.push(...(await tabNamed(page, where)));
      else findings.push(...(await auditAtBothSizes(page, where)));
      audited.add(path);
      await openFilters(page);
    }
    if (!panelsAudited) findings.push(...(await auditPanels(page, account)));
    panelsAudited = true;
  }
  return { findings, opened };
}

/** The dashboard with the phone's menu, the notifications and the user menu open, at each width. */
async function auditPanels(page: Page, account: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto('/dashboard');
    await settle(page);
    const where = `/dashboard (${account}, ${size.name})`;
    if (size.name === 'telefono') {
      findings.push(
        ...(await auditOpened(page, `${where}, menu aperto`, () =>
          page.getByRole('button', { name: 'Apri il menu' }).click(),
        )),
      );
    }
    findings.push(
      ...(await auditOpened(page, `${where}, notifiche aperte`, () =>
        page.getByRole('button', { name: /^Notifiche/ }).click(),
      )),
    );
    findings.push(
      ...(await auditOpened(page, `${where}, menu utente aperto`, () =>
        page.getByRole('button', { name: /menu utente$/ }).click(),
      )),
    );
  }
  return findings;
}

const sides = [
  { name: 'customers', accounts: walkers.filter((account) => !account.staff) },
  { name: 'staff', accounts: walkers.filter((account) => account.staff) },
];

for (const side of sides) {
  const names = side.accounts.map((account) => account.username).join(', ');
  test(`${side.name} (${names}): every page they may open has no WCAG 2.2 AA violation at desktop and phone widths`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const { findings, opened } = await walkSide(page, side.accounts);
    for (const { username } of side.accounts) expect(opened).toContain(`/dashboard (${username})`);
    expect(findings).toEqual([]);
  });
}

/**
 * Every dialog of the app, and every other kind of panel that opens over a page (the reduced menu's
 * flyout, the question before a form is closed), opened once where the demo data offers
 * it: the account, the page, and the clicks that open it. A new dialog joins this list.
 */
type DialogVisit = {
  name: string;
  account: string;
  url: string;
  open: (page: Page) => Promise<void>;
  /** What shows it open: the dialog, unless said. */
  shown?: (page: Page) => Locator;
  /**
   * Audited at desktop width alone (one axe run): a component whose phone layout another visit
   * checks already, where a second run would only cost time.
   */
  desktopOnly?: true;
};

const fromUserMenu = (item: string) => async (page: Page) => {
  await page.getByRole('button', { name: /menu utente$/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
};
const onTicket = (title: string, action: string) => async (page: Page) => {
  await page.getByRole('link', { name: title }).first().click();
  await page.getByRole('button', { name: action }).click();
};
const onFirstLinkTo = (routePath: string, action: string) => async (page: Page) => {
  const url = await listedLinkTo(page, routePath);
  expect(url, `nessun collegamento a ${routePath}`).toBeDefined();
  await page.goto(url ?? '');
  await settle(page);
  await page.getByRole('button', { name: action }).first().click();
};

const dialogs: DialogVisit[] = [
  {
    name: 'ritiro della richiesta di variazione',
    account: 'cliente.demo',
    url: '/variations?state=1',
    open: onFirstLinkTo('/variations/$variationId', 'Ritira'),
  },
  {
    name: 'accettazione della richiesta di variazione',
    account: 'staff.demo',
    url: '/backoffice/variations?open=true',
    open: onFirstLinkTo('/variations/$variationId', 'Accetta'),
  },
  {
    name: 'rifiuto della richiesta di variazione',
    account: 'staff.demo',
    url: '/backoffice/variations?open=true',
    open: onFirstLinkTo('/variations/$variationId', 'Respingi'),
    desktopOnly: true,
  },
  {
    name: 'cambio password',
    account: 'cliente.demo',
    url: '/dashboard',
    open: fromUserMenu('Cambia password'),
  },
  {
    name: 'verifica in due passaggi',
    account: 'cliente.demo',
    url: '/dashboard',
    open: fromUserMenu('Verifica in due passaggi'),
  },
  {
    name: 'chiusura della segnalazione',
    account: 'cliente.demo',
    url: '/transmissions/tickets',
    open: onTicket('Bagni del secondo piano non puliti al mattino', 'Chiudi la segnalazione'),
  },
  {
    name: 'riapertura della segnalazione',
    account: 'cliente.demo',
    url: '/transmissions/tickets',
    open: onTicket('Preventivo per la pulizia straordinaria delle vetrate', 'Riapri'),
  },
  {
    name: 'ritiro della segnalazione',
    account: 'cliente.demo',
    url: '/transmissions/tickets',
    open: onTicket('Pavimento bagnato nella sala d’attesa', 'Ritira la segnalazione'),
  },
  {
    name: 'nuova comunicazione',
    account: 'staff.demo',
    url: '/transmissions/messages',
    open: async (page) => page.getByRole('button', { name: 'Nuova comunicazione' }).click(),
  },
  {
    name: 'pubblicazione delle ubicazioni',
    account: 'staff.demo',
    url: '/backoffice/sites',
    open: async (page) => {
      await page
        .getByRole('checkbox', { name: /^Seleziona (?!tutte)/ })
        .first()
        .check();
      await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
    },
  },
  {
    name: 'nuovo servizio',
    account: 'staff.demo',
    url: '/backoffice/sites',
    open: onFirstLinkTo('/backoffice/sites/$siteCode', 'Nuovo servizio'),
  },
  {
    name: 'disabilitazione di un utente',
    account: 'staff.demo',
    url: '/backoffice/users',
    open: onFirstLinkTo('/backoffice/users/$userId', 'Disabilita l’utente'),
  },
  {
    name: 'caricamento dei documenti',
    account: 'staff.demo',
    url: '/backoffice/documents',
    open: async (page) => page.getByRole('button', { name: 'Carica documenti' }).click(),
  },
  {
    name: 'domanda prima di chiudere un modulo compilato',
    account: 'staff.demo',
    url: '/backoffice/documents',
    open: async (page) => {
      await page.getByRole('button', { name: 'Carica documenti' }).click();
      await page.getByRole('textbox', { name: 'Descrizione' }).fill('Verbale di sopralluogo');
      await page.keyboard.press('Escape');
    },
    shown: (page) => page.getByRole('dialog', { name: 'Chiudere senza salvare?' }),
    desktopOnly: true,
  },
  {
    name: 'documenti richiesti per commessa',
    account: 'staff.demo',
    url: '/backoffice/documents',
    open: async (page) => page.getByRole('button', { name: 'Documenti richiesti' }).click(),
  },
  {
    name: 'modifica di un documento',
    account: 'staff.demo',
    url: '/backoffice/documents',
    open: onFirstLinkTo('/documents/$documentId', 'Modifica'),
  },
  {
    name: 'nuova versione di un documento',
    account: 'staff.demo',
    url: '/backoffice/documents',
    open: onFirstLinkTo('/documents/$documentId', 'Nuova versione'),
  },
  {
    name: 'pubblicazione di una fattura',
    account: 'staff.demo',
    url: '/backoffice/billing',
    open: async (page) => page.getByRole('button', { name: 'Pubblica un documento' }).click(),
  },
  {
    name: 'pagamento di una fattura',
    account: 'staff.demo',
    url: '/backoffice/billing',
    open: async (page) =>
      page
        .getByRole('button', { name: /^Pagamento:/ })
        .first()
        .click(),
  },
  {
    name: 'variazione economica',
    account: 'cliente.demo',
    url: '/economics',
    open: async (page) => page.getByRole('button', { name: 'Aggiungi variazione economica' }).click(),
  },
  {
    name: 'spiegazione di un mese dell’economia',
    account: 'cliente.demo',
    url: '/economics',
    open: async (page) =>
      page
        .getByRole('button', { name: /: canone di .*, apri la spiegazione$/ })
        .first()
        .click(),
  },
  {
    name: 'nuovo chiosco',
    account: 'staff.demo',
    url: '/backoffice/kiosks?siteCode=UB000001',
    open: async (page) => page.getByRole('button', { name: 'Nuovo chiosco' }).click(),
  },
  {
    name: 'revoca di un chiosco',
    account: 'staff.demo',
    url: '/backoffice/kiosks?siteCode=UB000001',
    open: async (page) => page.getByRole('button', { name: 'Revoca' }).first().click(),
    desktopOnly: true,
  },
  {
    name: 'calendario di un servizio',
    account: 'staff.demo',
    url: '/backoffice/services?siteCode=UB000001',
    open: async (page) =>
      page
        .getByRole('button', { name: /^(Modifica|Definisci) il calendario di / })
        .first()
        .click(),
  },
  {
    name: 'registrazione di un’attività',
    account: 'staff.demo',
    url: '/backoffice/poa?siteCode=UB000001&view=week',
    open: async (page) =>
      page
        .getByRole('button', { name: /Sanificazione giornaliera/ })
        .first()
        .click(),
  },
  // The personnel page's other tabs, each a panel of its own (cliente.demo holds sub-role 4), and what
  // staff alone see of a person.
  {
    name: 'copertura del personale',
    account: 'cliente.demo',
    url: '/employees?tab=coverage',
    open: async () => undefined,
    shown: (page) => page.getByRole('tabpanel', { name: 'Copertura' }),
  },
  {
    name: 'timbrature del personale',
    account: 'cliente.demo',
    url: '/employees?tab=stampings',
    open: async () => undefined,
    shown: (page) => page.getByRole('tabpanel', { name: 'Timbrature' }),
  },
  {
    name: 'personale presente ora',
    account: 'cliente.demo',
    url: '/employees?tab=onSite',
    open: async () => undefined,
    shown: (page) => page.getByRole('tabpanel', { name: 'Presenti ora' }),
  },
  {
    name: 'dati riservati di una persona',
    account: 'staff.demo',
    url: '/backoffice/employees',
    open: async (page) => {
      const url = await listedLinkTo(page, '/employees/detail/$employeeId');
      expect(url, 'nessuna persona nell’elenco').toBeDefined();
      await openInApp(page, url ?? '');
    },
    shown: (page) => page.getByRole('heading', { name: 'Dati riservati' }),
  },
  {
    name: 'nuova sorgente della sincronizzazione',
    account: 'staff.demo',
    url: '/backoffice/sync',
    open: async (page) => page.getByRole('button', { name: 'Nuova sorgente' }).click(),
  },
  // Staff's contacts (issue 30): the person's, the category's, the role's and the association's forms
  // (new and «Modifica» are the same form each); the questions before deleting are ConfirmDialog's.
  {
    name: 'nuovo contatto',
    account: 'staff.demo',
    url: '/backoffice/contacts',
    open: async (page) => page.getByRole('button', { name: 'Nuovo contatto' }).click(),
  },
  {
    name: 'nuova categoria di ruoli',
    account: 'staff.demo',
    url: '/backoffice/contacts?tab=roles',
    open: async (page) => page.getByRole('button', { name: 'Nuova categoria' }).click(),
    desktopOnly: true,
  },
  {
    name: 'nuovo ruolo dei contatti',
    account: 'staff.demo',
    url: '/backoffice/contacts?tab=roles',
    open: async (page) => page.getByRole('button', { name: 'Nuovo ruolo' }).first().click(),
  },
  {
    name: 'nuova associazione di un contatto',
    account: 'staff.demo',
    url: '/backoffice/contacts?tab=associations',
    open: async (page) => page.getByRole('button', { name: 'Nuova associazione' }).click(),
  },
  {
    name: 'revoca di una sorgente della sincronizzazione',
    account: 'staff.demo',
    url: '/backoffice/sync',
    open: async (page) =>
      page
        .getByRole('button', { name: /^Revoca / })
        .first()
        .click(),
    desktopOnly: true,
  },
  // Customers and job orders (issue 30): the two forms, each once (new and «Modifica» are the same
  // form), and the question before deactivating a customer, which explains its effects.
  {
    name: 'nuovo cliente',
    account: 'staff.demo',
    url: '/backoffice/customers',
    open: async (page) => page.getByRole('button', { name: 'Nuovo cliente' }).click(),
  },
  {
    name: 'nuova commessa',
    account: 'staff.demo',
    url: '/backoffice/job-orders',
    open: async (page) => page.getByRole('button', { name: 'Nuova commessa' }).click(),
  },
  {
    name: 'disattivazione di un cliente',
    account: 'staff.demo',
    url: '/backoffice/customers/CL0001',
    open: async (page) => page.getByRole('button', { name: 'Disattiva' }).click(),
    desktopOnly: true,
  },
  // Staff's news: a new one, with the customers' picker open (issue 30).
  {
    name: 'nuova news',
    account: 'staff.demo',
    url: '/backoffice/news',
    open: async (page) => {
      await page.getByRole('button', { name: 'Nuova news' }).click();
      await page.getByRole('dialog').getByText('Alcuni clienti', { exact: true }).click();
    },
  },
  // Staff's equipment: a new one and the labels of the rows chosen from the list; on a piece of
  // equipment's page, what staff alone see (its label) and each of its changes.
  {
    name: 'nuova attrezzatura',
    account: 'staff.demo',
    url: '/backoffice/site-equipments',
    open: async (page) => page.getByRole('button', { name: 'Nuova attrezzatura' }).click(),
  },
  {
    name: 'stampa delle etichette delle attrezzature',
    account: 'staff.demo',
    url: '/backoffice/site-equipments',
    open: async (page) => {
      await page
        .getByRole('checkbox', { name: /^Seleziona (?!tutte)/ })
        .first()
        .check();
      await page.getByRole('button', { name: 'Stampa etichette' }).click();
    },
  },
  {
    name: 'codice QR di un’attrezzatura',
    account: 'staff.demo',
    url: '/backoffice/site-equipments',
    open: async (page) => {
      const url = await listedLinkTo(page, '/site-equipments/$siteEquipmentId');
      expect(url, 'nessuna attrezzatura nell’elenco').toBeDefined();
      await openInApp(page, url ?? '');
    },
    shown: (page) => page.getByRole('heading', { name: 'Codice QR' }),
  },
  {
    name: 'spostamento di un’attrezzatura',
    account: 'staff.demo',
    url: '/backoffice/site-equipments',
    open: onFirstLinkTo('/site-equipments/$siteEquipmentId', 'Sposta'),
  },
  {
    name: 'intervento su un’attrezzatura',
    account: 'staff.demo',
    url: '/backoffice/site-equipments',
    open: onFirstLinkTo('/site-equipments/$siteEquipmentId', 'Aggiungi intervento'),
  },
  {
    name: 'documento di un’attrezzatura',
    account: 'staff.demo',
    url: '/backoffice/site-equipments',
    open: onFirstLinkTo('/site-equipments/$siteEquipmentId', 'Carica documento'),
  },
  {
    name: 'dismissione di un’attrezzatura',
    account: 'staff.demo',
    url: '/backoffice/site-equipments',
    open: onFirstLinkTo('/site-equipments/$siteEquipmentId', 'Dismetti'),
    desktopOnly: true,
  },
  {
    name: 'sostituzione dell’etichetta di un’attrezzatura',
    account: 'staff.demo',
    url: '/backoffice/site-equipments',
    open: onFirstLinkTo('/site-equipments/$siteEquipmentId', 'Sostituisci etichetta'),
    desktopOnly: true,
  },
  // Last of staff.demo's: the menu stays reduced (the browser remembers it) for what would come after it.
  {
    name: 'gruppo del menu laterale ridotto',
    account: 'staff.demo',
    url: '/dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Riduci il menu laterale' }).click();
      await page.locator('[data-menu-entry="administration"]').click();
    },
    shown: (page) => page.getByRole('menu'),
    desktopOnly: true,
  },
];

/**
 * Opens `url` signed in as `account`: signed in there when the account changes, else inside the app,
 * unless a dialog is still open over the page (the last one audited), which a new load closes.
 */
async function openAs(page: Page, account: string, signedInAs: string, url: string) {
  if (account !== signedInAs) await signInAs(page, account, { at: url });
  else if ((await page.getByRole('dialog').count()) > 0) await page.goto(url);
  else return openInApp(page, url);
  await settle(page);
}

// Two tests, one an account, so that the dialogs spread over both workers.
for (const account of [...new Set(dialogs.map((dialog) => dialog.account))]) {
  test(`${account}: every dialog has no WCAG 2.2 AA violation at desktop and phone widths`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    trackRequests(page);
    const findings: Finding[] = [];
    let signedInAs = '';
    for (const dialog of dialogs.filter((each) => each.account === account)) {
      const opened = dialog.shown?.(page) ?? page.getByRole('dialog');
      for (const size of dialog.desktopOnly ? sizes.slice(0, 1) : sizes) {
        await page.setViewportSize(size);
        // A dialog opened at desktop width stays open on a phone's, unless the narrower layout drew its
        // button anew: it is opened again there.
        if (size === sizes[0] || !(await opened.first().isVisible())) {
          await openAs(page, dialog.account, signedInAs, dialog.url);
          signedInAs = dialog.account;
          await dialog.open(page);
        }
        await expect(opened.first(), dialog.name).toBeVisible();
        await settle(page);
        await transitionsEnded(page);
        findings.push(...(await audit(page, `${dialog.name} (${dialog.account}, ${size.name})`)));
      }
    }
    expect(findings).toEqual([]);
  });
}

/**
 * What a page shows when something went wrong, each audited once at desktop width (one axe run): a
 * form sent empty, a link that leads nowhere, a page the user may not open. A list that did not load
 * is audited where load-errors.spec.ts shows it (the client's retries take seconds).
 */
const errorStates: DialogVisit[] = [
  {
    name: 'modulo inviato vuoto',
    account: 'staff.demo',
    url: '/backoffice/users/new',
    open: (page) => page.getByRole('button', { name: 'Crea utente' }).click(),
    shown: (page) => page.getByText('Campo richiesto').first(),
  },
  {
    name: 'collegamento a una segnalazione che non c’è',
    account: 'cliente.demo',
    url: '/transmissions/tickets/detail/link-non-valido',
    open: async () => undefined,
    shown: (page) => page.getByRole('heading', { level: 1, name: 'Segnalazione non trovata' }),
  },
  {
    name: 'pagina non consentita',
    account: 'cliente.demo',
    url: '/backoffice/users',
    open: async () => undefined,
    shown: (page) => page.getByRole('alert').filter({ hasText: 'Accesso non consentito' }),
  },
];

/**
 * Signs in, opens each state where its visit says and audits the page showing it, at desktop width
 * alone (one axe run each).
 */
async function auditEachAtDesktopWidth(page: Page, states: DialogVisit[]): Promise<Finding[]> {
  trackRequests(page);
  await page.setViewportSize(sizes[0]);
  const findings: Finding[] = [];
  let signedInAs = '';
  for (const state of states) {
    await openAs(page, state.account, signedInAs, state.url);
    signedInAs = state.account;
    await state.open(page);
    await expect(state.shown!(page), state.name).toBeVisible({ timeout: 15_000 });
    await settle(page);
    await transitionsEnded(page);
    findings.push(...(await audit(page, `${state.name} (${state.account})`)));
  }
  return findings;
}

test.describe('error states', () => {
  // A link that leads nowhere is refused by the API on purpose: the page says so.
  test.use({ failOnRefusedCalls: false });

  test('every error state has no WCAG 2.2 AA violation', async ({ page }) => {
    expect(await auditEachAtDesktopWidth(page, errorStates)).toEqual([]);
  });
});

/**
 * A drop-down's list open in a page and in a dialog, each longer than the list's height, so that it
 * scrolls: the options must be inside the page's landmarks or the dialog, and their scrolling list must
 * be one axe accepts. Every drop-down draws its list the same way (app/theme.ts).
 */
const dropDowns: DialogVisit[] = [
  {
    name: 'elenco di un filtro aperto',
    account: 'staff.demo',
    url: '/backoffice/documents',
    open: async (page) => {
      // The page has filters: wait for their button (openFilters passes a page that has none, and it
      // checked before the page was drawn once, on a busy machine).
      await page.getByRole('button', { name: /^Filtri/, expanded: false }).click();
      await page.getByRole('combobox', { name: 'Categoria' }).click();
    },
    shown: (page) => page.getByRole('listbox', { name: 'Categoria' }),
  },
  {
    name: 'elenco aperto in una finestra di dialogo',
    account: 'staff.demo',
    url: '/backoffice/documents',
    open: async (page) => {
      await page.getByRole('button', { name: 'Carica documenti' }).click();
      await page.getByRole('dialog').getByRole('combobox', { name: 'Categoria' }).click();
    },
    shown: (page) => page.getByRole('listbox', { name: 'Categoria' }),
  },
];

test('drop-down lists open in a page and in a dialog have no WCAG 2.2 AA violation', async ({ page }) => {
  expect(await auditEachAtDesktopWidth(page, dropDowns)).toEqual([]);
});
