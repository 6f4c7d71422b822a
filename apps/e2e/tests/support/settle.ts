import type { Page, Request } from '@playwright/test';
import { expect } from './test.ts';

const requestsInFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests in flight (once per page). */
function tracked(page: Page): Set<Request> {
  let inFlight = requestsInFlight.get(page);
  if (!inFlight) {
    const requests = new Set<Request>();
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    requestsInFlight.set(page, requests);
    inFlight = requests;
  }
  return inFlight;
}

/** Call before the page's first navigation, so that settle() sees every request it makes. */
export const trackRequests = (page: Page) => void tracked(page);

/**
 * Waits until the page has loaded what it shows: no request in flight for `quietMs` (a lazy page asks
 * for its code, then its data), and no loader left (`aria-busy`). Playwright's 'networkidle' waits a
 * fixed 500 ms after the last request, which over hundreds of visits was most of the accessibility walk.
 */
export async function settle(page: Page, quietMs = 150) {
  const inFlight = tracked(page);
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  for (;;) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    if (Date.now() > deadline) {
      throw new Error(
        `requests still in flight: ${[...inFlight].map((request) => request.url()).join(', ')}`,
      );
    }
    await page.waitForTimeout(25);
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  // What the answers brought is drawn in React's next renders: two frames.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Opens `url` inside the app, as its links do (the router's history), and waits for it to settle: a
 * signed-in page loaded again from the server costs its scripts' parsing, the profile and the shell's
 * calls each time. A page without the app's router (about:blank, an error) is loaded with `goto`.
 */
export async function openInApp(page: Page, url: string) {
  const pushed = await page.evaluate((to) => {
    const router = (window as unknown as { __TSR_ROUTER__?: { history: { push: (path: string) => void } } })
      .__TSR_ROUTER__;
    router?.history.push(to);
    return router !== undefined;
  }, url);
  if (!pushed) await page.goto(url);
  await settle(page);
}
