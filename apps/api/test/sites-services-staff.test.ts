import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishingItem, SiteCustomer, SiteDetail, SiteService } from '@portale/shared';
import { query, sql } from './support/identity.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * Staff holding permission 12 (services) and not 4 (sites): they find sites in the back office's list
 * and change their services, and nothing else of a site.
 */

let testApp: TestApp;
let token = '';

beforeAll(async () => {
  testApp = await createTestApp();
  // Elena Moretti (6, 7, 9, 10 in the demo data) becomes a services-only user.
  const [user] = await query<{ username: string }>(
    testApp,
    sql`update users set back_office_permissions = '{12}'
        where first_name = 'Elena' and last_name = 'Moretti' returning username`,
  );
  token = await loginAs(testApp, user?.username ?? '');
});
afterAll(() => closeTestApp(testApp));

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

describe('staff with the services permission only', () => {
  it('find sites in the publishing list, by customer and segment, and open one', async () => {
    const list = await call('GET', '/api/site/sites-for-publishing?pageSize=100');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ total: number }>().total).toBe(40);
    const [customer] = (await call('GET', '/api/site/customers?search=banca')).json<SiteCustomer[]>();
    expect(customer?.customerCode).toBe('CL0002');
    const segments = await call('GET', '/api/site/operating-segments?includeUnpublished=true');
    expect(segments.json<{ name: string }[]>().map((segment) => segment.name)).toEqual([
      'Sanità',
      'Scuole',
      'Uffici',
    ]);
    const sites = await call('GET', '/api/site/sites-for-publishing?clientCode=CL0002&sortBy=name');
    const [first] = sites.json<{ data: PublishingItem[] }>().data;
    const detail = await call('GET', `/api/site/${first?.siteCode}/details`);
    expect(detail.json<SiteDetail>()).toMatchObject({ siteCode: first?.siteCode, clientCode: 'CL0002' });
  });

  it('add and remove a service', async () => {
    const site = (await call('GET', '/api/site/UB000005/details')).json<SiteDetail>();
    const created = await call('POST', '/api/site/UB000005/create-service', {
      serviceName: 'Sanificazione dei condotti',
      frequency: 'yearly',
      from: site.dateFrom,
      to: site.dateTo,
      feeSplit: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { siteServiceId } = created.json<SiteService>();
    expect((await call('DELETE', `/api/site/UB000005/remove-service/${siteServiceId}`)).statusCode).toBe(204);
  });

  it('may not publish, change dates, fees or the image, nor list a customer’s sites to publish', async () => {
    const site = (await call('GET', '/api/site/UB000005/details')).json<SiteDetail>();
    const refused = [
      await call('POST', '/api/site/set-published', { siteCodes: ['UB000007'], published: true }),
      await call('PUT', '/api/site/UB000005/save-dates', { dateFrom: site.dateFrom, dateTo: site.dateTo }),
      await call('PUT', '/api/site/UB000005/save-fees', {}),
      await call('POST', '/api/site/attach/image?siteCode=UB000005'),
      await call('GET', '/api/site/list/notpublished/CL0001'),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });
});
