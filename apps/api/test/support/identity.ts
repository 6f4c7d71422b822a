import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';
import { bearer, demoPassword } from './test-app.ts';

/** Helpers of the identity and access tests. */

export const inject = (
  testApp: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: unknown } = {},
) =>
  testApp.app.inject({
    method,
    url,
    ...(options.token && { headers: bearer(options.token) }),
    ...(options.payload !== undefined && { payload: options.payload as object }),
  });

export const login = (testApp: TestApp, username: string, password = demoPassword) =>
  inject(testApp, 'POST', '/api/user/login', { payload: { username, password } });

/** Runs SQL on the test database and returns the rows (both drivers answer with `rows`). */
export async function query<T = Record<string, unknown>>(
  testApp: TestApp,
  statement: ReturnType<typeof sql>,
): Promise<T[]> {
  const result = (await testApp.database.db.execute(statement)) as unknown as { rows: T[] };
  // A write behind the app's back: clear its caches now, as the database's change notice does a few
  // milliseconds later on PostgreSQL (site-read-cache.test.ts tests the notices themselves).
  testApp.caches.clear();
  return result.rows;
}

export async function userIdOf(testApp: TestApp, username: string): Promise<string> {
  const [row] = await query<{ id: string }>(testApp, sql`select id from users where username = ${username}`);
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** The code of a link such as …/enable-user?code=… or …/impersonate-user?secret=… */
export function codeOf(link: string, parameter = 'code'): string {
  const value = new URL(link).searchParams.get(parameter);
  if (!value) throw new Error(`no ${parameter} in ${link}`);
  return value;
}

/** A session of a customer user opened by a staff user's impersonation link: its token. */
export async function impersonationToken(testApp: TestApp, staffToken: string, username: string) {
  const userId = await userIdOf(testApp, username);
  const link = await inject(testApp, 'POST', `/api/user/create-impersonation/${userId}`, {
    token: staffToken,
  });
  if (link.statusCode !== 200) throw new Error(`no impersonation link: ${link.body}`);
  const secret = codeOf(link.json<{ url: string }>().url, 'secret');
  const opened = await inject(testApp, 'POST', `/api/user/impersonate?secret=${secret}`);
  if (opened.statusCode !== 200) throw new Error(`no impersonated session: ${opened.body}`);
  return opened.json<{ token: string }>().token;
}

/** The audit entries about a user, newest first. */
export const auditOf = (testApp: TestApp, userId: string) =>
  query<{
    event: string;
    actor_user_id: string | null;
    ip: string | null;
    details: Record<string, unknown> | null;
  }>(
    testApp,
    sql`select event, actor_user_id, host(ip) as ip, details from audit_log
        where subject_user_id = ${userId} order by id desc`,
  );

export { sql };
