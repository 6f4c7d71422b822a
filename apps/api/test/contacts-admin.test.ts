import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  Contact,
  ContactAssociationList,
  ContactList,
  ContactRole,
  ContactRoleTree,
  ContactRoleCategoryGroup,
  TicketDetail,
  TicketSiteOption,
} from '@portale/shared';
import { multipart } from './support/multipart.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * Staff's contacts (issue 30, permission 14) through the API: people, role categories and roles (no
 * loops in whom a role answers to), associations checked against their customer (406) and never twice
 * (422), roles in use kept (409), and the tickets' routing, which follows the roles that handle tickets.
 */
let testApp: TestApp;
/** A folder of its own: the people's photos, the demo's portraits among them, are files. */
let dataDir = '';
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);
const staff = 'staff.demo';
/** A site of cliente.demo's customer CL0001, with its job order. */
let site = { siteCode: '', jobOrderId: '' };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-contacts-'));
  testApp = await createTestApp({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  for (const username of [staff, 'operatore.demo', 'cliente.demo', 'altro.demo'])
    tokens[username] = await loginAs(testApp, username);
  const options = (await call('GET', '/tickets/site-options', 'cliente.demo')).json<TicketSiteOption[]>();
  const siteCode = options[0]!.siteCode;
  const byCustomer = await call('GET', `/site/autocomplete-by-customer/CL0001?search=${siteCode}`, staff);
  const found = byCustomer.json<{ id: string; taskId: string }[]>().find((item) => item.id === siteCode)!;
  site = { siteCode, jobOrderId: found.taskId };
});
afterAll(async () => {
  await closeTestApp(testApp);
  await rm(dataDir, { recursive: true, force: true });
});

const errorOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>();

const newPerson = async (surname: string, employeeId: string | null = null) => {
  const response = await call('POST', '/contacts/people', staff, {
    name: 'Prova',
    surname,
    title: 'Ing.',
    email: `${surname.toLowerCase()}@esempio.it`,
    phone: '',
    workPlace: 'Sede di Milano',
    employeeId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Contact>();
};

const newCategory = async (name: string, priority: number) => {
  const response = await call('POST', '/contacts/role-categories', staff, { name, priority });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ contactRoleCategoryId: number }>().contactRoleCategoryId;
};

const newRole = async (body: object) => call('POST', '/contacts/roles', staff, body);

describe('people', () => {
  it('creates, finds, updates and deletes a person, empty fields stored as none', async () => {
    const person = await newPerson('Anagrafica', 'HR-ADM-1');
    expect(person).toMatchObject({
      surname: 'Anagrafica',
      phone: null,
      employeeId: 'HR-ADM-1',
      documents: [],
    });
    const found = (await call('GET', '/contacts/people?query=anagrafica', staff)).json<ContactList>();
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ contactId: person.contactId, associationCount: 0 });

    const updated = await call('PUT', `/contacts/people/${person.contactId}`, staff, {
      name: 'Prova',
      surname: 'Anagrafica',
      phone: '+39 02 1234567',
      employeeId: 'HR-ADM-1',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Contact>()).toMatchObject({ phone: '+39 02 1234567', title: null, email: null });

    const taken = await call('POST', '/contacts/people', staff, {
      name: 'A',
      surname: 'B',
      employeeId: 'HR-ADM-1',
    });
    expect(taken.statusCode).toBe(400);
    expect(errorOf(taken).body.fields?.[0]?.path).toBe('body.employeeId');

    expect((await call('DELETE', `/contacts/people/${person.contactId}`, staff)).statusCode).toBe(204);
    const gone = await call('GET', `/contacts/people/${person.contactId}`, staff);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe('Contact not found');
  });

  it('pages the list in SQL, by surname', async () => {
    const page = (await call('GET', '/contacts/people?pageSize=5&page=2', staff)).json<ContactList>();
    expect(page.data).toHaveLength(5);
    expect(page.total).toBeGreaterThan(10);
  });
});

describe('roles', () => {
  it('refuses a role answering to itself or to one below it, naming the field', async () => {
    const category = await newCategory('Prova gerarchia', 50);
    const top = (
      await newRole({ name: 'Vertice prova', priority: 1, roleCategoryId: category })
    ).json<ContactRole>();
    const middle = (
      await newRole({
        name: 'Mezzo prova',
        priority: 2,
        roleCategoryId: category,
        respondsToRoleId: top.contactRoleId,
      })
    ).json<ContactRole>();
    const bottom = await newRole({
      name: 'Base prova',
      priority: 3,
      roleCategoryId: category,
      respondsToRoleId: middle.contactRoleId,
    });
    expect(bottom.statusCode, bottom.body).toBe(201);
    expect(bottom.json<ContactRole>().respondsToChain.map((role) => role.name)).toEqual([
      'Mezzo prova',
      'Vertice prova',
    ]);

    const topFields = { name: 'Vertice prova', priority: 1, roleCategoryId: category };
    for (const parent of [top.contactRoleId, bottom.json<ContactRole>().contactRoleId]) {
      const refused = await call('PUT', `/contacts/roles/${top.contactRoleId}`, staff, {
        ...topFields,
        respondsToRoleId: parent,
      });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({
        message: 'Role hierarchy has a cycle',
        body: { code: 'CONTACT_ROLE_CYCLE', fields: [{ path: 'body.respondsToRoleId' }] },
      });
    }
    const sameName = await newRole({ name: 'VERTICE PROVA', priority: 4, roleCategoryId: category });
    expect(sameName.statusCode).toBe(400);
    expect(errorOf(sameName).body.fields?.[0]?.path).toBe('body.name');

    const tree = (await call('GET', '/contacts/roles', staff)).json<ContactRoleTree>();
    const ours = tree.data.find((group) => group.contactRoleCategoryId === category)!;
    expect(ours.contactRoles.map((role) => role.name)).toEqual([
      'Vertice prova',
      'Mezzo prova',
      'Base prova',
    ]);

    // A role others answer to, and a category with roles, stay.
    expect((await call('DELETE', `/contacts/roles/${top.contactRoleId}`, staff)).statusCode).toBe(409);
    expect((await call('DELETE', `/contacts/role-categories/${category}`, staff)).statusCode).toBe(409);
  });

  it('keeps a role that associations use (409 Contact role in use)', async () => {
    const tree = (await call('GET', '/contacts/roles', staff)).json<ContactRoleTree>();
    const used = tree.data.flatMap((group) => group.contactRoles).find((role) => role.associationCount > 0)!;
    const refused = await call('DELETE', `/contacts/roles/${used.contactRoleId}`, staff);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Contact role in use');
  });
});

describe('associations and the tickets’ routing', () => {
  it('sends the next ticket of a site to a new association of a role that handles tickets', async () => {
    const category = await newCategory('Pronto intervento', 0);
    const role = (
      await newRole({
        name: 'Reperibile di turno',
        priority: 0,
        roleCategoryId: category,
        handleTickets: true,
      })
    ).json<ContactRole>();
    const person = await newPerson('Reperibile');
    const created = await call('POST', '/contacts/associations', staff, {
      customerCode: 'CL0001',
      siteCode: site.siteCode,
      contactId: person.contactId,
      roleId: role.contactRoleId,
    });
    expect(created.statusCode, created.body).toBe(201);

    const listed = (
      await call(
        'GET',
        `/contacts/associations?siteCode=${site.siteCode}&contactId=${person.contactId}`,
        staff,
      )
    ).json<ContactAssociationList>();
    // The site's job order is filled in from the site.
    expect(listed.data).toEqual([
      expect.objectContaining({
        jobTaskCode: site.jobOrderId,
        role: 'Reperibile di turno',
        handleTickets: true,
      }),
    ]);

    const ticket = await call('POST', '/tickets', 'cliente.demo', {
      type: 'INTERVENTION_REQUEST',
      urgency: 'MEDIUM',
      siteCode: site.siteCode,
      room: 'Ingresso',
      subject: 'Porta bloccata',
      description: 'La porta d’ingresso non si apre.',
      attachmentIds: [],
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    expect(ticket.json<TicketDetail>()).toMatchObject({
      assignedRole: 'Reperibile di turno',
      assignedContactName: expect.stringContaining('Reperibile'),
    });

    // The customer's contacts page shows the person on the site too.
    const mine = (await call('GET', `/contacts/my-list?siteCode=${site.siteCode}`, 'cliente.demo')).json<{
      data: ContactRoleCategoryGroup[];
    }>();
    expect(mine.data[0]?.name).toBe('Pronto intervento');

    // Twice: 422 Association already exists, with or without the job order written.
    const again = await call('POST', '/contacts/associations', staff, {
      customerCode: 'CL0001',
      jobOrderId: site.jobOrderId,
      siteCode: site.siteCode,
      contactId: person.contactId,
      roleId: role.contactRoleId,
    });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).message).toBe('Association already exists');

    const associationId = listed.data[0]!.contactAssociationId;
    expect((await call('DELETE', `/contacts/associations/${associationId}`, staff)).statusCode).toBe(204);
    expect((await call('DELETE', `/contacts/associations/${associationId}`, staff)).statusCode).toBe(406);
  });

  it('refuses a place that is not the customer’s with 406 Missing association, naming the field', async () => {
    const person = await newPerson('Altrove');
    const cases = [
      [{ customerCode: 'CL9999' }, 'body.customerCode'],
      [{ customerCode: 'CL0002', siteCode: site.siteCode }, 'body.siteCode'],
      [{ customerCode: 'CL0002', jobOrderId: site.jobOrderId }, 'body.jobOrderId'],
      [{ customerCode: 'CL0001', siteCode: 'NOPE' }, 'body.siteCode'],
    ] as const;
    for (const [place, path] of cases) {
      const refused = await call('POST', '/contacts/associations', staff, {
        ...place,
        contactId: person.contactId,
        roleId: 1,
      });
      expect(refused.statusCode, JSON.stringify(place)).toBe(406);
      expect(errorOf(refused)).toMatchObject({
        message: 'Missing association',
        body: { fields: [{ path }] },
      });
    }
  });

  it('lists a customer’s job orders for the picker', async () => {
    const options = (await call('GET', '/contacts/job-orders?customerCode=CL0001', staff)).json<
      { jobOrderId: string }[]
    >();
    expect(options.map((option) => option.jobOrderId)).toContain(site.jobOrderId);
  });
});

it('refuses every call to a user without permission 14 (operatore.demo)', async () => {
  for (const [method, url] of [
    ['GET', '/contacts/people'],
    ['GET', '/contacts/roles'],
    ['GET', '/contacts/associations'],
    ['POST', '/contacts/role-categories'],
  ] as const) {
    expect(
      (await call(method, url, 'operatore.demo', method === 'POST' ? { name: 'x', priority: 1 } : undefined))
        .statusCode,
    ).toBe(403);
  }
});

describe('photos', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 2),
  ]);
  const upload = (username: string, contactId: number, bytes: Buffer) => {
    const body = multipart([{ name: 'file', filename: 'foto.png', body: bytes }]);
    return testApp.app.inject({
      method: 'PUT',
      url: `/api/contacts/people/${contactId}/photo`,
      headers: { 'content-type': body.contentType, authorization: `Bearer ${tokens[username] ?? ''}` },
      payload: body.payload,
    });
  };

  it('shows the demo portraits to the customers who see the person', async () => {
    const groups = (await call('GET', '/contacts/my-list', 'cliente.demo')).json<{
      data: ContactRoleCategoryGroup[];
    }>().data;
    const portrayed = groups
      .flatMap((group) => group.associations)
      .find((association) => association.contact.employeeImage !== null)!;
    expect(portrayed.contact.employeeImage).toBe(`/api/contacts/people/${portrayed.contactId}/photo`);
    const photo = await call('GET', `/contacts/people/${portrayed.contactId}/photo`, 'cliente.demo');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/svg+xml');
  });

  it('takes an image from staff alone, shows it to the customer of the person, and removes it with them', async () => {
    const person = await newPerson('Fotografata');
    const role = (await call('GET', '/contacts/roles', staff)).json<ContactRoleTree>().data[0]!
      .contactRoles[0]!;
    const associated = await call('POST', '/contacts/associations', staff, {
      customerCode: 'CL0001',
      contactId: person.contactId,
      roleId: role.contactRoleId,
    });
    expect(associated.statusCode, associated.body).toBe(201);

    expect((await upload('operatore.demo', person.contactId, png)).statusCode).toBe(403);
    const refused = await upload(staff, person.contactId, Buffer.from('<svg onload="alert(1)"/>'));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).body.code).toBe('CONTACT_PHOTO_NOT_VALID');
    expect((await upload(staff, 2_147_483_647, png)).statusCode).toBe(404);
    const saved = await upload(staff, person.contactId, png);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ employeeImage: `/api/contacts/people/${person.contactId}/photo` });

    const seen = await call('GET', `/contacts/people/${person.contactId}/photo`, 'cliente.demo');
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.rawPayload.equals(png)).toBe(true);
    expect((await call('GET', `/contacts/people/${person.contactId}/photo`, 'altro.demo')).statusCode).toBe(
      404,
    );

    expect((await call('DELETE', `/contacts/people/${person.contactId}`, staff)).statusCode).toBe(204);
    expect((await call('GET', `/contacts/people/${person.contactId}/photo`, staff)).statusCode).toBe(404);
  });
});
