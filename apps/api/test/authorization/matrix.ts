import { sql } from 'drizzle-orm';
import type { HttpMethod } from '@portale/shared';
import type { TestApp } from '../support/test-app.ts';

/** The accounts every route is called as: nobody, and each demo account of the README. */
export const accounts = [
  'anonymous',
  'cliente.demo',
  'limitato.demo',
  'ati.demo',
  'altro.demo',
  'staff.demo',
  'operatore.demo',
] as const;
export type Account = (typeof accounts)[number];

/** Groups to write `access` with. */
export const everyone: readonly Account[] = accounts;
export const signedIn: readonly Account[] = accounts.filter((account) => account !== 'anonymous');
export const customers: readonly Account[] = ['cliente.demo', 'limitato.demo', 'ati.demo', 'altro.demo'];
export const staff: readonly Account[] = ['staff.demo', 'operatore.demo'];
export const nobody: readonly Account[] = [];

/** The demo accounts' customer sub-roles and back-office permissions (packages/db/src/seed/fixed.ts). */
const subRolesOf: Partial<Record<Account, 'all' | number[]>> = {
  'cliente.demo': 'all',
  'limitato.demo': [5],
  'ati.demo': 'all',
  'altro.demo': 'all',
};
const permissionsOf: Partial<Record<Account, 'all' | number[]>> = {
  'staff.demo': 'all',
  'operatore.demo': [4, 5],
};

const holding = (table: Partial<Record<Account, 'all' | number[]>>, wanted: number[]) =>
  accounts.filter((account) => {
    const held = table[account];
    return (
      held === 'all' || (held !== undefined && (wanted.length === 0 || wanted.some((n) => held.includes(n))))
    );
  });

/** Customer users holding any of these sub-roles (none listed: every customer user). */
export const customersWith = (...subRoles: number[]): readonly Account[] => holding(subRolesOf, subRoles);
/** Staff holding any of these back-office permissions (none listed: every staff user). */
export const staffWith = (...permissions: number[]): readonly Account[] =>
  holding(permissionsOf, permissions);

/** Ids of one customer's data: the caller's own, or another customer's. */
export type Ownership = { userId: string; customerCode: string; siteCode: string };

export type MatrixContext = {
  caller: Account;
  /** The caller's own data; null fields for anonymous and staff where there is none. */
  own: { userId: string | null; customerCode: string | null; siteCode: string | null };
  /** Data of a customer that is not the caller's (CL0002 for CL0001's users and for staff, else CL0001). */
  foreign: Ownership;
  /** An id no user has. */
  unknownUserId: string;
};

export type MatrixRequest = {
  /** Values of the path's :params. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
};

export type MatrixCase = {
  /** What this case checks, e.g. "another customer's site". */
  name: string;
  /** Who gets past the gate (any status but 401/403); everyone else must get 401 (anonymous) or 403. */
  access: readonly Account[];
  request?: (context: MatrixContext) => MatrixRequest;
};

export type MatrixEntry = {
  method: HttpMethod;
  /** The path as in the contract, relative to /api, with :params (e.g. '/user/:userid/details'). */
  path: string;
  /** The path is not under /api (the web app's /config.json). */
  outsideApi?: boolean;
  access: readonly Account[];
  /**
   * Builds params, query and body for a caller. Prefer requests that prove the gate without side effects:
   * an allowed caller may answer 400 (invalid body) or 404 (unknown id), which still counts as allowed.
   */
  request?: (context: MatrixContext) => MatrixRequest;
  /** More cases of the same route, e.g. with another customer's ids and who may make that call. */
  variants?: MatrixCase[];
  /** Calls it with a session of its own (for routes that end the session, e.g. logout). */
  freshSession?: boolean;
};

/** Resolves the ids of the context from the seeded database. */
export async function loadContexts(testApp: TestApp): Promise<Record<Account, MatrixContext>> {
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await testApp.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const users = await rows<{
    username: string;
    id: string;
    customer_code: string | null;
    ati_group_id: number | null;
  }>(sql`select username, id, customer_code, ati_group_id from users where username like '%.demo'`);
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
  const byName = new Map(users.map((user) => [user.username, user]));
  const ownership = async (username: string): Promise<Ownership> => {
    const user = byName.get(username);
    if (!user?.customer_code) throw new Error(`${username} is not a customer user`);
    return {
      userId: user.id,
      customerCode: user.customer_code,
      siteCode: await siteOf(user.customer_code, null),
    };
  };
  const [customerA, customerB] = [await ownership('cliente.demo'), await ownership('altro.demo')];
  const contexts = {} as Record<Account, MatrixContext>;
  for (const caller of accounts) {
    const user = byName.get(caller);
    const siteCode = user?.customer_code ? await siteOf(user.customer_code, user.ati_group_id) : null;
    contexts[caller] = {
      caller,
      own: { userId: user?.id ?? null, customerCode: user?.customer_code ?? null, siteCode },
      foreign: user?.customer_code === customerB.customerCode ? customerA : customerB,
      unknownUserId: '00000000-0000-4000-8000-000000000000',
    };
  }
  return contexts;
}
