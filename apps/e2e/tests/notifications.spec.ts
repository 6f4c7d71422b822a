import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from './support/accounts.ts';
import { signInConnected } from './support/hub.ts';
import { expect, test } from './support/test.ts';

type NotificationItem = { notificationId: string; template: string; read: boolean };

/** What the provider does from the back office: POST /notifications/send as staff.demo. */
async function sendNotification(
  request: APIRequestContext,
  body: { username: string; text: string; state?: string; stateParams?: Record<string, string> },
) {
  const token = await apiToken(request, 'staff.demo');
  const response = await request.post('/api/notifications/send', {
    data: body,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as NotificationItem;
}

async function unreadOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/notifications/my-list-unread', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as NotificationItem[];
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifiche/ });

test.beforeEach(async ({ request }) => {
  // Start from nothing unread (the demo data greets cliente.demo with one notification).
  const token = await apiToken(request, 'cliente.demo');
  await request.put('/api/notifications/read-all', { headers: { authorization: `Bearer ${token}` } });
});

test('a notification for cliente.demo pops up within a second; a click opens its page and marks it read', async ({
  page,
  request,
}) => {
  const { token } = await signInConnected(page, 'cliente.demo');
  await expect(bell(page)).toHaveAccessibleName('Notifiche');

  const text = `Il referente ha risposto alla tua segnalazione ${Date.now()}`;
  const sent = await sendNotification(request, { username: 'cliente.demo', text, state: 'ati-managers' });
  const popup = page.locator('[data-live-notification]').filter({ hasText: text });
  await expect(popup).toBeVisible({ timeout: 1_000 });
  await expect(page.getByText('Alessandro Romano')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifiche: ci sono notifiche da leggere');

  await popup.click();
  await expect(page).toHaveURL(/\/ati-managers$/);
  await expect
    .poll(async () => (await unreadOf(request, token)).map((item) => item.notificationId))
    .not.toContain(sent.notificationId);
  await expect(bell(page)).toHaveAccessibleName('Notifiche');

  // In the panel it is there, read.
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifiche' });
  await expect(panel.getByRole('tab', { name: 'Da leggere' })).toBeDisabled();
  await expect(panel.getByRole('tab', { name: 'Tutte' })).toHaveAttribute('aria-selected', 'true');
  const item = panel.getByRole('button').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item).not.toHaveAttribute('data-unread');
});

test('the panel: unread first, arrow or check, sender, relative time, click to open, mark all read', async ({
  page,
  request,
}) => {
  const { token } = await signInConnected(page, 'cliente.demo');
  await page.goto('/ati-managers');
  await expect(page.getByRole('heading', { name: 'Referenti ATI' })).toBeVisible();
  const stamp = Date.now();
  const withTarget = `Nuovo report qualità di febbraio ${stamp}`;
  const withoutTarget = `Manutenzione programmata del portale ${stamp}`;
  const hostile = `<img src=x onerror="document.title='violato'"> ${stamp}`;
  await sendNotification(request, { username: 'cliente.demo', text: withTarget, state: 'dashboard' });
  await sendNotification(request, { username: 'cliente.demo', text: withoutTarget });
  await sendNotification(request, { username: 'cliente.demo', text: hostile });
  await expect(bell(page)).toHaveAccessibleName('Notifiche: ci sono notifiche da leggere');

  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifiche' });
  await expect(panel.getByRole('tab', { name: 'Da leggere (3)' })).toHaveAttribute('aria-selected', 'true');
  const targetItem = panel.getByRole('button').filter({ hasText: withTarget });
  const plainItem = panel.getByRole('button').filter({ hasText: withoutTarget });
  await expect(targetItem.getByLabel('Apre la pagina collegata')).toBeVisible();
  await expect(plainItem.getByLabel('Nessuna pagina collegata')).toBeVisible();
  await expect(targetItem.getByText('Alessandro Romano')).toBeVisible();
  await expect(targetItem.getByText(/pochi secondi fa|\d+ secondi fa/)).toBeVisible();
  // The template is escaped on the server and sanitised here: the markup shows as text, nothing runs.
  const hostileItem = panel
    .getByRole('button')
    .filter({ hasText: String(stamp) })
    .filter({ hasText: '<img' });
  await expect(hostileItem).toBeVisible();
  await expect(hostileItem.locator('img')).toHaveCount(0);
  expect(await page.title()).not.toBe('violato');

  // A click on a notification with a target opens it, closes the panel and marks it read.
  await targetItem.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(panel).toBeHidden();
  await expect.poll(async () => (await unreadOf(request, token)).length).toBe(2);

  // Opening again loads afresh: two unread; mark all as read empties and disables the unread tab.
  await bell(page).click();
  await expect(panel.getByRole('tab', { name: 'Da leggere (2)' })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('button', { name: 'Segna tutte come lette' }).click();
  await expect(panel.getByRole('tab', { name: 'Da leggere' })).toBeDisabled();
  await expect(panel.getByRole('tab', { name: 'Tutte' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('button').filter({ hasText: withoutTarget })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifiche');
  expect(await unreadOf(request, token)).toEqual([]);

  // The panel closes on navigation.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('a logout closes the real-time connection', async ({ page }) => {
  const { socket } = await signInConnected(page, 'cliente.demo', { viaForm: true });
  const closed = socket.isClosed() ? Promise.resolve() : socket.waitForEvent('close');
  await page.getByRole('button', { name: /menu utente/ }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login/);
  await closed;
  expect(socket.isClosed()).toBe(true);
});
