import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSubRole, type AutocompleteItem, type SiteDocument } from '@portale/shared';
import { query, sql } from './support/identity.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * SPEC.md section 6, exactly: a site's documents need the documents sub-role, its contacts the
 * contacts sub-role, whatever else the user holds; site names reach only users whose pages pick a site.
 * The demo accounts hold every sub-role or only documents, so this file gives cliente.demo's colleague
 * limitato.demo one sub-role at a time.
 */

let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  testApp = await createTestApp();
  tokens['cliente.demo'] = await loginAs(testApp, 'cliente.demo');
  tokens['limitato.demo'] = await loginAs(testApp, 'limitato.demo');
  tokens['altro.demo'] = await loginAs(testApp, 'altro.demo');
});
afterAll(() => closeTestApp(testApp));

/** limitato.demo, of the same customer as cliente.demo, holding only these sub-roles. */
async function limitatoHolds(...subRoles: CustomerSubRole[]) {
  const list = `{${subRoles.join(',')}}`;
  await query(testApp, sql`update users set customer_sub_roles = ${list} where username = 'limitato.demo'`);
}

const siteCode = 'UB000001';
const get = (url: string, username = 'limitato.demo') => call('GET', url, username);

async function aDocumentId(): Promise<string> {
  const documents = await get(`/site/${siteCode}/details/documents`, 'cliente.demo');
  const [first] = documents.json<SiteDocument[]>();
  if (!first) throw new Error(`${siteCode} has no document`);
  return first.documentId;
}

describe('the tabs of a site', () => {
  it('with only the site sub-role: the detail, but neither documents, their files nor contacts', async () => {
    const documentId = await aDocumentId();
    await limitatoHolds(CustomerSubRole.site);
    expect((await get(`/site/${siteCode}/details`)).statusCode).toBe(200);
    expect((await get(`/site/${siteCode}/details/documents`)).statusCode).toBe(403);
    expect((await get(`/site/${siteCode}/details/documents/${documentId}/file`)).statusCode).toBe(403);
    expect((await get(`/site/${siteCode}/details/contacts`)).statusCode).toBe(403);
  });

  it('documents and their files with the documents sub-role, contacts with the contacts sub-role', async () => {
    const documentId = await aDocumentId();
    await limitatoHolds(CustomerSubRole.documents);
    expect((await get(`/site/${siteCode}/details/documents`)).statusCode).toBe(200);
    expect((await get(`/site/${siteCode}/details/documents/${documentId}/file`)).statusCode).not.toBe(403);
    expect((await get(`/site/${siteCode}/details/contacts`)).statusCode).toBe(403);
    await limitatoHolds(CustomerSubRole.contacts);
    const contacts = await get(`/site/${siteCode}/details/contacts`);
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json<unknown[]>().length).toBeGreaterThan(0);
    expect((await get(`/site/${siteCode}/details/documents`)).statusCode).toBe(403);
  });
});

describe('site names for users without the site sub-role', () => {
  const pickers = [
    '/site/customer-autocomplete/all',
    '/site/customer-autocomplete/C2024-0001',
    '/site/customer-list-with-dates/C2024-0001',
  ];

  it('are refused to a user whose pages pick no site (billing only)', async () => {
    await limitatoHolds(CustomerSubRole.billing);
    for (const url of pickers) expect((await get(url)).statusCode, url).toBe(403);
  });

  it('are given to a user who writes tickets, whose page picks a site', async () => {
    await limitatoHolds(CustomerSubRole.communications);
    for (const url of pickers) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json<unknown[]>().length, url).toBeGreaterThan(0);
    }
  });

  it("are given to a user of the real-estate registry alone, their customer's and no other's, and the registry opens", async () => {
    await limitatoHolds(CustomerSubRole.realEstateRegistry);
    const ids = async (username: string) =>
      (await get('/site/customer-autocomplete/all', username))
        .json<AutocompleteItem[]>()
        .map((item) => item.id);
    const picked = await ids('limitato.demo');
    expect(picked.length).toBeGreaterThan(0);
    expect(picked).toEqual(await ids('cliente.demo'));
    const others = await ids('altro.demo');
    expect(others.length).toBeGreaterThan(0);
    expect(picked.filter((code) => others.includes(code))).toEqual([]);
    expect((await get(`/real-estate/${picked[0] ?? ''}/tree`)).statusCode).toBe(200);
    expect((await get('/site/my-list')).statusCode).toBe(403);
  });
});
