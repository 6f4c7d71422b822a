import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AtiManager } from '@portale/shared';
import { query, sql } from './support/identity.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => closeTestApp(testApp));

const managersOf = async (username: string) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/ati-managers/my-list',
    headers: bearer(await loginAs(testApp, username)),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AtiManager[]>();
};

describe('GET /ati-managers/my-list', () => {
  it("gives a group user their ATI's managers, lead company first, with the sites they see", async () => {
    const managers = await managersOf('ati.demo');
    expect(managers.length).toBeGreaterThanOrEqual(3);
    expect(managers[0]?.role).toBe('Responsabile di commessa (mandataria)');
    const siteCodes = managers.flatMap((manager) => manager.sites.map((site) => site.siteCode));
    // The published sites of the two job orders the ATI holds for CL0003: not the unpublished
    // UB000034, nor UB000038 of the job order CL0003 keeps for itself.
    expect([...new Set(siteCodes)].sort()).toEqual([
      'UB000031',
      'UB000032',
      'UB000033',
      'UB000035',
      'UB000036',
      'UB000037',
    ]);
  });

  it('shows a group user limited to some sites only those sites', async () => {
    const [user] = await query<{ id: string }>(
      testApp,
      sql`select id from users where username = 'ati.demo'`,
    );
    const [site] = await query<{ code: string }>(
      testApp,
      sql`select s.code from sites s join job_orders j on j.id = s.job_order_id
          where j.ati_group_id = 1 and s.published order by s.code limit 1`,
    );
    await query(testApp, sql`update users set limited_to_sites = true where id = ${user?.id}`);
    await query(
      testApp,
      sql`insert into user_sites (user_id, site_code) values (${user?.id}, ${site?.code})`,
    );
    try {
      const managers = await managersOf('ati.demo');
      expect(new Set(managers.flatMap((manager) => manager.sites.map((s) => s.siteCode)))).toEqual(
        new Set([site?.code]),
      );
    } finally {
      await query(testApp, sql`update users set limited_to_sites = false where id = ${user?.id}`);
      await query(testApp, sql`delete from user_sites where user_id = ${user?.id}`);
    }
  });

  it('gives users outside any ATI an empty list, never another group', async () => {
    for (const username of ['cliente.demo', 'altro.demo', 'staff.demo']) {
      expect(await managersOf(username), username).toEqual([]);
    }
  });
});
