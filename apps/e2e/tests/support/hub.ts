import type { Page, WebSocket } from '@playwright/test';
import { tokenStorageKey } from '@portale/shared';
import { demoPassword, signIn, signInAs } from './accounts.ts';
import { expect } from './test.ts';

/**
 * Signs in and resolves once the real-time hub has accepted Login (its ack `{"ok":true,"at":…}` on the websocket), with the
 * socket and the session's token. From the worker's saved session, or through the form with `viaForm`
 * (for a test that ends the session).
 */
export async function signInConnected(page: Page, username: string, { viaForm = false } = {}) {
  const connected = new Promise<WebSocket>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && /^43\d*\[\{"ok":true[,}]/.test(frame.payload))
          resolve(socket);
      });
    });
  });
  if (viaForm) {
    await signIn(page, username, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  } else {
    await signInAs(page, username);
  }
  const socket = await connected;
  const token = await page.evaluate((key) => localStorage.getItem(key) ?? '', tokenStorageKey);
  return { token, socket };
}
