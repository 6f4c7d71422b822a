import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  ContactAssociationList,
  ContactList,
  SyncReceipt,
  SyncRunList,
  SyncSourceWithKey,
} from '@portale/shared';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * The imports of the provider's people and their associations (issue 30) through sync: idempotent on
 * the source's keys (a batch sent twice changes nothing the second time), a bad batch refused whole with
 * the rows at fault, each run logged.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);
let key = '';
/** A site of CL0001 with its job order, and a job order of CL0002. */
let site = { siteCode: '', jobOrderId: '' };
let foreignJobOrder = '';

const send = (path: 'contacts' | 'contact-associations', body: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/sync/${path}`,
    headers: { 'x-sync-key': key },
    payload: body as object,
  });

const person = (employeeId: string, extra: object = {}) => ({
  employeeId,
  name: 'Sincro',
  surname: `Persona ${employeeId}`,
  title: null,
  email: `${employeeId.toLowerCase()}@esempio.it`,
  phone: '+39 02 555 0000',
  workPlace: 'Sede di Milano',
  ...extra,
});

beforeAll(async () => {
  testApp = await createTestApp();
  tokens['staff.demo'] = await loginAs(testApp, 'staff.demo');
  const source = await call('POST', '/sync/sources', 'staff.demo', {
    name: 'Anagrafica del personale (prova)',
  });
  key = source.json<SyncSourceWithKey>().key;
  const sites = await call('GET', '/site/autocomplete-by-customer/CL0001', 'staff.demo');
  const first = sites.json<{ id: string; taskId: string }[]>()[0]!;
  site = { siteCode: first.id, jobOrderId: first.taskId };
  const foreign = await call('GET', '/contacts/job-orders?customerCode=CL0002', 'staff.demo');
  foreignJobOrder = foreign.json<{ jobOrderId: string }[]>()[0]!.jobOrderId;
});
afterAll(() => closeTestApp(testApp));

describe('contacts', () => {
  it('creates people once, leaves them unchanged when sent again, and updates a change', async () => {
    const batch = { contacts: [person('SYN-001'), person('SYN-002')] };
    expect((await send('contacts', batch)).json<SyncReceipt>()).toMatchObject({
      rows: 2,
      created: 2,
      updated: 0,
    });
    expect((await send('contacts', batch)).json<SyncReceipt>()).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    const changed = { contacts: [person('SYN-001', { phone: '+39 02 555 9999' }), person('SYN-002')] };
    expect((await send('contacts', changed)).json<SyncReceipt>()).toMatchObject({ updated: 1, unchanged: 1 });
    const found = (await call('GET', '/contacts/people?query=SYN-001', 'staff.demo')).json<ContactList>();
    expect(found.data).toEqual([
      expect.objectContaining({ phone: '+39 02 555 9999', employeeId: 'SYN-001' }),
    ]);
  });

  it('refuses a batch repeating a person, naming the row', async () => {
    const refused = await send('contacts', { contacts: [person('SYN-003'), person('SYN-003')] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().body.fields).toEqual([
      { path: 'contacts.1.employeeId', message: 'Ripetuto nel lotto: SYN-003' },
    ]);
    const none = (await call('GET', '/contacts/people?query=SYN-003', 'staff.demo')).json<ContactList>();
    expect(none.total).toBe(0);
  });
});

describe('associations', () => {
  const association = (employeeId: string, extra: object = {}) => ({
    employeeId,
    role: 'capo cantiere',
    customerCode: 'CL0001',
    siteCode: site.siteCode,
    superiorEmployeeId: 'SYN-002',
    ...extra,
  });
  const listed = async () =>
    (await call('GET', `/contacts/associations?siteCode=${site.siteCode}&pageSize=100`, 'staff.demo'))
      .json<ContactAssociationList>()
      .data.filter((row) => row.contactName.includes('SYN-001'));

  it('applies a batch once: sent twice, every row is unchanged the second time', async () => {
    const batch = {
      associations: [
        association('SYN-001'),
        association('SYN-001', {
          role: 'Coordinatore dei servizi',
          siteCode: null,
          jobOrderId: site.jobOrderId,
        }),
      ],
    };
    expect((await send('contact-associations', batch)).json<SyncReceipt>()).toMatchObject({ created: 2 });
    const again = await send('contact-associations', batch);
    expect(again.json<SyncReceipt>()).toMatchObject({ rows: 2, created: 0, updated: 0, unchanged: 2 });
    expect(await listed()).toEqual([
      expect.objectContaining({
        role: 'Capo cantiere',
        jobTaskCode: site.jobOrderId,
        contactSuperior: expect.stringContaining('SYN-002'),
      }),
    ]);

    const moved = { associations: [association('SYN-001', { superiorEmployeeId: null })] };
    expect((await send('contact-associations', moved)).json<SyncReceipt>()).toMatchObject({ updated: 1 });
    const removed = { associations: [association('SYN-001', { removed: true })] };
    expect((await send('contact-associations', removed)).json<SyncReceipt>()).toMatchObject({ updated: 1 });
    expect((await send('contact-associations', removed)).json<SyncReceipt>()).toMatchObject({ unchanged: 1 });
    expect(await listed()).toEqual([]);
  });

  it('refuses a bad batch whole, naming each row at fault, and logs the run', async () => {
    const refused = await send('contact-associations', {
      associations: [
        association('SYN-002', { superiorEmployeeId: null }),
        association('NOBODY'),
        association('SYN-002', { role: 'Astronauta' }),
        association('SYN-002', { jobOrderId: foreignJobOrder, siteCode: null }),
        association('SYN-002', { customerCode: 'CL0002' }),
        association('SYN-002', { superiorEmployeeId: null }),
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().body.fields?.map((field) => field.path)).toEqual([
      'associations.1.employeeId',
      'associations.2.role',
      'associations.3.jobOrderId',
      'associations.4.siteCode',
      'associations.5.role',
    ]);
    const mine = (await call('GET', '/contacts/associations?customerCode=CL0001&pageSize=100', 'staff.demo'))
      .json<ContactAssociationList>()
      .data.filter((row) => row.contactName.includes('SYN-002'));
    expect(mine).toEqual([]);
    const runs = (await call('GET', '/sync/runs?kind=contactAssociations', 'staff.demo')).json<SyncRunList>();
    expect(runs.data[0]).toMatchObject({ refused: true });
  });
});
