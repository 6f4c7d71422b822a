import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingDetail, BillingListResult, BillingSummary, Profile } from '@portale/shared';
import { impersonationToken, query, sql } from './support/identity.ts';
import { startMailServer, type MailServer } from './support/mail-server.ts';
import { multipart } from './support/multipart.ts';
import { apiCaller, bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/** Billing: lists with filters and totals, tenant isolation, files, publishing with FatturaPA, badges. */
let testApp: TestApp;
let dataDir = '';
let mail: MailServer;
const tokens: Record<string, string> = {};
const accounts = ['cliente.demo', 'altro.demo', 'limitato.demo', 'ati.demo', 'staff.demo', 'operatore.demo'];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-billing-'));
  mail = await startMailServer();
  testApp = await createTestApp({ DATA_DIR: dataDir, SMTP_URL: mail.url });
  await Promise.all(accounts.map(async (username) => (tokens[username] = await loginAs(testApp, username))));
});
afterAll(async () => {
  await closeTestApp(testApp);
  await mail.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = apiCaller(() => testApp, tokens);
const list = async (username: string, search = '') => {
  const response = await call('GET', `/billing/my-list${search}`, username);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BillingListResult>();
};
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const profileOf = async (username: string) => (await call('GET', '/user/me', username)).json<Profile>();

/** The database's own figures for a customer's documents, to compare the API's with. */
async function expectedOf(customerCode: string, extra = sql``) {
  const [row] = await query<{ count: number; to_pay: number; overdue: number }>(
    testApp,
    sql`select count(*)::int as count,
          coalesce(sum(case when kind = 'credit_note' then -total_cents else total_cents end) filter (where paid_on is null), 0)::bigint as to_pay,
          coalesce(sum(case when kind = 'credit_note' then -total_cents else total_cents end) filter (where paid_on is null and due_date < ${today()}::date), 0)::bigint as overdue
        from billing_documents where customer_code = ${customerCode} ${extra}`,
  );
  return { count: Number(row?.count), toPay: Number(row?.to_pay), overdue: Number(row?.overdue) };
}

const post = (url: string, username: string, parts: Parameters<typeof multipart>[0]) => {
  const { payload, contentType } = multipart(parts);
  return testApp.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'content-type': contentType, ...bearer(tokens[username] ?? '') },
    payload,
  });
};

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
const fatturaPa = (
  vatNumber: string,
  number: string,
  type = 'TD01',
) => `<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2">
<FatturaElettronicaHeader>
<CedentePrestatore><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>02876451015</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>Servizi Integrati Italia S.p.A.</Denominazione></Anagrafica></DatiAnagrafici></CedentePrestatore>
<CessionarioCommittente><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>${vatNumber}</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>Cliente</Denominazione></Anagrafica></DatiAnagrafici></CessionarioCommittente>
</FatturaElettronicaHeader>
<FatturaElettronicaBody>
<DatiGenerali><DatiGeneraliDocumento><TipoDocumento>${type}</TipoDocumento><Divisa>EUR</Divisa><Data>2026-01-10</Data><Numero>${number}</Numero><ImportoTotaleDocumento>1220.00</ImportoTotaleDocumento></DatiGeneraliDocumento></DatiGenerali>
<DatiBeniServizi><DettaglioLinee><NumeroLinea>1</NumeroLinea><Descrizione>Pulizia straordinaria</Descrizione><DataInizioPeriodo>2025-12-01</DataInizioPeriodo><DataFinePeriodo>2025-12-31</DataFinePeriodo><PrezzoTotale>1000.00</PrezzoTotale><AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>
<DatiRiepilogo><AliquotaIVA>22.00</AliquotaIVA><ImponibileImporto>1000.00</ImponibileImporto><Imposta>220.00</Imposta></DatiRiepilogo></DatiBeniServizi>
<DatiPagamento><CondizioniPagamento>TP02</CondizioniPagamento><DettaglioPagamento><ModalitaPagamento>MP05</ModalitaPagamento><DataScadenzaPagamento>2099-03-10</DataScadenzaPagamento><ImportoPagamento>1220.00</ImportoPagamento></DettaglioPagamento></DatiPagamento>
</FatturaElettronicaBody>
</p:FatturaElettronica>`;

async function jobOrderOf(customerCode: string) {
  const [row] = await query<{ id: string; vat_number: string }>(
    testApp,
    sql`select j.id, c.vat_number from job_orders j join customers c on c.code = j.customer_code
        where j.customer_code = ${customerCode} and j.ati_group_id is null order by j.id limit 1`,
  );
  if (!row) throw new Error(`no job order of ${customerCode}`);
  return row;
}

describe('the customer list', () => {
  it('lists the documents of the customer, latest first, with the totals of every filtered document', async () => {
    const all = await list('cliente.demo', '?pageSize=100');
    const expected = await expectedOf('CL0001');
    expect(all.total).toBe(expected.count);
    expect(all.total).toBeGreaterThan(30);
    expect(all.totals.toPayCents).toBe(expected.toPay);
    expect(all.totals.overdueCents).toBe(expected.overdue);
    expect(all.totals.overdueCents).toBeGreaterThan(0);
    expect(all.data.every((item) => item.customerCode === 'CL0001')).toBe(true);
    const dates = all.data.map((item) => item.issueDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.years[0]).toBe(Number(dates[0]?.slice(0, 4)));
    const overdue = await list('cliente.demo', '?state=overdue&pageSize=100');
    expect(overdue.total).toBe(
      (await expectedOf('CL0001', sql`and paid_on is null and due_date < ${today()}::date`)).count,
    );
    expect(overdue.data.every((item) => item.paymentState === 'overdue' && item.dueDate < today())).toBe(
      true,
    );
    const notes = await list('cliente.demo', '?kind=credit_note');
    expect(notes.data.every((item) => item.kind === 'credit_note')).toBe(true);
    const year = all.years.at(-1) ?? 0;
    const ofYear = await list('cliente.demo', `?year=${year}&pageSize=100`);
    expect(ofYear.data.every((item) => item.issueDate.startsWith(String(year)))).toBe(true);
    const jobOrderId = all.data[0]?.jobOrderId ?? '';
    const ofJobOrder = await list('cliente.demo', `?jobOrderId=${jobOrderId}&pageSize=100`);
    expect(ofJobOrder.total).toBe((await expectedOf('CL0001', sql`and job_order_id = ${jobOrderId}`)).count);
  });

  it('shows a group (ATI) user only the documents of the job orders of their ATI', async () => {
    const ati = await list('ati.demo', '?pageSize=100');
    const [row] = await query<{ count: number }>(
      testApp,
      sql`select count(*)::int as count from billing_documents b join job_orders j on j.id = b.job_order_id
          join users u on u.username = 'ati.demo' where b.customer_code = u.customer_code and j.ati_group_id = u.ati_group_id`,
    );
    expect(ati.total).toBe(Number(row?.count));
    expect(ati.total).toBeGreaterThan(0);
  });

  it('refuses users without the billing sub-role, and staff on the customer routes', async () => {
    expect((await call('GET', '/billing/my-list', 'limitato.demo')).statusCode).toBe(403);
    expect((await call('GET', '/billing/my-list', 'staff.demo')).statusCode).toBe(403);
    expect((await call('GET', '/billing/staff/list', 'operatore.demo')).statusCode).toBe(403);
    expect((await call('GET', '/billing/my-list?state=later', 'cliente.demo')).statusCode).toBe(400);
  });

  it('exports the filtered list to Excel and zips the chosen PDFs', async () => {
    const exported = await call('GET', '/billing/my-list/export?state=paid', 'cliente.demo');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/fatture-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const ids = (await list('cliente.demo', '?pageSize=3')).data.map((item) => item.documentId);
    const zip = await call('GET', `/billing/zip?documentIds=${ids.join(',')}`, 'cliente.demo');
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = [
      ...zip.rawPayload.toString('latin1').matchAll(/(?:fattura|nota-di-credito)-[A-Z0-9-]+\.pdf/g),
    ];
    expect(new Set(names.map((match) => match[0])).size).toBe(3);
  });
});

describe('staff impersonating a customer', () => {
  it('open, download and zip invoices without marking them opened for the customer', async () => {
    tokens.impersonated = await impersonationToken(testApp, tokens['staff.demo'] ?? '', 'cliente.demo');
    const [first, second, third] = (await list('cliente.demo', '?pageSize=3')).data.map(
      (item) => item.documentId,
    );
    // Three documents the customer has not opened yet.
    await query(
      testApp,
      sql`delete from billing_document_opens where document_id in (${first}, ${second}, ${third})`,
    );
    const badge = (await profileOf('cliente.demo')).newBillingDocuments;

    expect((await call('GET', `/billing/documents/${first}/pdf`, 'impersonated')).statusCode).toBe(200);
    expect((await call('POST', `/billing/documents/${second}/opened`, 'impersonated')).statusCode).toBe(204);
    const zip = await call('GET', `/billing/zip?documentIds=${first},${third}`, 'impersonated');
    expect(zip.statusCode, zip.body).toBe(200);

    const after = (await list('cliente.demo', '?pageSize=100')).data;
    const stillNew = after.filter((item) => [first, second, third].includes(item.documentId));
    expect(stillNew.map((item) => item.unopened)).toEqual([true, true, true]);
    expect((await profileOf('cliente.demo')).newBillingDocuments).toBe(badge);

    expect((await call('POST', `/billing/documents/${second}/opened`, 'cliente.demo')).statusCode).toBe(204);
    expect((await profileOf('cliente.demo')).newBillingDocuments).toBe(badge - 1);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another customer's document on every route, and for one out of an ATI user's reach", async () => {
    const [foreign] = (await list('altro.demo')).data;
    const id = foreign?.documentId ?? '';
    for (const url of [
      `/billing/documents/${id}`,
      `/billing/documents/${id}/pdf`,
      `/billing/documents/${id}/xml`,
    ]) {
      expect((await call('GET', url, 'cliente.demo')).statusCode, url).toBe(404);
    }
    expect((await call('POST', `/billing/documents/${id}/opened`, 'cliente.demo')).statusCode).toBe(404);
    expect((await call('GET', `/billing/zip?documentIds=${id}`, 'cliente.demo')).statusCode).toBe(404);
    const [notAti] = await query<{ id: string }>(
      testApp,
      sql`select b.id from billing_documents b join job_orders j on j.id = b.job_order_id
          where b.customer_code = (select customer_code from users where username = 'ati.demo') and j.ati_group_id is null limit 1`,
    );
    if (notAti)
      expect((await call('GET', `/billing/documents/${notAti.id}`, 'ati.demo')).statusCode).toBe(404);
    expect((await call('GET', `/billing/documents/${id}`, 'staff.demo')).statusCode).toBe(200);
  });
});

describe('publishing', () => {
  it('reads the fields from the FatturaPA XML, stores the files, notifies the customer and raises the badge', async () => {
    const jobOrder = await jobOrderOf('CL0001');
    const before = await profileOf('cliente.demo');
    const response = await post('/billing/staff/documents', 'staff.demo', [
      { name: 'data', body: JSON.stringify({ jobOrderId: jobOrder.id, paidOn: null }) },
      { name: 'pdf', filename: 'fattura-prova.pdf', body: pdf },
      {
        name: 'xml',
        filename: 'IT02876451015_PROVA.xml',
        body: fatturaPa(jobOrder.vat_number, 'PROVA-2026-1'),
      },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const detail = response.json<BillingDetail>();
    expect(detail).toMatchObject({
      kind: 'invoice',
      number: 'PROVA-2026-1',
      issueDate: '2026-01-10',
      dueDate: '2099-03-10',
      periodFrom: '2025-12-01',
      periodTo: '2025-12-31',
      taxableCents: 100_000,
      vatCents: 22_000,
      totalCents: 122_000,
      paymentState: 'to_pay',
      hasXml: true,
      customerCode: 'CL0001',
    });
    expect(detail.fatturaPa?.lines[0]?.description).toBe('Pulizia straordinaria');

    const after = await profileOf('cliente.demo');
    expect(after.newBillingDocuments).toBe(before.newBillingDocuments + 1);
    const notifications = (await call('GET', '/notifications/my-list-unread', 'cliente.demo')).json<
      { state: string | null; stateParams: Record<string, string> | null; template: string }[]
    >();
    expect(notifications[0]).toMatchObject({
      state: 'billing-detail',
      stateParams: { documentId: detail.documentId },
    });
    expect(notifications[0]?.template).toContain('PROVA-2026-1');
    const email = await mail.waitFor(
      (message) =>
        message.text.includes('PROVA-2026-1') && message.to.includes('giulia.bianchi@ao-santalucia.it'),
    );
    expect(email.subject).toBe('Fattura n. PROVA-2026-1');
    expect(email.text).toContain(`/billing/${detail.documentId}`);

    const seen = await call('GET', `/billing/documents/${detail.documentId}`, 'cliente.demo');
    expect(seen.json<BillingDetail>()).toMatchObject({
      unopened: true,
      fatturaPa: { number: 'PROVA-2026-1' },
    });
    const file = await call('GET', `/billing/documents/${detail.documentId}/pdf`, 'cliente.demo');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toContain('fattura-prova.pdf');
    expect((await profileOf('cliente.demo')).newBillingDocuments).toBe(before.newBillingDocuments);

    const again = await post('/billing/staff/documents', 'staff.demo', [
      { name: 'data', body: JSON.stringify({ jobOrderId: jobOrder.id }) },
      { name: 'pdf', filename: 'fattura-prova.pdf', body: pdf },
      { name: 'xml', filename: 'copia.xml', body: fatturaPa(jobOrder.vat_number, 'PROVA-2026-1') },
    ]);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a malformed XML with what is wrong, and stores nothing', async () => {
    const jobOrder = await jobOrderOf('CL0001');
    const [{ count: before = 0 } = {}] = await query<{ count: number }>(
      testApp,
      sql`select count(*)::int as count from billing_documents`,
    );
    const filesBefore = (await readdir(path.join(dataDir, 'files'), { recursive: true })).length;
    const cases: [string, string][] = [
      [
        fatturaPa(jobOrder.vat_number, 'X-1', 'TD05'),
        'FatturaElettronicaBody/DatiGenerali/DatiGeneraliDocumento/TipoDocumento',
      ],
      [
        fatturaPa(jobOrder.vat_number, 'X-2').replace('<Data>2026-01-10</Data>', ''),
        'FatturaElettronicaBody/DatiGenerali/DatiGeneraliDocumento/Data',
      ],
      [
        `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${fatturaPa(jobOrder.vat_number, 'X-3').replace(/^<\?xml[^>]*>/, '')}`,
        'xml',
      ],
      [
        fatturaPa('99999999999', 'X-4'),
        'FatturaElettronicaHeader/CessionarioCommittente/DatiAnagrafici/IdFiscaleIVA',
      ],
    ];
    for (const [xml, wrongPath] of cases) {
      const response = await post('/billing/staff/documents', 'staff.demo', [
        { name: 'data', body: JSON.stringify({ jobOrderId: jobOrder.id }) },
        { name: 'pdf', filename: 'f.pdf', body: pdf },
        { name: 'xml', filename: 'f.xml', body: xml },
      ]);
      expect(response.statusCode, wrongPath).toBe(400);
      const body = response.json<{ body: { code: string; fields: { path: string }[] } }>().body;
      expect(body.code).toBe('BILLING_INVALID_FATTURAPA');
      expect(body.fields.map((field) => field.path)).toContain(wrongPath);
    }
    const notPdf = await post('/billing/staff/documents', 'staff.demo', [
      { name: 'data', body: JSON.stringify({ jobOrderId: jobOrder.id, kind: 'invoice' }) },
      { name: 'pdf', filename: 'f.pdf', body: 'not a pdf' },
    ]);
    expect(notPdf.statusCode).toBe(409);
    const missing = await post('/billing/staff/documents', 'staff.demo', [
      { name: 'data', body: JSON.stringify({ jobOrderId: jobOrder.id, kind: 'invoice' }) },
      { name: 'pdf', filename: 'f.pdf', body: pdf },
    ]);
    expect(missing.statusCode).toBe(400);
    expect(
      missing.json<{ body: { fields: { path: string }[] } }>().body.fields.map((field) => field.path),
    ).toContain('data.number');
    const [{ count: after = 0 } = {}] = await query<{ count: number }>(
      testApp,
      sql`select count(*)::int as count from billing_documents`,
    );
    expect(after).toBe(before);
    expect((await readdir(path.join(dataDir, 'files'), { recursive: true })).length).toBe(filesBefore);
  });

  it('publishes a document typed by hand, previews an XML without storing it, and records a payment', async () => {
    const jobOrder = await jobOrderOf('CL0001');
    const data = {
      jobOrderId: jobOrder.id,
      kind: 'credit_note',
      number: 'NC-MANUALE-1',
      issueDate: '2026-02-01',
      dueDate: '2026-03-01',
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
      taxableCents: 5000,
      vatCents: 1100,
      totalCents: 6100,
    };
    const created = await post('/billing/staff/documents', 'staff.demo', [
      { name: 'data', body: JSON.stringify(data) },
      { name: 'pdf', filename: 'nota.pdf', body: pdf },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const { documentId } = created.json<BillingDetail>();
    expect(created.json<BillingDetail>()).toMatchObject({
      kind: 'credit_note',
      paymentState: 'overdue',
      hasXml: false,
      fatturaPa: null,
    });
    const preview = await post('/billing/staff/fatturapa-preview', 'staff.demo', [
      { name: 'file', filename: 'f.xml', body: fatturaPa(jobOrder.vat_number, 'ANTEPRIMA-1') },
    ]);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ number: 'ANTEPRIMA-1', totalCents: 122_000 });
    const paid = await call('PUT', `/billing/documents/${documentId}/payment`, 'staff.demo', {
      paidOn: '2026-02-20',
    });
    expect(paid.statusCode).toBe(204);
    const detail = (
      await call('GET', `/billing/documents/${documentId}`, 'cliente.demo')
    ).json<BillingDetail>();
    expect(detail).toMatchObject({ paymentState: 'paid', paidOn: '2026-02-20' });
  });

  it('gives the dashboard the latest documents and what is overdue', async () => {
    const response = await call('GET', '/dashboard/billing', 'cliente.demo');
    expect(response.statusCode).toBe(200);
    const summary = response.json<BillingSummary>();
    const overdue = await list('cliente.demo', '?state=overdue');
    expect(summary.overdueCount).toBe(overdue.total);
    expect(summary.overdueCents).toBe(overdue.totals.overdueCents);
    expect(summary.latest).toHaveLength(5);
    expect(summary.overdue.every((item) => item.paymentState === 'overdue')).toBe(true);
  });
});
