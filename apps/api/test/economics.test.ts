import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDocuments, economicsVariations, jobOrders, siteFeePeriods, sites } from '@portale/db';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

/**
 * A small site of CL0001 known by hand: a flat services fee of 3.000,00 € a month, a 5-day week,
 * calendar months, open from Monday 16 March 2026. March 2026 has 22 working days (no national holiday),
 * 12 of them from the 16th: 300 000 × 12 / 22 = 163 636,36 cents, 163 636 rounded. April 2026 has 21
 * working days (Easter Monday the 6th, and Liberation Day the 25th is a Saturday): the whole fee.
 */
const started = { id: 'CTEST-ECO-1', site: 'UB990001' };
const notStarted = { id: 'CTEST-ECO-2', site: 'UB990002' };
const foreign = { id: 'CTEST-ECO-3', site: 'UB990003' };

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of ['cliente.demo', 'limitato.demo', 'altro.demo', 'staff.demo', 'operatore.demo'])
    tokens[username] = await loginAs(testApp, username);
  const { db } = testApp.database;
  const jobOrder = (id: string, customerCode: string, markedAsStarted: boolean) => ({
    id,
    description: `Commessa di prova ${id}`,
    customerCode,
    dateFrom: '2026-01-01',
    dateTo: '2027-12-31',
    originalDateTo: '2027-12-31',
    markedAsStarted,
  });
  await db
    .insert(jobOrders)
    .values([
      jobOrder(started.id, 'CL0001', true),
      jobOrder(notStarted.id, 'CL0001', false),
      jobOrder(foreign.id, 'CL0002', true),
    ]);
  const site = (code: string, jobOrderId: string) => ({
    code,
    name: `Ubicazione di prova ${code}`,
    jobOrderId,
    address: 'Via Roma, 1',
    city: 'Milano',
    cap: '20100',
    province: 'MI',
    dateFrom: '2026-03-16',
    dateTo: '2027-12-31',
    published: true,
    feeFormula: 'flat_services_fee' as const,
    weekLength: 5,
    holidaysAreWorkingDays: false,
    monthDuration: 'calendar' as const,
    feeSplitEndDate: '2027-12-31',
  });
  await db
    .insert(sites)
    .values([
      site(started.site, started.id),
      site(notStarted.site, notStarted.id),
      site(foreign.site, foreign.id),
    ]);
  await db.insert(siteFeePeriods).values(
    [started.site, notStarted.site, foreign.site].map((siteCode) => ({
      siteCode,
      startDate: '2026-03-16',
      feeCents: 300_000,
    })),
  );
  // An invoice for March and April (61 days), 6.100,00 € taxable: 31 days to March, 30 to April.
  await db.insert(billingDocuments).values({
    kind: 'invoice',
    number: 'ECO-TEST-1',
    issueDate: '2026-05-05',
    dueDate: '2026-06-04',
    customerCode: 'CL0001',
    jobOrderId: started.id,
    periodFrom: '2026-03-01',
    periodTo: '2026-04-30',
    taxableCents: 610_000,
    vatCents: 134_200,
    totalCents: 744_200,
    pdfFilename: 'fattura.pdf',
    pdfStorageKey: 'eco-test-1',
  });
});
afterAll(() => closeTestApp(testApp));

type Overview = {
  chosen: boolean;
  jobOrders: { id: string }[];
  sites: {
    siteCode: string;
    issue: string | null;
    months: { feeCents: number; variationsCents: number; totalCents: number }[];
  }[];
  months: {
    month: number;
    feeCents: number;
    variationsCents: number;
    totalCents: number;
    invoicedCents: number;
  }[];
  total: { feeCents: number; totalCents: number; invoicedCents: number };
};

describe('economics of a year', () => {
  it('computes a small known site by hand, with what its job order invoiced', async () => {
    const response = await call('GET', `/economics?year=2026&jobOrderId=${started.id}`, 'cliente.demo');
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json<Overview>();
    expect(overview.sites.map((site) => site.siteCode)).toEqual([started.site]);
    expect(overview.sites[0]!.issue).toBeNull();
    const [march, april, february] = [overview.months[2]!, overview.months[3]!, overview.months[1]!];
    expect(february.feeCents).toBe(0);
    expect(march.feeCents).toBe(163_636);
    expect(april.feeCents).toBe(300_000);
    expect(march.invoicedCents).toBe(310_000);
    expect(april.invoicedCents).toBe(300_000);
    expect(overview.total.invoicedCents).toBe(610_000);
    expect(overview.total.feeCents).toBe(overview.months.reduce((sum, month) => sum + month.feeCents, 0));
  });

  it('explains the month of a site, line by line', async () => {
    const response = await call('GET', `/economics/sites/${started.site}/months/2026/3`, 'cliente.demo');
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<{
      fee: { totalCents: number; workingDays: number; lines: { amountCents: number }[] };
    }>();
    expect(detail.fee.workingDays).toBe(22);
    expect(detail.fee.totalCents).toBe(163_636);
    expect(detail.fee.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(163_636);
  });

  it('shows only started job orders: one not started is refused, and hidden from the list', async () => {
    const all = (await call('GET', '/economics?year=2026', 'cliente.demo')).json<Overview>();
    expect(all.jobOrders.map((jobOrder) => jobOrder.id)).toContain(started.id);
    expect(all.jobOrders.map((jobOrder) => jobOrder.id)).not.toContain(notStarted.id);
    expect(all.sites.map((site) => site.siteCode)).not.toContain(notStarted.site);
    const refused = await call('GET', `/economics?year=2026&jobOrderId=${notStarted.id}`, 'cliente.demo');
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ body: { code: string } }>().body.code).toBe('ECONOMICS_JOB_ORDER_NOT_FOUND');
    const month = await call('GET', `/economics/sites/${notStarted.site}/months/2026/4`, 'cliente.demo');
    expect(month.statusCode).toBe(404);
  });

  it('keeps each customer to their own job orders and sites', async () => {
    const otherJobOrder = await call('GET', `/economics?year=2026&jobOrderId=${foreign.id}`, 'cliente.demo');
    expect(otherJobOrder.statusCode).toBe(404);
    const otherSite = await call('GET', `/economics/sites/${foreign.site}/months/2026/4`, 'cliente.demo');
    expect(otherSite.statusCode).toBe(403);
    const own = (await call('GET', '/economics?year=2026', 'altro.demo')).json<Overview>();
    expect(own.jobOrders.map((jobOrder) => jobOrder.id)).toContain(foreign.id);
    expect(own.jobOrders.map((jobOrder) => jobOrder.id)).not.toContain(started.id);
    const addToOther = await call('POST', '/economics/variations', 'cliente.demo', {
      siteCode: foreign.site,
      month: '2026-04',
      kind: 'extra',
      amountEuro: 10,
      description: 'Non mia',
    });
    expect(addToOther.statusCode).toBe(403);
  });

  it('asks staff to choose a job order, then shows any customer’s', async () => {
    const unchosen = (await call('GET', '/economics?year=2026', 'staff.demo')).json<Overview>();
    expect(unchosen.chosen).toBe(false);
    expect(unchosen.sites).toEqual([]);
    expect(unchosen.jobOrders.map((jobOrder) => jobOrder.id)).toEqual(
      expect.arrayContaining([started.id, foreign.id]),
    );
    const chosen = (
      await call('GET', `/economics?year=2026&jobOrderId=${foreign.id}`, 'staff.demo')
    ).json<Overview>();
    expect(chosen.months[3]!.feeCents).toBe(300_000);
    expect((await call('GET', '/economics?year=2026', 'operatore.demo')).statusCode).toBe(403);
  });
});

describe('economics variations', () => {
  it('validates the amount, the month and the description with the catalogue’s message', async () => {
    for (const body of [
      { siteCode: started.site, month: '2026-13', kind: 'extra', amountEuro: 10, description: 'Extra' },
      { siteCode: started.site, month: '2026-04', kind: 'extra', amountEuro: 0, description: 'Extra' },
      { siteCode: started.site, month: '2026-04', kind: 'extra', amountEuro: 10.005, description: 'Extra' },
      { siteCode: started.site, month: '2026-04', kind: 'bonus', amountEuro: 10, description: 'Extra' },
      { siteCode: started.site, month: '2026-04', kind: 'extra', amountEuro: 10, description: ' ' },
    ]) {
      const response = await call('POST', '/economics/variations', 'cliente.demo', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Error creating economics variation');
    }
  });

  it('adds an extra asked by the customer and a deduction by staff to the month, and staff remove one', async () => {
    const extra = await call('POST', '/economics/variations', 'cliente.demo', {
      siteCode: started.site,
      month: '2026-04',
      kind: 'extra',
      amountEuro: 250,
      description: 'Pulizia dopo il trasloco',
    });
    expect(extra.statusCode, extra.body).toBe(201);
    expect(extra.json()).toMatchObject({ amountCents: 25_000, byCustomer: true, month: '2026-04' });
    const deduction = await call('POST', '/economics/variations', 'staff.demo', {
      siteCode: started.site,
      month: '2026-04',
      kind: 'deduction',
      amountEuro: 85.2,
      description: 'Servizio non reso',
    });
    expect(deduction.statusCode, deduction.body).toBe(201);
    const april = (
      await call('GET', `/economics?year=2026&jobOrderId=${started.id}`, 'cliente.demo')
    ).json<Overview>().months[3]!;
    expect(april.variationsCents).toBe(25_000 - 8_520);
    expect(april.totalCents).toBe(300_000 + 25_000 - 8_520);

    const id = deduction.json<{ id: number }>().id;
    expect((await call('DELETE', `/economics/variations/${id}`, 'cliente.demo')).statusCode).toBe(403);
    expect((await call('DELETE', `/economics/variations/${id}`, 'staff.demo')).statusCode).toBe(204);
    expect((await call('DELETE', `/economics/variations/${id}`, 'staff.demo')).statusCode).toBe(404);
    const rows = await testApp.database.db.select().from(economicsVariations);
    expect(rows.some((row) => row.id === id)).toBe(false);
  });

  it('refuses a customer without sub-role economics, and a site of a job order not started', async () => {
    const body = {
      siteCode: started.site,
      month: '2026-04',
      kind: 'extra',
      amountEuro: 1,
      description: 'Prova',
    };
    expect((await call('POST', '/economics/variations', 'limitato.demo', body)).statusCode).toBe(403);
    const notStartedSite = await call('POST', '/economics/variations', 'cliente.demo', {
      ...body,
      siteCode: notStarted.site,
    });
    expect(notStartedSite.statusCode).toBe(404);
  });

  it('exports the year as an Excel file', async () => {
    const response = await call(
      'GET',
      `/economics/export?year=2026&jobOrderId=${started.id}`,
      'cliente.demo',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('economia-2026.xlsx');
  });
});
