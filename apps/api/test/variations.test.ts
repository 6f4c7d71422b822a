import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of ['cliente.demo', 'limitato.demo'])
    tokens[username] = await loginAs(testApp, username);
});
afterAll(() => closeTestApp(testApp));

describe('Richieste di variazione', () => {
  it('lists the items of the caller’s customer', async () => {
    const response = await call('GET', '/variations/my-list', 'cliente.demo');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a customer user without the sub-role', async () => {
    const response = await call('GET', '/variations/my-list', 'limitato.demo');
    expect(response.statusCode).toBe(403);
  });
});
