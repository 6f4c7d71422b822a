import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page } from '@playwright/test';
import { CustomerSubRole, tokenStorageKey } from '@portale/shared';
import { serverDataDir, serverUrl } from './servers.ts';
import { expect, test } from './test.ts';

export const demoPassword = 'Portale2026!';

/** playwright.config.ts starts the servers from the repository root, each with its own DATA_DIR. */
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mailFolder = () => path.resolve(repositoryRoot, serverDataDir(test.info().parallelIndex), 'mail');

export type TestUser = { id: string; username: string; email: string; firstName: string; lastName: string };

/**
 * Signs in through the login form, as a person does: for the tests of signing in and out, and for a
 * session the test ends (signing out, a password changed). Other tests use `signInAs`.
 */
export async function signIn(page: Page, username: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByLabel('Nome utente').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** A session of each account, opened once by a worker on its own server and shared by its tests. */
const savedSessions = new Map<string, Promise<string>>();

/**
 * Opens a page (the dashboard, unless `at` names another) already signed in as `username`, from a saved
 * session (Playwright's storage state: the token in the origin's localStorage) instead of the login
 * form. A test that ends its session must not use it: the session is the worker's, for every test it
 * runs. Opening the test's first page directly spares a load of the dashboard it would leave at once.
 */
export async function signInAs(
  page: Page,
  username: string,
  { password = demoPassword, at = '/dashboard' }: { password?: string; at?: string } = {},
) {
  const key = `${username}\n${password}`;
  if (!savedSessions.has(key)) savedSessions.set(key, apiToken(page.request, username, password));
  const token = await savedSessions.get(key)!;
  const origin = serverUrl(test.info().parallelIndex);
  // Away from the portal first: a page of it that is open would see its storage change under it.
  await page.goto('about:blank');
  await page.context().setStorageState({
    cookies: [],
    origins: [{ origin, localStorage: [{ name: tokenStorageKey, value: token }] }],
  });
  await page.goto(at);
  if (at === '/dashboard') await expect(page).toHaveURL(/\/dashboard$/);
  // Signed in once the shell shows the user's menu (as after the form): the app has read the session.
  await expect(page.getByRole('button', { name: /menu utente$/ })).toBeVisible();
}

/** Opens the user menu of the top bar (the avatar button, named after the user). */
export async function openUserMenu(page: Page, fullName: string) {
  await page.getByRole('button', { name: `${fullName}: menu utente` }).click();
}

/** A session's token, signed in through the API (`request`: the test's, or its page's `page.request`). */
export async function apiToken(request: APIRequestContext, username: string, password = demoPassword) {
  const response = await request.post('/api/user/login', { data: { username, password } });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** staff.demo's API session, shared by the tests of a worker: sign-ins are rate-limited per address. */
let staffSession: Promise<string> | undefined;
export const staffToken = (request: APIRequestContext) => (staffSession ??= apiToken(request, 'staff.demo'));

/**
 * A new user of cliente.demo's customer holding `subRoles` (site and documents unless told), created by
 * staff.demo as the back office would: the answer carries the activation link. Every run starts on a
 * fresh database; the suffix keeps names unique.
 */
export async function createCustomerUser(
  request: APIRequestContext,
  label: string,
  subRoles: readonly CustomerSubRole[] = [CustomerSubRole.site, CustomerSubRole.documents],
) {
  const token = await staffToken(request);
  const search = await request.get('/api/user/portale', {
    params: { query: 'cliente.demo' },
    headers: bearer(token),
  });
  const [demoCustomer] = ((await search.json()) as { data: { customerCode: string }[] }).data;
  const username = `e2e.${label}.${Date.now().toString(36)}`;
  const user = {
    username,
    email: `${username}@example.test`,
    firstName: 'Laura',
    lastName: label.charAt(0).toUpperCase() + label.slice(1),
  };
  const created = await request.post('/api/user/new-user', {
    headers: bearer(token),
    data: {
      kind: 'customer',
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      surname: user.lastName,
      customerCode: demoCustomer?.customerCode,
      permissionsRoleClaim: subRoles,
    },
  });
  expect(created.status()).toBe(200);
  const { userId, activationLink } = (await created.json()) as { userId: string; activationLink: string };
  return { user: { id: userId, ...user } satisfies TestUser, activationLink };
}

/** A new user who has already completed first access with `password`. */
export async function createActiveUser(
  request: APIRequestContext,
  label: string,
  password: string,
  subRoles?: readonly CustomerSubRole[],
) {
  const { user, activationLink } = await createCustomerUser(request, label, subRoles);
  const code = new URL(activationLink).searchParams.get('code') ?? '';
  const enabled = await request.post(`/api/user/first-access/${encodeURIComponent(code)}`, {
    data: { password, systemEmailsConsent: true, promotionalNewsEmailsConsent: false },
  });
  expect(enabled.status()).toBe(204);
  return user;
}

/** The path and query of a link from an email or the API (PUBLIC_URL may name another host). */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The first link to `pathname` in the newest email to `email` that the server wrote to DATA_DIR/mail
 * (no SMTP_URL in the tests); waits a little for the email to be written.
 */
export async function linkFromLatestEmail(email: string, pathname: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const folder = mailFolder();
      const files = (await readdir(folder).catch(() => [])).sort().reverse();
      for (const file of files) {
        const message = decodeQuotedPrintable(await readFile(path.join(folder, file), 'utf8'));
        if (!message.includes(email)) continue;
        link = message.match(new RegExp(`https?://[^\\s"<>]+${pathname}\\?[^\\s"<>]+`))?.[0];
        return link;
      }
      return undefined;
    })
    .toBeTruthy();
  return link ?? '';
}
