import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, inject, query, sql, userIdOf } from '../support/identity.ts';
import { closeTestApp, createTestApp, loginAs, type TestApp } from '../support/test-app.ts';

/** Permissions of users: customer sub-roles and sites, back-office permissions, one at a time or several. */

let testApp: TestApp;
let staff: string;
let staffId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  staff = await loginAs(testApp, 'staff.demo');
  staffId = await userIdOf(testApp, 'staff.demo');
});
afterAll(() => closeTestApp(testApp));

/** A staff user holding permission 1 but not every permission (Federica Marchetti: 0, 1, 2, 3, 18). */
const limitedStaff = async () => {
  const [row] = await query<{ username: string }>(
    testApp,
    sql`select username from users where first_name = 'Federica' and last_name = 'Marchetti'`,
  );
  return loginAs(testApp, row?.username ?? '');
};

describe('permissions', () => {
  it('lists every permission and sub-role with its Italian label', async () => {
    const response = await inject(testApp, 'GET', '/api/user/user-permissions', { token: staff });
    const body = response.json<{
      internalRoleClaims: { value: number; label: string }[];
      externalRoleClaims: unknown[];
    }>();
    expect(body.internalRoleClaims).toHaveLength(18);
    expect(body.internalRoleClaims[1]).toEqual({ value: 1, label: 'Utenti dei clienti' });
    expect(body.externalRoleClaims).toHaveLength(17);
  });

  it("sets a customer user's sub-roles and sites; the user's next request sees them", async () => {
    const id = await userIdOf(testApp, 'limitato.demo');
    const token = await loginAs(testApp, 'limitato.demo');
    const sites = await query<{ code: string }>(
      testApp,
      sql`select s.code from sites s join job_orders j on j.id = s.job_order_id where j.customer_code = 'CL0001' order by s.code limit 2`,
    );
    const codes = sites.map((site) => site.code);
    const put = (payload: object, userId = id) =>
      inject(testApp, 'PUT', `/api/user/${userId}/permissions`, { token: staff, payload });
    expect((await put({ customerSubRoles: [5, 0], limitedToSites: true, siteCodes: codes })).statusCode).toBe(
      204,
    );
    expect((await inject(testApp, 'GET', '/api/user/me', { token })).json().customerSubRoles).toEqual([0, 5]);
    const details = (await inject(testApp, 'GET', `/api/user/${id}/details`, { token: staff })).json();
    expect(details.sites.map((site: { siteCode: string }) => site.siteCode).sort()).toEqual(codes);

    const [foreign] = await query<{ code: string }>(
      testApp,
      sql`select s.code from sites s join job_orders j on j.id = s.job_order_id where j.customer_code = 'CL0002' limit 1`,
    );
    expect(
      (await put({ customerSubRoles: [5], limitedToSites: true, siteCodes: [foreign?.code] })).statusCode,
    ).toBe(400);
    expect((await put({ customerSubRoles: [99], limitedToSites: false })).json().message).toBe(
      'Cannot read permissions role claim',
    );
    expect((await put({ customerSubRoles: [5], limitedToSites: false }, staffId)).statusCode).toBe(404);
  });

  it('updates several customer users at once, or none when one is unknown', async () => {
    const ids = [await userIdOf(testApp, 'limitato.demo'), await userIdOf(testApp, 'ati.demo')];
    const bulk = (userIds: string[]) =>
      inject(testApp, 'POST', '/api/user/update-customer-user-permissions', {
        token: staff,
        payload: {
          users: userIds.map((userId) => ({ userId, customerSubRoles: [5, 6], limitedToSites: false })),
        },
      });
    const failed = await bulk([...ids, '00000000-0000-4000-8000-000000000000']);
    expect(failed.json()).toMatchObject({ status: 404, message: 'Some user not found' });
    expect(
      (await inject(testApp, 'GET', `/api/user/${ids[1]}/details`, { token: staff })).json()
        .permissionsRoleClaim,
    ).toHaveLength(17);
    expect((await bulk(ids)).statusCode).toBe(204);
    const details = (await inject(testApp, 'GET', `/api/user/${ids[1]}/details`, { token: staff })).json();
    expect(details.permissionsRoleClaim).toEqual([5, 6]);
  });

  it('sets back-office permissions: effective on the next request, only within your own, never your own', async () => {
    const operatorId = await userIdOf(testApp, 'operatore.demo');
    const operator = await loginAs(testApp, 'operatore.demo');
    const put = (permissions: number[], userId = operatorId, token = staff) =>
      inject(testApp, 'PUT', `/api/user/updatebackoffice/${userId}`, {
        token,
        payload: { backOfficePermissions: permissions },
      });
    expect((await inject(testApp, 'GET', '/api/user/portale', { token: operator })).statusCode).toBe(403);
    expect((await put([1, 4, 5])).statusCode).toBe(204);
    expect((await inject(testApp, 'GET', '/api/user/portale', { token: operator })).statusCode).toBe(200);
    expect((await put([4, 5])).statusCode).toBe(204);
    expect((await inject(testApp, 'GET', '/api/user/portale', { token: operator })).statusCode).toBe(403);

    expect((await put([1], staffId)).json()).toMatchObject({
      status: 403,
      message: 'Cannot disable, delete or change the permissions of your own account',
    });
    expect((await put([1], await userIdOf(testApp, 'cliente.demo'))).statusCode).toBe(404);
    expect((await put([15])).json().message).toBe('Cannot read permissions role claim');
    const limited = await limitedStaff();
    expect((await put([1, 4, 5], operatorId, limited)).statusCode).toBe(403);
    expect((await put([1], staffId, limited)).statusCode).toBe(403);
    const bulk = await inject(testApp, 'POST', '/api/user/update-user-permissions', {
      token: staff,
      payload: {
        users: [
          { userId: operatorId, backOfficePermissions: [4] },
          { userId: 'nope', backOfficePermissions: [] },
        ],
      },
    });
    expect(bulk.json()).toMatchObject({ status: 404, message: 'Some user not found' });
    const audit = await auditOf(testApp, operatorId);
    expect(audit[0]).toMatchObject({
      event: 'user_permissions_changed',
      details: { backOfficePermissions: [4, 5] },
    });
  });
});
