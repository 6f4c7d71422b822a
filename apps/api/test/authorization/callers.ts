import { sql, type SQL } from 'drizzle-orm';
import { allBackOfficePermissions, allCustomerSubRoles } from '@portale/shared';
import type { TestApp } from '../support/test-app.ts';
import type { Account, Caller, MatrixContext, Ownership } from './matrix.ts';

const demoAccounts = [
  'anonymous',
  'cliente.demo',
  'limitato.demo',
  'ati.demo',
  'altro.demo',
  'staff.demo',
  'operatore.demo',
];
const singleSubRolePrefix = 'matrix.sub-role-';
const singlePermissionPrefix = 'matrix.permission-';

/**
 * Every route is called as nobody, as each demo account of the README, and as one user for each
 * customer sub-role (of the demo customer, CL0001) and each back-office permission holding only that
 * one: the demo accounts hold every sub-role or few, so only these single-role users tell a route under
 * the wrong sub-role or permission from the right one.
 */
export const accounts: readonly Account[] = [
  ...demoAccounts,
  ...allCustomerSubRoles.map((subRole) => `${singleSubRolePrefix}${subRole}`),
  ...allBackOfficePermissions.map((permission) => `${singlePermissionPrefix}${permission}`),
];

/** Creates the single-role users, with the demo password, as copies of cliente.demo and staff.demo. */
export async function createSingleRoleUsers(testApp: TestApp): Promise<void> {
  const copies = (source: string, prefix: string, column: SQL, numbers: readonly number[]) =>
    testApp.database.db.execute(sql`
      insert into users (username, email, first_name, last_name, kind, customer_code, password_hash,
        password_changed_at, enabled, email_confirmed, system_emails_consent, ${column})
      select ${prefix}::text || n, ${prefix}::text || n || '@example.test', 'Matrice', ${prefix}::text || n, kind,
        customer_code, password_hash, password_changed_at, true, true, true, array[n]
      from users cross join unnest(${`{${numbers.join(',')}}`}::integer[]) as held(n)
      where username = ${source}`);
  await copies('cliente.demo', singleSubRolePrefix, sql`customer_sub_roles`, allCustomerSubRoles);
  await copies('staff.demo', singlePermissionPrefix, sql`back_office_permissions`, allBackOfficePermissions);
}

/** Every account's holdings and ids, in the order of `accounts`, from the seeded database. */
export async function loadContexts(testApp: TestApp): Promise<MatrixContext[]> {
  const rows = async <T>(statement: SQL) =>
    ((await testApp.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const users = await rows<{
    username: string;
    id: string;
    kind: 'customer' | 'staff';
    customer_code: string | null;
    ati_group_id: number | null;
    customer_sub_roles: number[];
    back_office_permissions: number[];
  }>(
    sql`select username, id, kind, customer_code, ati_group_id, customer_sub_roles, back_office_permissions
        from users where username like '%.demo' or username like 'matrix.%'`,
  );
  const siteOf = async (customerCode: string, atiGroupId: number | null) => {
    const [row] = await rows<{ code: string }>(
      sql`select s.code from sites s join job_orders j on j.id = s.job_order_id
          where j.customer_code = ${customerCode} and s.published
          and (${atiGroupId}::int is null or j.ati_group_id = ${atiGroupId}::int)
          order by s.code limit 1`,
    );
    if (!row) throw new Error(`no published site of ${customerCode}`);
    return row.code;
  };
  /** The latest invoice of a customer's job orders (billing). */
  const billingDocumentOf = async (customerCode: string) => {
    const [row] = await rows<{ id: string }>(
      sql`select id from billing_documents where customer_code = ${customerCode}
          order by issue_date desc, number desc limit 1`,
    );
    if (!row) throw new Error(`no billing document of ${customerCode}`);
    return row.id;
  };
  /** A latest document for the customer as a whole (documents). */
  const documentOf = async (customerCode: string) => {
    const [row] = await rows<{ id: string }>(
      sql`select d.id from documents d join document_associations a on a.document_id = d.id
          where a.customer_code = ${customerCode} and a.job_order_id is null and a.site_code is null
            and not d.outdated order by d.created_at desc, d.id limit 1`,
    );
    if (!row) throw new Error(`no document of ${customerCode}`);
    return row.id;
  };
  const byName = new Map(users.map((user) => [user.username, user]));
  const ownership = async (username: string): Promise<Ownership> => {
    const user = byName.get(username);
    if (!user?.customer_code) throw new Error(`${username} is not a customer user`);
    return {
      userId: user.id,
      customerCode: user.customer_code,
      siteCode: await siteOf(user.customer_code, null),
      billingDocumentId: await billingDocumentOf(user.customer_code),
      documentId: await documentOf(user.customer_code),
    };
  };
  const [customerA, customerB] = [await ownership('cliente.demo'), await ownership('altro.demo')];
  const contexts: MatrixContext[] = [];
  for (const account of accounts) {
    const user = byName.get(account);
    if (!user && account !== 'anonymous') throw new Error(`no user ${account}`);
    const caller: Caller = {
      account,
      kind: user?.kind ?? 'anonymous',
      subRoles: user?.customer_sub_roles ?? [],
      permissions: user?.back_office_permissions ?? [],
    };
    const siteCode = user?.customer_code ? await siteOf(user.customer_code, user.ati_group_id) : null;
    contexts.push({
      caller,
      own: { userId: user?.id ?? null, customerCode: user?.customer_code ?? null, siteCode },
      foreign: user?.customer_code === customerB.customerCode ? customerA : customerB,
      unknownUserId: '00000000-0000-4000-8000-000000000000',
    });
  }
  return contexts;
}
