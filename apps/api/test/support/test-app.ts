import path from 'node:path';
import type { DatabaseHandle } from '@portale/db';
import { writeDemoDataFiles } from '@portale/demo-data';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';
import { openTestDatabase, templateDay } from './test-database.ts';

export const demoPassword = 'Portale2026!';

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { database: DatabaseHandle };

/** A migrated, seeded database of its own (a copy of the suite's) and the app built on it, as in production. */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: TestApp['app']) => void,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: 'does-not-exist',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_PAGE_CALLS_PER_MINUTE: '1000',
    EXPENSIVE_ROUTE_CALLS_PER_MINUTE: '1000',
    ...env,
  });
  const database = await openTestDatabase();
  // With a DATA_DIR of its own, a test gets the demo documents' files too, as the server does.
  if (env.DATA_DIR) await writeDemoDataFiles(path.resolve(env.DATA_DIR, 'files'), { today: templateDay() });
  try {
    const built = await buildApp({ config, database });
    beforeReady?.(built.app);
    await built.app.ready();
    return { ...built, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function closeTestApp(testApp: TestApp) {
  await testApp.app.close();
  await testApp.database.close();
}

export async function loginAs(testApp: TestApp, username: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password: demoPassword },
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A function that calls `/api{url}` as one of the signed-in users of `tokens`. The app is read when a
 * call is made, as test files create it in beforeAll.
 */
export const apiCaller =
  (currentApp: () => TestApp, tokens: Record<string, string>) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, username: string, payload?: unknown) =>
    currentApp().app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(tokens[username] ?? ''),
      ...(payload !== undefined && { payload: payload as object }),
    });
