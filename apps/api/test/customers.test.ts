import { eq, sql } from 'drizzle-orm';
import { customers, jobOrders, sites } from '@portale/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  CustomerDetail,
  CustomerList,
  CustomerSiteList,
  CustomersToStart,
  JobOrderDetail,
  JobOrderList,
  SyncReceipt,
  SyncRunList,
  SyncSourceWithKey,
} from '@portale/shared';
import {
  apiCaller,
  closeTestApp,
  createTestApp,
  demoPassword,
  loginAs,
  type TestApp,
} from './support/test-app.ts';

/**
 * Customers and job orders in the back office (issue 30) through the API: staff's create, change and
 * deactivate with their refusals (VAT number, dates, codes in use), what an inactive customer's users
 * meet, and the imports of customers, job orders and sites from the ERP, idempotent and refused whole.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);
let key = '';

const send = (kind: 'customers' | 'job-orders' | 'sites', body: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/sync/${kind}`,
    headers: { 'x-sync-key': key },
    payload: body as object,
  });
const fieldsOf = (response: { json: <T>() => T }) =>
  response.json<ApiErrorBody>().body.fields?.map((field) => field.path);

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'silent' });
  for (const username of ['staff.demo', 'operatore.demo', 'cliente.demo'])
    tokens[username] = await loginAs(testApp, username);
  const source = await call('POST', '/sync/sources', 'staff.demo', { name: 'Gestionale (prova)' });
  expect(source.statusCode, source.body).toBe(201);
  key = source.json<SyncSourceWithKey>().key;
}, 60_000);
afterAll(() => closeTestApp(testApp));

const jobOrder = (extra: object = {}) => ({
  id: 'T2027-0001',
  customerCode: 'TST01',
  description: 'Pulizia degli uffici',
  dateFrom: '2027-01-01',
  dateTo: '2028-12-31',
  originalDateTo: '2028-12-31',
  operatingSegment: 'Enti pubblici',
  markedAsStarted: false,
  atiGroupId: null,
  ...extra,
});

describe('customers', () => {
  it('creates a customer with a checked VAT number, refuses a code in use, finds and changes it', async () => {
    const wrong = await call('POST', '/customers', 'staff.demo', {
      code: 'TST01',
      name: 'Comune di Prova',
      vatNumber: '01234567890',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().body.fields).toEqual([
      { path: 'body.vatNumber', message: 'Partita IVA non valida: la cifra di controllo non torna' },
    ]);
    const created = await call('POST', '/customers', 'staff.demo', {
      code: 'TST01',
      name: 'Comune di Prova',
      vatNumber: 'IT 01234567897',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<CustomerDetail>()).toMatchObject({
      code: 'TST01',
      vatNumber: '01234567897',
      active: true,
      jobOrdersCount: 0,
      usersCount: 0,
    });
    const again = await call('POST', '/customers', 'staff.demo', {
      code: 'TST01',
      name: 'Altro',
      vatNumber: '12345678903',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().body.code).toBe('CUSTOMER_CODE_IN_USE');

    const found = (await call('GET', '/customers?query=prova%20comune', 'staff.demo')).json<CustomerList>();
    expect(found.data.map((customer) => customer.code)).toEqual(['TST01']);
    const demo = (await call('GET', '/customers?pageSize=2&sortBy=code', 'staff.demo')).json<CustomerList>();
    expect(demo.data.map((customer) => customer.code)).toEqual(['CL0001', 'CL0002']);
    expect(demo.data[0]?.jobOrdersCount).toBeGreaterThan(0);
    // The list counts a customer's sites as its page does.
    const cl0001 = (await call('GET', '/customers/CL0001', 'staff.demo')).json<CustomerDetail>();
    expect(cl0001.sitesCount).toBeGreaterThan(0);
    expect(demo.data[0]?.sitesCount).toBe(cl0001.sitesCount);
    expect(demo.total).toBeGreaterThan(2);

    const changed = await call('PUT', '/customers/TST01', 'staff.demo', {
      name: 'Comune di Prova Nuova',
      vatNumber: '12345678903',
    });
    expect(changed.json<CustomerDetail>()).toMatchObject({
      name: 'Comune di Prova Nuova',
      vatNumber: '12345678903',
    });
    expect((await call('GET', '/customers/NOSUCH', 'staff.demo')).statusCode).toBe(404);
    const ownSites = (
      await call('GET', '/customers/CL0001/sites?pageSize=5', 'staff.demo')
    ).json<CustomerSiteList>();
    expect(ownSites.data).toHaveLength(5);
    expect(ownSites.total).toBeGreaterThan(5);
  });

  it('names a new customer among those to start until it has a job order, a published site and a user', async () => {
    const toStart = async () =>
      (await call('GET', '/customers/to-start', 'staff.demo')).json<CustomersToStart>();
    const before = await toStart();
    expect(before.data.some((customer) => customer.code === 'CL0001')).toBe(false);
    const created = await call('POST', '/customers', 'staff.demo', {
      code: 'TST05',
      name: 'Comune da Avviare',
      vatNumber: '12345678903',
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await toStart();
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0]).toEqual({
      code: 'TST05',
      name: 'Comune da Avviare',
      missing: ['jobOrder', 'publishedSite', 'user'],
    });
    expect(
      (await call('POST', '/job-orders', 'staff.demo', jobOrder({ id: 'T2027-0501', customerCode: 'TST05' })))
        .statusCode,
    ).toBe(201);
    expect((await toStart()).data[0]?.missing).toEqual(['publishedSite', 'user']);
    expect((await call('POST', '/customers/TST05/deactivate', 'staff.demo')).statusCode).toBe(200);
    expect((await toStart()).total).toBe(before.total);
  });

  it('shuts an inactive customer’s users out and answers its site calls 204, until reactivated', async () => {
    expect((await call('GET', '/user/me', 'cliente.demo')).statusCode).toBe(200);
    const off = await call('POST', '/customers/CL0001/deactivate', 'staff.demo');
    expect(off.json<CustomerDetail>().active).toBe(false);
    expect((await call('GET', '/user/me', 'cliente.demo')).statusCode).toBe(401);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'cliente.demo', password: demoPassword },
    });
    expect(signIn.statusCode).toBe(403);
    expect((await call('GET', '/site/autocomplete-by-customer/CL0001', 'staff.demo')).statusCode).toBe(204);
    expect(
      (await call('GET', '/customers?active=inactive', 'staff.demo'))
        .json<CustomerList>()
        .data.map((c) => c.code),
    ).toContain('CL0001');

    const on = await call('POST', '/customers/CL0001/reactivate', 'staff.demo');
    expect(on.json<CustomerDetail>().active).toBe(true);
    tokens['cliente.demo'] = await loginAs(testApp, 'cliente.demo');
    expect((await call('GET', '/site/autocomplete-by-customer/CL0001', 'staff.demo')).statusCode).toBe(200);
  });

  it('is staff’s with clients alone: operatore.demo and a customer get 403', async () => {
    for (const username of ['operatore.demo', 'cliente.demo']) {
      expect((await call('GET', '/customers', username)).statusCode).toBe(403);
      expect((await call('GET', '/job-orders', username)).statusCode).toBe(403);
    }
  });
});

describe('job orders', () => {
  it('refuses dates out of order and an original end outside the job order, on their fields', async () => {
    const backwards = await call('POST', '/job-orders', 'staff.demo', jobOrder({ dateTo: '2026-12-31' }));
    expect(backwards.statusCode).toBe(400);
    expect(fieldsOf(backwards)).toEqual(['body.dateTo', 'body.originalDateTo']);
    const late = await call('POST', '/job-orders', 'staff.demo', jobOrder({ originalDateTo: '2029-06-30' }));
    expect(late.json<ApiErrorBody>().body.fields).toEqual([
      {
        path: 'body.originalDateTo',
        message: 'La fine originaria non può seguire la fine: una proroga sposta la fine solo in avanti',
      },
    ]);
    const stranger = await call('POST', '/job-orders', 'staff.demo', jobOrder({ customerCode: 'NOSUCH' }));
    expect(stranger.statusCode).toBe(404);
  });

  it('creates, lists, extends a job order, and refuses its code twice', async () => {
    const created = await call('POST', '/job-orders', 'staff.demo', jobOrder());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<JobOrderDetail>()).toMatchObject({
      id: 'T2027-0001',
      customerName: 'Comune di Prova Nuova',
      sites: [],
    });
    const again = await call('POST', '/job-orders', 'staff.demo', jobOrder());
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().body.code).toBe('JOB_ORDER_ID_IN_USE');

    const extended = await call('PUT', '/job-orders/T2027-0001', 'staff.demo', {
      ...jobOrder({ dateTo: '2029-06-30' }),
      id: undefined,
      customerCode: undefined,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json<JobOrderDetail>()).toMatchObject({
      dateTo: '2029-06-30',
      originalDateTo: '2028-12-31',
    });
    const ofCustomer = (
      await call('GET', '/job-orders?customerCode=TST01', 'staff.demo')
    ).json<JobOrderList>();
    expect(ofCustomer.data.map((row) => row.id)).toEqual(['T2027-0001']);
    const inActivation = (
      await call('GET', '/job-orders?customerCode=TST01&state=inActivation', 'staff.demo')
    ).json<JobOrderList>();
    expect(inActivation.total).toBe(1);
    expect((await call('GET', '/customers/TST01', 'staff.demo')).json<CustomerDetail>().jobOrdersCount).toBe(
      1,
    );
  });

  it('refuses dates that leave one of its sites outside', async () => {
    const [site] = await testApp.database.db
      .select({ jobOrderId: sites.jobOrderId, dateTo: sites.dateTo })
      .from(sites)
      .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
      .where(eq(jobOrders.customerCode, 'CL0001'))
      .orderBy(sql`${sites.dateTo} desc`)
      .limit(1);
    const detail = (
      await call('GET', `/job-orders/${site!.jobOrderId}`, 'staff.demo')
    ).json<JobOrderDetail>();
    const shortened = await call('PUT', `/job-orders/${site!.jobOrderId}`, 'staff.demo', {
      description: detail.description,
      dateFrom: detail.dateFrom,
      dateTo: detail.dateFrom,
      originalDateTo: detail.dateFrom,
      operatingSegment: detail.operatingSegment,
      markedAsStarted: detail.markedAsStarted,
      atiGroupId: detail.atiGroupId,
    });
    expect(shortened.statusCode).toBe(400);
    expect(fieldsOf(shortened)).toEqual(['body.dateTo']);
  });
});

describe('the imports from the ERP', () => {
  const syncedCustomers = [
    { code: 'SY01', name: 'Fondazione Sincronizzata', vatNumber: 'IT12345678903' },
    { code: 'SY02', name: 'Comune Sincronizzato', vatNumber: '01234567897', active: true },
  ];
  const syncedJobOrders = [
    { ...jobOrder({ id: 'SY-0001', customerCode: 'SY01' }), originalDateTo: null },
    jobOrder({ id: 'SY-0002', customerCode: 'SY02', dateTo: '2029-12-31' }),
  ];
  const site = (code: string, extra: object = {}) => ({
    code,
    jobOrderId: 'SY-0001',
    name: `Sede ${code}`,
    address: 'Via Roma 1',
    city: 'Lodi',
    cap: '26900',
    province: 'LO',
    dateFrom: '2027-01-01',
    dateTo: '2028-12-31',
    latitude: 45.3138,
    longitude: 9.5018,
    ...extra,
  });
  const syncedSites = [site('UB900001'), site('UB900002', { startHour: '06:00', endHour: '20:00' })];

  it('stores a batch once: sent again, nothing changes', async () => {
    for (const [kind, body, rows] of [
      ['customers', { customers: syncedCustomers }, 2],
      ['job-orders', { jobOrders: syncedJobOrders }, 2],
      ['sites', { sites: syncedSites }, 2],
    ] as const) {
      const first = await send(kind, body);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<SyncReceipt>()).toMatchObject({ rows, created: rows, updated: 0, unchanged: 0 });
      const again = (await send(kind, body)).json<SyncReceipt>();
      expect(again).toMatchObject({ rows, created: 0, updated: 0, unchanged: rows });
    }
    const [stored] = await testApp.database.db.select().from(customers).where(eq(customers.code, 'SY01'));
    expect(stored).toMatchObject({ vatNumber: '12345678903', active: true });
    const detail = (await call('GET', '/job-orders/SY-0001', 'staff.demo')).json<JobOrderDetail>();
    expect(detail.originalDateTo).toBe('2028-12-31');
    expect(detail.sites.map((row) => [row.code, row.published])).toEqual([
      ['UB900001', false],
      ['UB900002', false],
    ]);
  });

  it('keeps a published site published through a correction, and deactivates a customer sent inactive', async () => {
    await testApp.database.db.update(sites).set({ published: true }).where(eq(sites.code, 'UB900001'));
    const corrected = await send('sites', { sites: [site('UB900001', { name: 'Sede centrale' })] });
    expect(corrected.json<SyncReceipt>()).toMatchObject({ updated: 1 });
    const [row] = await testApp.database.db.select().from(sites).where(eq(sites.code, 'UB900001'));
    expect(row).toMatchObject({ name: 'Sede centrale', published: true });

    const off = await send('customers', { customers: [{ ...syncedCustomers[1]!, active: false }] });
    expect(off.json<SyncReceipt>()).toMatchObject({ updated: 1 });
    expect((await call('GET', '/customers/SY02', 'staff.demo')).json<CustomerDetail>().active).toBe(false);
  });

  it('refuses a batch with rows at fault whole, naming them, and logs it', async () => {
    const customersBefore = (await call('GET', '/customers', 'staff.demo')).json<CustomerList>().total;
    const refused = await send('customers', {
      customers: [
        { code: 'SY03', name: 'Nuovo', vatNumber: '12345678903' },
        { code: 'SY04', name: 'Sbagliato', vatNumber: 'IT01234567890' },
        { code: 'SY03', name: 'Ripetuto', vatNumber: '12345678903' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().body).toMatchObject({
      code: 'SYNC_BATCH_NOT_VALID',
      fields: [
        { path: 'customers.1.vatNumber', message: 'Partita IVA non valida: la cifra di controllo non torna' },
        { path: 'customers.2.code', message: 'Ripetuto nel lotto: SY03' },
      ],
    });
    expect((await call('GET', '/customers', 'staff.demo')).json<CustomerList>().total).toBe(customersBefore);
    const runs = (await call('GET', '/sync/runs?kind=customers', 'staff.demo')).json<SyncRunList>();
    expect(runs.data[0]).toMatchObject({ refused: true, rows: 3, created: 0 });

    const orphans = await send('job-orders', {
      jobOrders: [
        jobOrder({ id: 'SY-0009', customerCode: 'NOSUCH' }),
        jobOrder({ id: 'SY-0001', customerCode: 'SY02' }),
      ],
    });
    expect(fieldsOf(orphans)).toEqual(['jobOrders.0.customerCode', 'jobOrders.1.customerCode']);
    const strays = await send('sites', {
      sites: [site('UB900003', { jobOrderId: 'NOSUCH' }), site('UB900004', { dateTo: '2030-01-01' })],
    });
    expect(fieldsOf(strays)).toEqual(['sites.0.jobOrderId', 'sites.1.dateTo']);
    const malformed = await send('sites', { sites: [site('X1')] });
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed)).toContain('body.sites.0.code');
  });
});
