import { test as base } from '@playwright/test';
import { serverUrl } from './servers.ts';

/**
 * Playwright's `test`, on the server of the worker that runs it (support/servers.ts): every spec
 * imports `test` and `expect` from here.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
});

export { expect } from '@playwright/test';
