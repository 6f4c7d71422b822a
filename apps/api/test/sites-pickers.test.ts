import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutocompleteItem, MyJobOrder, SiteListResult } from '@portale/shared';
import { siteCodes } from './support/seed-codes.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
const tokens: Record<string, string> = {};
let hospitalJobOrder = '';
let greenJobOrder = '';

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of ['cliente.demo', 'altro.demo', 'chiara.galli', 'staff.demo']) {
    tokens[username] = await loginAs(testApp, username);
  }
  const jobOrders = (await get('cliente.demo', '/api/job-orders/my-list')).json<MyJobOrder[]>();
  hospitalJobOrder =
    jobOrders.find((row) => row.description.includes('Presidio Santa Lucia'))?.jobTaskId ?? '';
  greenJobOrder = jobOrders.find((row) => row.operatingSegment === null)?.jobTaskId ?? '';
});
afterAll(() => closeTestApp(testApp));

function get(username: string, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: bearer(tokens[username] ?? '') });
}
type WithDates = { id: string; name: string; startDate: string; endDate: string };

describe('customer pickers', () => {
  it('autocompletes the sites of a job order the user sees, by name or code', async () => {
    const response = await get(
      'cliente.demo',
      `/api/site/customer-autocomplete/${hospitalJobOrder}?search=padiglione`,
    );
    expect(response.statusCode).toBe(200);
    const items = response.json<AutocompleteItem[]>();
    expect(items.map((item) => item.id).sort()).toEqual(['UB000001', 'UB000002', 'UB000003', 'UB000005']);
    expect(items[0]).toMatchObject({
      value: expect.stringMatching(/^UB\d{6} – /),
      computedEndDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const byCode = await get(
      'cliente.demo',
      `/api/site/customer-autocomplete/${hospitalJobOrder}?search=ub000004`,
    );
    expect(byCode.json<AutocompleteItem[]>().map((item) => item.id)).toEqual(['UB000004']);
  });

  it("gives nothing of another customer's job order, and 400 for a malformed code", async () => {
    expect((await get('altro.demo', `/api/site/customer-autocomplete/${hospitalJobOrder}`)).json()).toEqual(
      [],
    );
    const malformed = await get('cliente.demo', '/api/site/customer-autocomplete/%24%24');
    expect(malformed.json()).toMatchObject({ status: 400, message: 'Missing jobTaskId' });
  });

  it('lists the sites of a job order with their dates, within the user’s reach', async () => {
    const all = (await get('cliente.demo', `/api/site/customer-list-with-dates/${hospitalJobOrder}`)).json<
      WithDates[]
    >();
    // UB000001 to UB000011 but the unpublished UB000007 and UB000008.
    expect(all.map((site) => site.id).sort()).toEqual(
      siteCodes(1, 11).filter((code) => !['UB000007', 'UB000008'].includes(code)),
    );
    expect(all.every((site) => site.startDate <= site.endDate)).toBe(true);
    const limited = (
      await get('chiara.galli', `/api/site/customer-list-with-dates/${hospitalJobOrder}`)
    ).json<WithDates[]>();
    expect(limited.map((site) => site.id).sort()).toEqual(['UB000001', 'UB000002', 'UB000004']);
  });
});

describe('back-office pickers', () => {
  it('autocompletes every site, published or not', async () => {
    const items = (await get('staff.demo', '/api/site/autocomplete/all?search=sede direzionale')).json<
      AutocompleteItem[]
    >();
    // Both words, in any site of any customer: two named «Sede direzionale», and its façades.
    expect(items.map((item) => item.id)).toEqual(['UB000007', 'UB000019', 'UB000029']);
    const jobOrder = (await get('staff.demo', `/api/site/autocomplete/${hospitalJobOrder}?search=sede`)).json<
      AutocompleteItem[]
    >();
    expect(jobOrder.map((item) => item.id)).toEqual(['UB000007']);
    const dates = (await get('staff.demo', `/api/site/list-with-dates/${hospitalJobOrder}`)).json<
      WithDates[]
    >();
    expect(dates.map((site) => site.id).sort()).toEqual(siteCodes(1, 11));
  });

  it("autocompletes a customer's sites with their job order; 204 inactive, 404 unknown", async () => {
    const items = (await get('staff.demo', '/api/site/autocomplete-by-customer/CL0002?search=sede')).json<
      (AutocompleteItem & { taskId: string })[]
    >();
    // The bank's head office and its façades (another job order); not CL0001's or CL0003's offices.
    expect(items.map((item) => item.id)).toEqual(['UB000019', 'UB000029']);
    expect(items.every((item) => /^C\d{4}-\d{4}$/.test(item.taskId))).toBe(true);
    expect(new Set(items.map((item) => item.taskId)).size).toBe(2);
    expect((await get('staff.demo', '/api/site/autocomplete-by-customer/CL0004')).statusCode).toBe(204);
    expect((await get('staff.demo', '/api/site/autocomplete-by-customer/CL0404')).json()).toMatchObject({
      status: 404,
      message: 'Customer not found',
    });
  });

  it('lists the operating segments with their job orders', async () => {
    const segments = async (query = '') =>
      (await get('staff.demo', `/api/site/operating-segments${query}`)).json<
        { name: string; jobTaskIds: string[] }[]
      >();
    const published = await segments();
    // Schools: the inactive customer's job order, whose sites are all unpublished, only on request.
    expect(published.map((segment) => segment.name)).toEqual(['Sanità', 'Uffici']);
    expect(published[0]?.jobTaskIds).toContain(hospitalJobOrder);
    expect(published[0]?.jobTaskIds).toHaveLength(4);
    expect((await segments('?includeUnpublished=true')).map((segment) => segment.name)).toEqual([
      'Sanità',
      'Scuole',
      'Uffici',
    ]);
    expect((await segments('?search=uff&includeUnpublished=true')).map((segment) => segment.name)).toEqual([
      'Uffici',
    ]);
    expect(await segments('?search=scuo')).toEqual([]);
  });

  it('lists and searches every site with its customer, and the sites to associate', async () => {
    const list = (await get('staff.demo', '/api/site/list?query=filiale&pageSize=3')).json<SiteListResult>();
    expect(list.total).toBe(8);
    expect(list.data).toHaveLength(3);
    expect(list.data[0]).toMatchObject({ client: 'Banca Alpina di Credito S.p.A.', clientCode: 'CL0002' });
    const branches = (
      await get('staff.demo', '/api/site/list?query=filiale&pageSize=100')
    ).json<SiteListResult>();
    // The bank's eight branches, Pavia's unpublished one too; not its head office nor service centre.
    expect(branches.data.map((site) => site.siteCode)).toEqual(
      siteCodes(20, 28).filter((code) => code !== 'UB000026'),
    );
    const associations = (
      await get(
        'staff.demo',
        '/api/site/list-filtered-associations?clientCode=CL0001&onlyIncludeSitesWithoutOperatingSegment=true',
      )
    ).json<SiteListResult>();
    expect(associations.data.map((site) => [site.siteCode, site.jobTaskId])).toEqual([
      ['UB000017', greenJobOrder],
      ['UB000018', greenJobOrder],
    ]);
    const byJobOrder = (
      await get(
        'staff.demo',
        `/api/site/list-filtered-associations?jobTaskId=${hospitalJobOrder}&pageSize=100`,
      )
    ).json<SiteListResult>();
    expect(byJobOrder.data.map((site) => site.siteCode)).toEqual(siteCodes(1, 11));
  });
});
