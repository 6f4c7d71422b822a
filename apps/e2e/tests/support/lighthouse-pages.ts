import { type APIRequestContext } from '@playwright/test';
import { expect } from './test.ts';

/**
 * The pages Lighthouse measures (lighthouse.spec.ts): the login page, the dashboard, the site list, a
 * ticket and every area's main page, each opened by the demo account that reads it most. first-paint.spec.ts
 * checks on the same pages, in every run of the suite, the cause that made three of them miss the budget.
 */

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

export type PageToMeasure = {
  name: string;
  /** Measured by `npm test`; the others by `npm run lighthouse:all` only, until they meet the budget. */
  inSuite: boolean;
  account: 'cliente.demo' | 'staff.demo' | null;
  path: (request: APIRequestContext, token: string) => string | Promise<string>;
};

export const pagesToMeasure: PageToMeasure[] = [
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
