import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentAssociation, DocumentDetail, Profile } from '@portale/shared';
import { documentsTestContext, pdf, today } from './support/documents.ts';
import { query, sql } from './support/identity.ts';

/** Documents, staff's side: publishing with checked files, versions, associations, notices, expiry job. */
const documents = documentsTestContext();
const { call, send, upload } = documents;
beforeAll(() => documents.start());
afterAll(() => documents.stop());

const inDays = (days: number) => {
  const date = new Date(`${today()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const data = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    title: 'Piano di emergenza ed evacuazione',
    category: 'report',
    associations: [{ customerCode: 'CL0001' }],
    ...fields,
  });
const publish = (dataField: string, file = { filename: 'piano.pdf', body: pdf }) =>
  upload('/documents/staff', 'staff.demo', [
    { name: 'data', body: dataField },
    { name: 'file', ...file },
  ]);
const documentCount = async () =>
  Number(
    (await query<{ n: number }>(documents.context.testApp, sql`select count(*)::int as n from documents`))[0]
      ?.n,
  );
const badgeOf = async (username: string) =>
  (await call('GET', '/user/me', username)).json<Profile>().newDocuments;

describe('publishing', () => {
  it('refuses bad files and data with the catalogue status, storing nothing', async () => {
    const before = await documentCount();
    const cases = [
      [
        await publish(data(), { filename: 'pagina.svg', body: Buffer.from('<svg/>') }),
        409,
        'Extension not allowed',
      ],
      [
        await publish(data(), { filename: 'finto.pdf', body: Buffer.from('MZ not a pdf') }),
        409,
        'File content does not match its extension',
      ],
      [await publish('{not json'), 400, 'Invalid parameters'],
      [await publish(data({ associations: [] })), 400, 'Invalid parameters'],
      [await publish(data({ associations: [{ siteCode: 'UB999999' }] })), 404, 'Site not found'],
      [await publish(data({ associations: [{ jobOrderId: 'C1999-9999' }] })), 404, 'Job order not found'],
    ] as const;
    for (const [response, status, message] of cases) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await documentCount()).toBe(before);
    expect(await documents.uploadedFiles()).toEqual([]);
  });

  it('publishes version 1, notifies the users who reach it, and raises their badge', async () => {
    const badge = await badgeOf('cliente.demo');
    const response = await publish(data({ validUntil: inDays(200), description: 'Revisione annuale' }));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<DocumentDetail>();
    expect(created).toMatchObject({ version: 1, outdated: false, validity: 'current', associationCount: 1 });
    expect(created.versions).toHaveLength(1);
    expect(await badgeOf('cliente.demo')).toBe(badge + 1);
    const notifications = (await call('GET', '/notifications/my-list', 'cliente.demo')).json<
      { state: string; stateParams: Record<string, string>; template: string; userFromName: string | null }[]
    >();
    expect(notifications[0]).toMatchObject({
      state: 'document-detail',
      stateParams: { documentId: created.documentId },
    });
    expect(notifications[0]?.template).toContain('Piano di emergenza ed evacuazione');
    expect(notifications[0]).toMatchObject({ userFromName: 'Alessandro Romano' });
    // One notification for each user the document reaches, stored together.
    const [stored] = await query<{ notices: number; users: number }>(
      documents.context.testApp,
      sql`select count(*)::int as notices, count(distinct user_id)::int as users from notifications
          where state_params->>'documentId' = ${created.documentId}`,
    );
    expect(stored?.users).toBeGreaterThan(1);
    expect(stored?.notices).toBe(stored?.users);
    const mail = await documents.context.mail.waitFor((message) =>
      message.subject.includes('Piano di emergenza'),
    );
    expect(mail.text).toContain(`/documents/${created.documentId}`);
    const foreign = (await call('GET', '/notifications/my-list', 'altro.demo')).json<
      { stateParams: unknown }[]
    >();
    expect(foreign.some((item) => JSON.stringify(item.stateParams).includes(created.documentId))).toBe(false);
  });

  it('replaces a document with a new version in the same series; the older one is outdated', async () => {
    const first = (await publish(data({ title: 'Registro dei controlli' }))).json<DocumentDetail>();
    const version = await upload(`/documents/${first.documentId}/versions`, 'staff.demo', [
      { name: 'data', body: JSON.stringify({ validUntil: inDays(10) }) },
      { name: 'file', filename: 'registro-2.pdf', body: pdf },
    ]);
    expect(version.statusCode, version.body).toBe(201);
    const second = version.json<DocumentDetail>();
    expect(second).toMatchObject({
      seriesId: first.seriesId,
      version: 2,
      title: 'Registro dei controlli',
      validity: 'expiring',
      filename: 'registro-2.pdf',
      associationCount: 1,
    });
    expect(second.versions.map((row) => [row.version, row.outdated])).toEqual([
      [2, false],
      [1, true],
    ]);
    const again = await upload(`/documents/${first.documentId}/versions`, 'staff.demo', [
      { name: 'file', filename: 'registro-3.pdf', body: pdf },
    ]);
    expect(again.statusCode).toBe(409);
    const patched = await send('PATCH', `/documents/${second.documentId}`, 'staff.demo', {
      title: 'Registro controlli',
    });
    expect(patched.json<DocumentDetail>().title).toBe('Registro controlli');
  });

  it('adds and removes associations on every version (422 when it exists, 406 when missing)', async () => {
    const created = (await publish(data({ title: 'Verbale di consegna' }))).json<DocumentDetail>();
    const [site] = await query<{ code: string }>(
      documents.context.testApp,
      sql`select code from sites where job_order_id in (select id from job_orders where customer_code = 'CL0002') and published limit 1`,
    );
    const added = await send('POST', `/documents/${created.documentId}/associations`, 'staff.demo', {
      siteCode: site?.code,
    });
    expect(added.statusCode, added.body).toBe(201);
    const associations = added.json<DocumentAssociation[]>();
    expect(associations.map((row) => row.customerCode).sort()).toEqual(['CL0001', 'CL0002']);
    const duplicate = await send('POST', `/documents/${created.documentId}/associations`, 'staff.demo', {
      siteCode: site?.code,
    });
    expect(duplicate.statusCode).toBe(422);
    expect((await call('GET', `/documents/${created.documentId}`, 'altro.demo')).statusCode).toBe(200);
    const added2 = associations.find((row) => row.siteCode === site?.code) as DocumentAssociation;
    const removed = await send(
      'DELETE',
      `/documents/${created.documentId}/associations/${added2.associationId}`,
      'staff.demo',
    );
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/documents/${created.documentId}`, 'altro.demo')).statusCode).toBe(404);
  });

  it('tells the users a new association makes the document reach, and nobody twice', async () => {
    const created = (await publish(data({ title: 'Attestato di formazione' }))).json<DocumentDetail>();
    const toldAbout = () =>
      query<{ username: string; email: string; template: string }>(
        documents.context.testApp,
        sql`select u.username, u.email, n.template from notifications n join users u on u.id = n.user_id
          where n.state_params->>'documentId' = ${created.documentId} order by u.username`,
      );
    const associate = (body: Record<string, unknown>) =>
      send('POST', `/documents/${created.documentId}/associations`, 'staff.demo', body);
    const afterPublishing = await toldAbout();
    const toldFirst = new Set(afterPublishing.map((row) => row.username));
    expect(toldFirst.has('cliente.demo')).toBe(true);
    expect(toldFirst.has('altro.demo')).toBe(false);

    // CL0002's site: its users are told, as of a new document; CL0001's are not told again.
    const [site] = await query<{ code: string }>(
      documents.context.testApp,
      sql`select s.code from sites s join job_orders j on j.id = s.job_order_id
        where j.customer_code = 'CL0002' and s.published order by s.code limit 1`,
    );
    const added = await associate({ siteCode: site?.code });
    expect(added.statusCode, added.body).toBe(201);
    const afterSite = await toldAbout();
    const newlyTold = afterSite.filter((row) => !toldFirst.has(row.username));
    expect(newlyTold.map((row) => row.username)).toContain('altro.demo');
    expect(newlyTold.every((row) => row.template.startsWith('Nuovo documento'))).toBe(true);
    expect(afterSite).toHaveLength(afterPublishing.length + newlyTold.length);
    const altro = newlyTold.find((row) => row.username === 'altro.demo');
    const mail = await documents.context.mail.waitFor(
      (message) =>
        message.subject === 'Nuovo documento: Attestato di formazione' &&
        message.to.includes(altro?.email ?? ''),
    );
    expect(mail.text).toContain(`/documents/${created.documentId}`);

    // A job order of CL0001, whom the document reaches already as a whole: nobody is told.
    const added2 = await associate({ jobOrderId: 'C2024-0001' });
    expect(added2.statusCode, added2.body).toBe(201);
    expect(await toldAbout()).toEqual(afterSite);
  });

  it('reads and sets the required categories of a job order (404 for an unknown one)', async () => {
    const set = await send('PUT', '/documents/job-orders/C2024-0001/required-categories', 'staff.demo', {
      categories: ['durc', 'pos'],
    });
    expect(set.statusCode, set.body).toBe(200);
    const read = (
      await call('GET', '/documents/job-orders/C2024-0001/required-categories', 'staff.demo')
    ).json();
    expect(read).toMatchObject({
      jobOrderId: 'C2024-0001',
      customerCode: 'CL0001',
      categories: ['durc', 'pos'],
    });
    const unknown = await call('GET', '/documents/job-orders/C1999-9999/required-categories', 'staff.demo');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Job order not found');
  });
});

describe("staff's job-order picker", () => {
  it('finds job orders by code, description or customer, of one customer when asked, the same for billing', async () => {
    const expected = await query<{ jobOrderId: string }>(
      documents.context.testApp,
      sql`select j.id as "jobOrderId" from job_orders j join customers c on c.code = j.customer_code
        where j.id ilike '%2024%' or j.description ilike '%2024%' or c.name ilike '%2024%'
        order by c.name, j.date_from desc, j.id limit 50`,
    );
    expect(expected.length).toBeGreaterThan(1);
    const found = (await call('GET', '/documents/staff/job-orders?search=2024', 'staff.demo')).json<
      { jobOrderId: string; customerCode: string }[]
    >();
    expect(found.map((row) => row.jobOrderId)).toEqual(expected.map((row) => row.jobOrderId));
    const forBilling = await call('GET', '/billing/staff/job-orders?search=2024', 'staff.demo');
    expect(forBilling.json()).toEqual(found);
    const ofOne = (
      await call('GET', '/documents/staff/job-orders?search=2024&customerCode=CL0001', 'staff.demo')
    ).json<{ customerCode: string }[]>();
    expect(ofOne.length).toBeGreaterThan(0);
    expect(ofOne.every((row) => row.customerCode === 'CL0001')).toBe(true);
    // LIKE's wildcards are searched as characters.
    expect((await call('GET', '/documents/staff/job-orders?search=%25', 'staff.demo')).json()).toEqual([]);
  });
});

describe('the expiry reminder', () => {
  it('tells the users with the documents sub-role once per document and end of validity', async () => {
    const created = (
      await publish(data({ title: 'Attestato antincendio', validUntil: inDays(12) }))
    ).json<DocumentDetail>();
    const { expiry } = documents.context.testApp.services.documents;
    expect(await expiry.notifyExpiring()).toBeGreaterThan(0);
    const notices = await query<{ username: string }>(
      documents.context.testApp,
      sql`select u.username from document_expiry_notices n join users u on u.id = n.user_id where n.document_id = ${created.documentId}`,
    );
    const usernames = notices.map((row) => row.username);
    expect(usernames).toContain('cliente.demo');
    expect(usernames).toContain('limitato.demo');
    expect(usernames).not.toContain('altro.demo');
    const list = (await call('GET', '/notifications/my-list', 'cliente.demo')).json<{ template: string }[]>();
    expect(
      list.filter(
        (item) => item.template.includes('Attestato antincendio') && item.template.includes('scade'),
      ),
    ).toHaveLength(1);
    expect(await expiry.notifyExpiring()).toBe(0);
  });
});
