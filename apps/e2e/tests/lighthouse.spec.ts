import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiToken } from './support/accounts.ts';
import { missesOf, startLighthouse, type LighthouseRunner } from './support/lighthouse-runs.ts';

/**
 * The first screen on a phone (Lighthouse's mobile profile, support/lighthouse-runs.ts), held to issue
 * 12's budget (score 95, LCP 1.5 s) on the medians of its runs. Lighthouse runs alone after the other
 * browser tests (playwright.config.ts), in one worker that keeps its browser and its record of the
 * machine's speed from page to page.
 * The suite measures the pages that meet the budget with a margin: the login page and the dashboard.
 * `npm run lighthouse:all` measures the site list, a ticket and every area's main page too: issue 31
 * asks all of them to meet it. Since the second session of 2026-12-07 all do in their rounds (a ticket
 * at the edge) but three, whose largest paint is the page's own text after every chunk
 * (docs/decisions/007, last revisions).
 * They are not in the suite: on this kind of machine their first four runs at 4× miss, and the rounds
 * that follow cost two to four minutes a page.
 */
let runner: LighthouseRunner;
test.beforeAll(async ({ baseURL }) => {
  runner = await startLighthouse(baseURL!);
});
test.afterAll(async () => {
  await runner.close();
});

/** The ticket with the provider's answer: the thread a customer reads most. */
async function answeredTicketPath(request: APIRequestContext, token: string) {
  const response = await request.get('/api/tickets/my-list', {
    params: { search: 'Bagni del secondo piano', pageSize: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const [ticket] = ((await response.json()) as { data: { ticketId: string }[] }).data;
  expect(ticket, 'the demo ticket answered by the provider').toBeDefined();
  return `/transmissions/tickets/detail/${ticket!.ticketId}`;
}

type PageToMeasure = {
  name: string;
  /** Measured by `npm test`; the others by `npm run lighthouse:all` only, until they meet the budget. */
  inSuite: boolean;
  account: 'cliente.demo' | 'staff.demo' | null;
  path: (request: APIRequestContext, token: string) => string | Promise<string>;
};

const pages: PageToMeasure[] = [
  { name: 'the login page', inSuite: true, account: null, path: () => '/login' },
  { name: 'the dashboard', inSuite: true, account: 'cliente.demo', path: () => '/dashboard' },
  { name: 'the site list', inSuite: false, account: 'cliente.demo', path: () => '/sites' },
  { name: 'a ticket', inSuite: false, account: 'cliente.demo', path: answeredTicketPath },
  { name: 'the variation requests', inSuite: false, account: 'cliente.demo', path: () => '/variations' },
  { name: 'the economics', inSuite: false, account: 'cliente.demo', path: () => '/economics' },
  { name: 'the quality controls', inSuite: false, account: 'cliente.demo', path: () => '/quality/controls' },
  { name: 'the kiosks', inSuite: false, account: 'cliente.demo', path: () => '/kiosks-statistics' },
  { name: 'the services', inSuite: false, account: 'cliente.demo', path: () => '/services' },
  { name: 'the personnel', inSuite: false, account: 'cliente.demo', path: () => '/employees' },
  { name: 'the site equipment', inSuite: false, account: 'cliente.demo', path: () => '/site-equipments' },
  {
    name: 'the back office’s customers',
    inSuite: false,
    account: 'staff.demo',
    path: () => '/backoffice/customers',
  },
];

const allPages = process.env.LIGHTHOUSE_ALL_PAGES === 'true';
for (const { name, account, path } of pages.filter((page) => page.inSuite || allPages)) {
  test(`${name}: fast on a phone (Lighthouse, mobile)`, async ({ request }) => {
    // Four runs, then, if one of them misses, up to two rounds of seven runs and four reference loads
    // (about 70 s a round on a busy machine).
    test.setTimeout(300_000);
    const token = account ? await apiToken(request, account) : null;
    const page = await runner.judge(await path(request, token ?? ''), token);
    expect(missesOf(page)).toEqual([]);
  });
}
