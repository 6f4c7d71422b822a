import type { Page } from '@playwright/test';
import { demoEquipmentPublicId } from '@portale/demo-data';

/**
 * Every route of the web app's router and how a test reaches it with real demo data. The router's own
 * table (`routesByPath`, which TanStack Router exposes on `window.__TSR_ROUTER__`) is compared with this
 * one, so a new route that nobody added here fails the accessibility test instead of going unchecked.
 */
export type RouteVisit =
  /** A page opened at this address. */
  | { kind: 'page'; url: string; signedIn: boolean }
  /** A page with a parameter: opened through the first link to it on `listUrl`. */
  | { kind: 'linked'; listUrl: string }
  /** Only redirects (the root, a parent, unknown addresses): checked where it lands. */
  | { kind: 'redirect'; url: string };

export const routeCatalogue: Record<string, RouteVisit> = {
  '/': { kind: 'redirect', url: '/' },
  '/$': { kind: 'redirect', url: '/una-pagina-che-non-esiste' },
  '/404': { kind: 'page', url: '/404', signedIn: false },
  '/login': { kind: 'page', url: '/login', signedIn: false },
  '/recover-password': { kind: 'page', url: '/recover-password', signedIn: false },
  // Without a valid link these pages say the link is not valid: the state a wrong link shows.
  '/reset-password': { kind: 'page', url: '/reset-password?code=link-non-valido', signedIn: false },
  '/enable-user': { kind: 'page', url: '/enable-user?code=link-non-valido', signedIn: false },
  '/impersonate-user': { kind: 'page', url: '/impersonate-user?secret=link-non-valido', signedIn: false },
  '/email-preferences/$token': { kind: 'page', url: '/email-preferences/link-non-valido', signedIn: false },
  // The demo label of cliente.demo's first site (packages/demo-data): the page a visitor reads, with the
  // equipment, its documents and the report's button; its other states have their component tests.
  '/site-equipments-anonymous/$qrCodeId': {
    kind: 'page',
    url: `/site-equipments-anonymous/${demoEquipmentPublicId}`,
    signedIn: false,
  },
  '/dashboard': { kind: 'page', url: '/dashboard', signedIn: true },
  '/change-password': { kind: 'page', url: '/change-password', signedIn: true },
  '/sites': { kind: 'page', url: '/sites', signedIn: true },
  '/sites/detail/$siteCode': { kind: 'linked', listUrl: '/sites' },
  '/documents': { kind: 'page', url: '/documents', signedIn: true },
  '/documents/$documentId': { kind: 'linked', listUrl: '/documents' },
  // The dashboard's compliance line links a site of the account's own that lacks a document.
  '/documents/checklist/$siteCode': { kind: 'linked', listUrl: '/dashboard' },
  '/backoffice/documents': { kind: 'page', url: '/backoffice/documents', signedIn: true },
  '/transmissions': { kind: 'redirect', url: '/transmissions' },
  '/transmissions/tickets': { kind: 'page', url: '/transmissions/tickets', signedIn: true },
  '/transmissions/tickets/new': { kind: 'page', url: '/transmissions/tickets/new', signedIn: true },
  '/transmissions/tickets/detail/$ticketId': { kind: 'linked', listUrl: '/transmissions/tickets' },
  '/transmissions/messages': { kind: 'page', url: '/transmissions/messages', signedIn: true },
  '/transmissions/messages/$id': { kind: 'linked', listUrl: '/transmissions/messages' },
  '/contacts': { kind: 'page', url: '/contacts', signedIn: true },
  '/ati-managers': { kind: 'page', url: '/ati-managers', signedIn: true },
  '/billing': { kind: 'page', url: '/billing', signedIn: true },
  '/billing/$documentId': { kind: 'linked', listUrl: '/billing' },
  '/real-estate': { kind: 'page', url: '/real-estate', signedIn: true },
  '/real-estate-flat': { kind: 'page', url: '/real-estate-flat', signedIn: true },
  // A room's page names its room in the search: the first room of the flat table.
  '/page-rooms': { kind: 'linked', listUrl: '/real-estate-flat' },
  '/backoffice/billing': { kind: 'page', url: '/backoffice/billing', signedIn: true },
  '/backoffice/sites': { kind: 'page', url: '/backoffice/sites', signedIn: true },
  '/backoffice/sites/$siteCode': { kind: 'linked', listUrl: '/backoffice/sites' },
  '/backoffice/rooms-import': { kind: 'page', url: '/backoffice/rooms-import', signedIn: true },
  '/backoffice/users': { kind: 'page', url: '/backoffice/users', signedIn: true },
  '/backoffice/users/new': { kind: 'page', url: '/backoffice/users/new', signedIn: true },
  '/backoffice/users/$userId': { kind: 'linked', listUrl: '/backoffice/users' },
  '/backoffice/audit': { kind: 'page', url: '/backoffice/audit', signedIn: true },
  '/economics': { kind: 'page', url: '/economics', signedIn: true },
  '/economics/$': { kind: 'page', url: '/economics/2026', signedIn: true },
  '/quality/controls': { kind: 'page', url: '/quality/controls', signedIn: true },
  // A non-compliant control, so the walk sees the red votes and outcomes too.
  '/quality/controls/$controlId': { kind: 'linked', listUrl: '/quality/controls?outcome=nonCompliant' },
  '/quality/request-control': { kind: 'page', url: '/quality/request-control', signedIn: true },
  '/quality/reports': { kind: 'page', url: '/quality/reports', signedIn: true },
  '/quality/statistics': { kind: 'page', url: '/quality/statistics', signedIn: true },
  '/backoffice/quality': { kind: 'page', url: '/backoffice/quality', signedIn: true },
  '/backoffice/quality-requests': { kind: 'page', url: '/backoffice/quality-requests', signedIn: true },
  // A completed control of the demo's year: a control in progress is staff's recording page (quality.spec.ts).
  '/backoffice/quality/$controlId': { kind: 'linked', listUrl: '/backoffice/quality' },
  '/kiosks-statistics': { kind: 'page', url: '/kiosks-statistics', signedIn: true },
  '/services': { kind: 'page', url: '/services', signedIn: true },
  // The month, so the walk sees the calendar at its fullest.
  '/poa': { kind: 'page', url: '/poa?view=month', signedIn: true },
  '/backoffice/services': { kind: 'page', url: '/backoffice/services?siteCode=UB000001', signedIn: true },
  '/backoffice/poa': { kind: 'page', url: '/backoffice/poa?siteCode=UB000001', signedIn: true },
  // A site with the demo's kiosks, so the walk sees its kiosks and its alert settings.
  '/backoffice/kiosks': { kind: 'page', url: '/backoffice/kiosks?siteCode=UB000001', signedIn: true },
  '/variations': { kind: 'page', url: '/variations', signedIn: true },
  '/variations/new': { kind: 'page', url: '/variations/new', signedIn: true },
  '/variations/$variationId': { kind: 'linked', listUrl: '/variations' },
  // «Modifica» beside a request still sent (cliente.demo's first, packages/demo-data/src/variations.ts).
  '/variations/$variationId/edit': { kind: 'linked', listUrl: '/variations?state=1' },
  '/backoffice/variations': { kind: 'page', url: '/backoffice/variations', signedIn: true },
  '/employees': { kind: 'page', url: '/employees', signedIn: true },
  // A person of the list: staff reach the same page from their list (the accessibility dialogs' visit).
  '/employees/detail/$employeeId': { kind: 'linked', listUrl: '/employees' },
  '/backoffice/employees': { kind: 'page', url: '/backoffice/employees', signedIn: true },
  '/backoffice/sync': { kind: 'page', url: '/backoffice/sync', signedIn: true },
  '/backoffice/contacts': { kind: 'page', url: '/backoffice/contacts', signedIn: true },
  // The demo's hospital (packages/demo-data fixed.ts), with job orders, sites and users; its first job
  // order through the list filtered by it (job orders' codes carry the year the demo is seeded in).
  '/backoffice/customers': { kind: 'page', url: '/backoffice/customers', signedIn: true },
  '/backoffice/customers/$customerCode': {
    kind: 'page',
    url: '/backoffice/customers/CL0001',
    signedIn: true,
  },
  '/backoffice/job-orders': { kind: 'page', url: '/backoffice/job-orders', signedIn: true },
  '/backoffice/job-orders/$jobOrderId': {
    kind: 'linked',
    listUrl: '/backoffice/job-orders?customerCode=CL0001',
  },
  '/site-equipments': { kind: 'page', url: '/site-equipments', signedIn: true },
  // A piece of equipment of the list: staff reach the same page from their list, with its actions and
  // its label (the accessibility dialogs' visit).
  '/site-equipments/$siteEquipmentId': { kind: 'linked', listUrl: '/site-equipments' },
  '/backoffice/site-equipments': { kind: 'page', url: '/backoffice/site-equipments', signedIn: true },
  '/backoffice/news': { kind: 'page', url: '/backoffice/news', signedIn: true },
};

/** The router's paths, read from the running app. */
export async function routerPaths(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const router = (window as unknown as { __TSR_ROUTER__?: { routesByPath: Record<string, unknown> } })
      .__TSR_ROUTER__;
    return Object.keys(router?.routesByPath ?? {});
  });
}

/** `/sites/detail/$siteCode` → a pattern matching `/sites/detail/UB000012`. */
export function routePattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/?#]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The address (path and search) of the first link on the current page that leads to `routePath`, if any. */
export async function firstLinkTo(page: Page, routePath: string): Promise<string | undefined> {
  const pattern = routePattern(routePath);
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const { pathname, search } = new URL((anchor as HTMLAnchorElement).href);
      return { pathname, search };
    }),
  );
  // `/backoffice/users/new` fits `/backoffice/users/$userId` too, but is a route of its own. The search
  // stays: some pages name what they show in it (`/page-rooms?roomId=…`).
  const link = links.find(({ pathname }) => pattern.test(pathname) && !(pathname in routeCatalogue));
  return link && `${link.pathname}${link.search}`;
}

/**
 * The first link to `routePath` once the list has drawn it: a settled page has its data, but React may
 * draw the list a few frames later. Undefined when none comes within `timeoutMs` (a list with nothing
 * the account may open).
 */
export async function listedLinkTo(page: Page, routePath: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const url = await firstLinkTo(page, routePath);
    if (url !== undefined || Date.now() > deadline) return url;
    await page.waitForTimeout(100);
  }
}
