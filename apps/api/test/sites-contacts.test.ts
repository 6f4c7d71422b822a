import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactAssociation, ContactRoleCategoryGroup } from '@portale/shared';
import { siteCodes } from './support/seed-codes.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of ['cliente.demo', 'ati.demo', 'chiara.galli', 'limitato.demo', 'staff.demo']) {
    tokens[username] = await loginAs(testApp, username);
  }
});
afterAll(() => closeTestApp(testApp));

async function myContacts(username: string, query = '') {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/contacts/my-list${query}`,
    headers: bearer(tokens[username] ?? ''),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ContactRoleCategoryGroup[] }>().data;
}
const associations = (groups: ContactRoleCategoryGroup[]) => groups.flatMap((group) => group.associations);
const idsOf = (rows: ContactAssociation[]) =>
  rows.map((row) => row.contactAssociationId).sort((a, b) => a - b);

describe('GET /contacts/my-list', () => {
  it("groups the provider's people by role category in order of priority", async () => {
    const groups = await myContacts('cliente.demo');
    expect(groups.map((group) => group.name)).toEqual([
      'Direzione',
      'Operativo',
      'Amministrazione',
      'Qualità e sicurezza',
    ]);
    for (const group of groups) {
      const priorities = group.associations.map((row) => row.role.priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
      expect(group.associations.every((row) => row.role.roleCategoryId === group.contactRoleCategoryId)).toBe(
        true,
      );
    }
    expect(associations(groups).every((row) => row.customerCode === 'CL0001')).toBe(true);
  });

  it('leaves out the people of sites the user does not see', async () => {
    const sites = associations(await myContacts('cliente.demo')).flatMap((row) =>
      row.siteCode ? [row.siteCode] : [],
    );
    expect(sites).toContain('UB000001');
    expect(sites).not.toContain('UB000007'); // not published
    const limited = associations(await myContacts('chiara.galli'));
    expect([...new Set(limited.flatMap((row) => (row.siteCode ? [row.siteCode] : [])))].sort()).toEqual([
      'UB000001',
      'UB000002',
      'UB000004',
      'UB000012',
    ]);
    expect(new Set(limited.flatMap((row) => (row.jobTaskCode ? [row.jobTaskCode] : []))).size).toBe(2);
  });

  it("gives a group user the people of the ATI's job orders and of the customer", async () => {
    const rows = associations(await myContacts('ati.demo'));
    expect(rows.every((row) => row.customerCode === 'CL0003')).toBe(true);
    expect(new Set(rows.flatMap((row) => (row.jobTaskCode ? [row.jobTaskCode] : []))).size).toBe(2);
    expect(rows.some((row) => row.site === 'Magazzino farmaceutico di Lecco')).toBe(false);
    expect(rows.some((row) => row.jobTaskCode === null && row.role.name === 'Responsabile di area')).toBe(
      true,
    );
  });

  it('searches by name or role, and narrows to one site', async () => {
    const everyone = associations(await myContacts('cliente.demo'));
    const siteManagers = associations(await myContacts('cliente.demo', '?query=capo'));
    expect(idsOf(siteManagers)).toEqual(idsOf(everyone.filter((row) => row.role.name === 'Capo cantiere')));
    // One for each site cliente.demo sees: UB000001 to UB000017 but the unpublished UB000007 and UB000008.
    expect(siteManagers.map((row) => row.siteCode).sort()).toEqual(
      siteCodes(1, 17).filter((code) => !['UB000007', 'UB000008'].includes(code)),
    );
    const [director] = everyone;
    const fullName = `${director?.contact.name} ${director?.contact.surname}`;
    const byName = associations(await myContacts('cliente.demo', `?query=${encodeURIComponent(fullName)}`));
    expect(idsOf(byName)).toEqual(idsOf(everyone.filter((row) => row.contactId === director?.contactId)));
    expect(byName.length).toBeLessThan(everyone.length);
    const ofSite = associations(await myContacts('cliente.demo', '?siteCode=UB000001'));
    expect(ofSite.filter((row) => row.siteCode !== null).map((row) => row.siteCode)).toEqual(['UB000001']);
    expect(new Set(ofSite.flatMap((row) => (row.jobTaskCode ? [row.jobTaskCode] : []))).size).toBe(1);
  });

  it('finds the people of a site by the site’s name or code', async () => {
    const everyone = associations(await myContacts('cliente.demo'));
    const ofFirstSite = everyone.filter((row) => row.siteCode === 'UB000001');
    const siteName = ofFirstSite[0]?.site ?? '';
    expect(siteName).not.toBe('');
    const byName = associations(await myContacts('cliente.demo', `?query=${encodeURIComponent(siteName)}`));
    // Its people, and maybe those of a site whose name holds the same words; no one of no site.
    expect(idsOf(byName)).toEqual(expect.arrayContaining(idsOf(ofFirstSite)));
    expect(byName.every((row) => row.siteCode !== null)).toBe(true);
    expect(byName.length).toBeLessThan(everyone.length);
    const byCode = associations(await myContacts('cliente.demo', '?query=ub000001'));
    expect(idsOf(byCode)).toEqual(idsOf(ofFirstSite));
  });

  it('needs the contacts sub-role', async () => {
    for (const username of ['limitato.demo', 'staff.demo']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/contacts/my-list',
        headers: bearer(tokens[username] ?? ''),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
