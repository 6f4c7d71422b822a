import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hubNotifyNames,
  type NotificationItem,
  type QualityReport,
  type QualityReportJobOrder,
  type QualityReportListResult,
  type QualityReportProgress,
} from '@portale/shared';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * The monthly quality reports: the demo's within each caller's reach, a request drawn by the background
 * job (its progress pushed, the file stored and downloaded, the readers told), and the refusals.
 */
let testApp: TestApp;
let dataDir: string;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-quality-reports-'));
  testApp = await createTestApp({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  for (const username of [
    'cliente.demo',
    'altro.demo',
    'ati.demo',
    'limitato.demo',
    'staff.demo',
    'operatore.demo',
  ])
    tokens[username] = await loginAs(testApp, username);
}, 60_000);
afterAll(async () => {
  await closeTestApp(testApp);
  // The readers' emails are written to DATA_DIR/mail in the background: retried while one lands.
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

const list = async (username: string, query = '') => {
  const response = await call('GET', `/quality/reports${query}`, username);
  expect(response.statusCode).toBe(200);
  return response.json<QualityReportListResult>();
};

/** A month `monthsAgo` months before the current one, `YYYY-MM`. */
function monthBefore(monthsAgo: number): string {
  const now = new Date();
  const index = now.getFullYear() * 12 + now.getMonth() - monthsAgo;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A job order of a customer with a control completed in the month. */
async function jobOrderWithControls(customerCode: string, month: string): Promise<string> {
  const result = await testApp.database.db.execute(sql`
    select s.job_order_id from quality_controls qc inner join sites s on s.code = qc.site_code
    where qc.customer_code = ${customerCode} and qc.state = 'completed'
      and to_char(qc.control_date, 'YYYY-MM') = ${month}
    order by s.job_order_id limit 1`);
  const [row] = (result as unknown as { rows: { job_order_id: string }[] }).rows;
  if (!row) throw new Error(`no control of ${customerCode} in ${month}`);
  return row.job_order_id;
}

describe('monthly quality reports', () => {
  it('lists the demo’s reports within reach, filtered and sorted in SQL; others are refused', async () => {
    const own = await list('cliente.demo', '?pageSize=100');
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.data.map((report) => report.customerCode))).toEqual(new Set(['CL0001']));
    expect(own.data.every((report) => report.state === 'ready' && report.sizeBytes! > 0)).toBe(true);
    const months = own.data.map((report) => report.month);
    expect(months).toEqual([...months].sort().reverse());
    expect(months).toContain(monthBefore(1));

    const jobOrderId = own.data[0]!.jobOrderId;
    const one = await list(
      'cliente.demo',
      `?jobOrderId=${jobOrderId}&from=${monthBefore(2)}&to=${monthBefore(1)}`,
    );
    expect(one.data.map((report) => [report.jobOrderId, report.month])).toEqual([
      [jobOrderId, monthBefore(1)],
      [jobOrderId, monthBefore(2)],
    ]);

    const other = await list('altro.demo', '?pageSize=100');
    expect(other.data.some((report) => report.customerCode === 'CL0001')).toBe(false);
    const staff = await list('staff.demo', '?pageSize=100&sortBy=jobOrderId&sortDirection=asc');
    expect(new Set(staff.data.map((report) => report.customerCode)).size).toBeGreaterThan(1);

    // Sub-role documents alone (limitato.demo), or staff without survey (operatore.demo): refused.
    expect((await call('GET', '/quality/reports', 'limitato.demo')).statusCode).toBe(403);
    expect((await call('GET', '/quality/reports', 'operatore.demo')).statusCode).toBe(403);
  });

  it('offers the job orders within reach to ask a report for', async () => {
    const own = (await call('GET', '/quality/reports/job-orders', 'cliente.demo')).json<
      QualityReportJobOrder[]
    >();
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((order) => order.customerCode))).toEqual(new Set(['CL0001']));
    const all = (await call('GET', '/quality/reports/job-orders', 'staff.demo')).json<
      { customerCode: string }[]
    >();
    expect(new Set(all.map((order) => order.customerCode)).size).toBeGreaterThan(1);
    const wanted = own[0]!.jobOrderId;
    const found = (await call('GET', `/quality/reports/job-orders?search=${wanted}`, 'staff.demo')).json<
      { jobOrderId: string }[]
    >();
    expect(found.map((order) => order.jobOrderId)).toContain(wanted);
    expect((await call('GET', '/quality/reports/job-orders', 'limitato.demo')).statusCode).toBe(403);
  });

  it('keeps a group (ATI) user to the reports of the job orders their group holds', async () => {
    const reachable = new Set(
      (await call('GET', '/quality/reports/job-orders', 'ati.demo'))
        .json<QualityReportJobOrder[]>()
        .map((order) => order.jobOrderId),
    );
    const own = await list('ati.demo', '?pageSize=100');
    expect(own.total).toBeGreaterThan(0);
    expect(own.data.every((report) => reachable.has(report.jobOrderId))).toBe(true);
    const customerCode = own.data[0]!.customerCode;
    const others = (await list('staff.demo', '?pageSize=100')).data.filter(
      (report) => report.customerCode === customerCode && !reachable.has(report.jobOrderId),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const report of others.slice(0, 3))
      expect((await call('GET', `/quality/reports/${report.id}/file`, 'ati.demo')).statusCode).toBe(404);
  });

  it('downloads a ready report as an attachment; another customer’s answers 404', async () => {
    const [report] = (await list('cliente.demo')).data;
    const response = await call('GET', `/quality/reports/${report!.id}/file`, 'cliente.demo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBe(report!.sizeBytes);

    const stranger = await call('GET', `/quality/reports/${report!.id}/file`, 'altro.demo');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'Quality report not found' });
    expect((await call('GET', `/quality/reports/${report!.id}/file`, 'limitato.demo')).statusCode).toBe(403);
  });

  it('draws a requested report in the background, its progress moving, and tells the customer', async () => {
    const month = monthBefore(5);
    const jobOrderId = await jobOrderWithControls('CL0001', month);
    const pushes: QualityReportProgress[] = [];
    const { hub } = testApp.services;
    const notifyUser = hub.notifyUser.bind(hub);
    hub.notifyUser = (userId, name, payload) => {
      if (name === hubNotifyNames.qualityReportProgress) pushes.push(payload as QualityReportProgress);
      notifyUser(userId, name, payload);
    };
    try {
      const requested = await call('POST', '/quality/reports', 'staff.demo', { jobOrderId, month });
      expect(requested.statusCode).toBe(202);
      const report = requested.json<QualityReport>();
      expect(report).toMatchObject({ jobOrderId, month, customerCode: 'CL0001' });
      await testApp.services.qualityReports.run();

      const [ready] = (await list('cliente.demo', `?jobOrderId=${jobOrderId}&from=${month}&to=${month}`))
        .data;
      expect(ready).toMatchObject({ id: report.id, state: 'ready', progressPercent: 100 });
      const percents = pushes
        .filter((push) => push.reportId === report.id)
        .map((push) => push.progressPercent);
      expect(percents[0]).toBe(0);
      expect(percents.at(-1)).toBe(100);
      expect(percents.some((percent) => percent > 0 && percent < 100)).toBe(true);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));

      const file = await call('GET', `/quality/reports/${report.id}/file`, 'cliente.demo');
      expect(file.statusCode).toBe(200);
      const pdf = await PDFDocument.load(file.rawPayload);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toMatch(/^Rapporto mensile sulla qualità: /);
      expect(file.headers['content-disposition']).toContain(`Rapporto qualit`);

      const notices = (await call('GET', '/notifications/my-list', 'cliente.demo')).json<
        NotificationItem[]
      >();
      expect(
        notices.some((notice) => notice.state === 'quality-reports' && notice.template.includes(jobOrderId)),
      ).toBe(true);
    } finally {
      hub.notifyUser = notifyUser;
    }
  });

  it('lets a customer ask for a month’s report but not redraw a ready one; staff redraw it', async () => {
    const [ready] = (await list('cliente.demo', `?from=${monthBefore(1)}&to=${monthBefore(1)}`)).data;
    const body = { jobOrderId: ready!.jobOrderId, month: ready!.month };
    const asCustomer = await call('POST', '/quality/reports', 'cliente.demo', body);
    expect(asCustomer.statusCode).toBe(202);
    expect(asCustomer.json<QualityReport>()).toMatchObject({ id: ready!.id, state: 'ready' });

    const asStaff = await call('POST', '/quality/reports', 'staff.demo', body);
    expect(asStaff.json<QualityReport>()).toMatchObject({
      id: ready!.id,
      state: 'queued',
      progressPercent: 0,
    });
    expect((await call('GET', `/quality/reports/${ready!.id}/file`, 'cliente.demo')).statusCode).toBe(409);
    await testApp.services.qualityReports.run();
    const [redrawn] = (
      await list('cliente.demo', `?jobOrderId=${body.jobOrderId}&from=${body.month}&to=${body.month}`)
    ).data;
    expect(redrawn).toMatchObject({ id: ready!.id, state: 'ready' });
    expect(redrawn!.sizeBytes).not.toBe(ready!.sizeBytes);

    const future = await call('POST', '/quality/reports', 'cliente.demo', {
      ...body,
      month: monthBefore(-1),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ body: { fields: [{ path: 'month' }] } });
    expect((await call('POST', '/quality/reports', 'altro.demo', body)).statusCode).toBe(404);
    expect((await call('POST', '/quality/reports', 'limitato.demo', body)).statusCode).toBe(403);
  });

  it('queues a month’s report of every job order with controls once, however often it is asked', async () => {
    const month = monthBefore(8);
    const first = await testApp.services.qualityReports.queueMonth(month);
    expect(first).toBeGreaterThan(0);
    expect(await testApp.services.qualityReports.queueMonth(month)).toBe(0);
    const queued = await list('staff.demo', `?from=${month}&to=${month}&state=queued&pageSize=100`);
    expect(queued.total).toBe(first);
  });
});
