import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactAssociation, SiteDetail, SiteDocument } from '@portale/shared';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
const tokens: Record<string, string> = {};
const usernames = [
  'cliente.demo',
  'ati.demo',
  'altro.demo',
  'chiara.galli',
  'limitato.demo',
  'staff.demo',
  'operatore.demo',
];

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of usernames) tokens[username] = await loginAs(testApp, username);
});
afterAll(() => closeTestApp(testApp));

const get = (username: string, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(tokens[username] ?? '') });

const detail = async (username: string, siteCode: string) => {
  const response = await get(username, `/api/site/${siteCode}/details`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SiteDetail>();
};

describe('GET /site/{siteCode}/details', () => {
  it('returns every field of the site, its job order, its fee split and this month’s fee', async () => {
    const site = await detail('cliente.demo', 'UB000001');
    expect(site).toMatchObject({
      siteCode: 'UB000001',
      siteName: 'Presidio Ospedaliero Santa Lucia – Padiglione A',
      client: 'Azienda Ospedaliera Santa Lucia dei Colli',
      clientCode: 'CL0001',
      province: 'MI',
      isPublished: true,
      isOnDuty: true,
      jobTaskIsMarkedAsStarted: true,
      image: null,
    });
    expect(site.cap).toMatch(/^\d{5}$/);
    expect(site.jobTaskDateFrom <= site.dateFrom && site.dateTo <= site.jobTaskDateTo).toBe(true);
    expect(site.latitude).toEqual(expect.any(Number));
    expect(site.feeSettings.weekLength).toBe(7);
    expect(site.feeSplit?.endDate).toBe(site.dateTo);
    expect(site.feeSplit?.items[0]).toMatchObject({ startDate: site.dateFrom, notes: 'Canone contrattuale' });
    expect(site.feeSplit?.items.every((item) => item.fee > 0 && Number.isInteger(item.fee * 100))).toBe(true);
    expect(site.currentMonthFee?.fee).toBeGreaterThan(0);
    expect(site.currentMonthFee?.fee).toBeLessThanOrEqual(site.currentMonthFee?.fullMonthFee ?? 0);
  });

  it('lists the services with their own fee splits', async () => {
    const site = await detail('cliente.demo', 'UB000001');
    expect(site.siteServices.length).toBeGreaterThanOrEqual(2);
    expect(site.siteServices.length).toBeLessThanOrEqual(5);
    expect(site.siteServices[0]).toMatchObject({ frequency: 'daily', from: site.dateFrom });
    for (const service of site.siteServices) {
      expect(service.from >= site.dateFrom && service.to <= site.dateTo).toBe(true);
      if (service.feeSplit) expect(service.feeSplit.items[0]?.startDate).toBe(service.from);
    }
    expect(site.siteServices.some((service) => service.feeSplit !== null)).toBe(true);
  });

  it('shows a site without a fee split and an extended job order as such', async () => {
    const rho = await detail('cliente.demo', 'UB000009');
    expect(rho).toMatchObject({ feeSplit: null, currentMonthFee: null, status: 'inActivation' });
    expect(rho.feeSettings.feeFormula).toBeNull();
    const intensive = await detail('cliente.demo', 'UB000012');
    expect(intensive.jobTaskOriginalDateTo < intensive.jobTaskDateTo).toBe(true);
    expect(intensive.isExtended).toBe(true);
  });

  it("refuses another customer's site with 403 Site not owned", async () => {
    const response = await get('altro.demo', '/api/site/UB000001/details');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'Site not owned',
      status: 403,
      body: { code: 'SITE_NOT_OWNED' },
    });
  });

  it('answers an unknown site 404, a malformed code 400, a site not published yet 404', async () => {
    const unknown = await get('cliente.demo', '/api/site/UB999999/details');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Site not found' });
    const malformed = await get('cliente.demo', '/api/site/XX12/details');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'Invalid siteCode',
      body: { fields: [{ path: 'params.siteCode' }] },
    });
    expect((await get('cliente.demo', '/api/site/UB000007/details')).statusCode).toBe(404);
  });

  it("keeps a group user to the ATI's job orders and a limited user to their sites", async () => {
    expect((await get('ati.demo', '/api/site/UB000031/details')).statusCode).toBe(200);
    expect((await get('ati.demo', '/api/site/UB000038/details')).json()).toMatchObject({
      status: 403,
      message: 'Site not owned',
    });
    expect((await get('chiara.galli', '/api/site/UB000004/details')).statusCode).toBe(200);
    expect((await get('chiara.galli', '/api/site/UB000003/details')).statusCode).toBe(403);
  });

  it('needs the site sub-role from customers and sites or services from staff, who see every site', async () => {
    expect((await get('limitato.demo', '/api/site/UB000001/details')).statusCode).toBe(403);
    expect((await detail('staff.demo', 'UB000007')).isPublished).toBe(false);
    expect((await detail('operatore.demo', 'UB000019')).clientCode).toBe('CL0002');
  });
});

describe('GET /site/{siteCode}/details/contacts', () => {
  it("lists the site's, job order's and customer's people by category then role priority", async () => {
    const response = await get('cliente.demo', '/api/site/UB000001/details/contacts');
    expect(response.statusCode).toBe(200);
    const contacts = response.json<ContactAssociation[]>();
    const order = contacts.map((row) => [row.role.roleCategory.priority, row.role.priority]);
    expect(order).toEqual(
      [...order].sort(
        ([categoryA = 0, roleA = 0], [categoryB = 0, roleB = 0]) => categoryA - categoryB || roleA - roleB,
      ),
    );
    expect(contacts.slice(0, 4).map((row) => row.role.name)).toEqual([
      'Direttore di commessa',
      'Responsabile di area',
      'Capo cantiere',
      'Coordinatore dei servizi',
    ]);
    expect(contacts.every((row) => row.customerCode === 'CL0001')).toBe(true);
    expect(contacts.filter((row) => row.siteCode !== null).map((row) => row.siteCode)).toEqual(['UB000001']);
  });

  it('gives each role the chain it answers to, and each person their superior', async () => {
    const contacts = (await get('cliente.demo', '/api/site/UB000001/details/contacts')).json<
      ContactAssociation[]
    >();
    const siteManager = contacts.find((row) => row.role.name === 'Capo cantiere');
    expect(siteManager?.role.handleTickets).toBe(true);
    expect(siteManager?.role.respondsToRole?.name).toBe('Coordinatore dei servizi');
    expect(siteManager?.role.respondsToChain.map((role) => role.name)).toEqual([
      'Coordinatore dei servizi',
      'Direttore di commessa',
      'Responsabile di area',
    ]);
    const coordinator = contacts.find((row) => row.role.name === 'Coordinatore dei servizi');
    expect(siteManager?.contactSuperiorId).toBe(coordinator?.contactId);
    expect(siteManager?.contactSuperior).toBe(`${coordinator?.contact.name} ${coordinator?.contact.surname}`);
    expect(siteManager?.contact.email).toMatch(/@serviziintegratiitalia\.it$/);
  });

  it("refuses another customer's site", async () => {
    expect((await get('altro.demo', '/api/site/UB000001/details/contacts')).statusCode).toBe(403);
  });
});

describe('GET /site/{siteCode}/details/documents', () => {
  it('lists the documents of the site, of its job order and of its customer as a whole, newest first', async () => {
    const response = await get('cliente.demo', '/api/site/UB000001/details/documents');
    expect(response.statusCode).toBe(200);
    const documents = response.json<SiteDocument[]>();
    const categories = documents.map((row) => row.category);
    expect(categories).toEqual(
      expect.arrayContaining(['pos', 'duvri', 'safety-data-sheet', 'certification', 'durc']),
    );
    // Another site's documents never: every safety plan listed is this site's.
    const plans = documents.filter((row) => row.category === 'pos');
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((row) => row.title.endsWith('Padiglione A'))).toBe(true);
    const dates = documents.map((row) => row.creationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(documents.every((row) => row.associationCount >= 1 && row.downloadCount === 0)).toBe(true);
    expect(documents.find((row) => row.category === 'pos')?.title).toBe(
      'POS – Presidio Ospedaliero Santa Lucia – Padiglione A',
    );
  });

  it('is open to the documents sub-role, and closed to another customer', async () => {
    expect((await get('limitato.demo', '/api/site/UB000001/details/documents')).statusCode).toBe(200);
    expect((await get('altro.demo', '/api/site/UB000001/details/documents')).statusCode).toBe(403);
  });
});
