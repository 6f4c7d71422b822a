import { test as base, expect, type Response } from '@playwright/test';
import { serverUrl } from './servers.ts';

type RefusedCallsOptions = {
  /**
   * Whether the test fails when one of the page's own calls to the API is answered 4xx or 5xx: a user
   * using the portal normally is never refused (a 403 in the console is a call the page should not make).
   * Tests of error states leave it off; those that walk the portal as its users do turn it on.
   */
  failOnRefusedCalls: boolean;
};

/** «GET /api/documents/staff/job-orders → 403 (on /documents)»: what a refused call reports. */
function describeRefusal(response: Response, pageUrl: string): string {
  const request = response.request();
  const { pathname } = new URL(request.url());
  return `${request.method()} ${pathname} → ${response.status()} (su ${new URL(pageUrl).pathname})`;
}

/**
 * Playwright's `test`, on the server of the worker that runs it (support/servers.ts): every spec
 * imports `test` and `expect` from here. With `failOnRefusedCalls`, the page's fetches to `/api/` are
 * watched (no time added: the answers are only read as they come) and the test fails at its end
 * naming every refused one.
 */
export const test = base.extend<RefusedCallsOptions>({
  failOnRefusedCalls: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
  page: async ({ page, failOnRefusedCalls }, use) => {
    if (!failOnRefusedCalls) return use(page);
    const refused: string[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const ownCall =
        (type === 'fetch' || type === 'xhr') && new URL(response.url()).pathname.startsWith('/api/');
      if (ownCall && response.status() >= 400) refused.push(describeRefusal(response, page.url()));
    });
    await use(page);
    expect(refused, 'chiamate della pagina rifiutate dall’API').toEqual([]);
  },
});

export { expect };
