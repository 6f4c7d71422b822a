import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CustomerSubRole } from '@portale/shared';

export const demoPassword = 'Portale2026!';

/** playwright.config.ts starts the server from the repository root with this DATA_DIR. */
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mailFolder = path.resolve(repositoryRoot, process.env.E2E_DATA_DIR ?? '.test-results/e2e-data', 'mail');

export type TestUser = { id: string; username: string; email: string; firstName: string; lastName: string };

export async function signIn(page: Page, username: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByLabel('Nome utente').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** Opens the user menu of the top bar (the avatar button, named after the user). */
export async function openUserMenu(page: Page, fullName: string) {
  await page.getByRole('button', { name: `${fullName}: menu utente` }).click();
}

export async function apiToken(request: APIRequestContext, username: string, password = demoPassword) {
  const response = await request.post('/api/user/login', { data: { username, password } });
  expect(response.status()).toBe(200);
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
      const files = (await readdir(mailFolder).catch(() => [])).sort().reverse();
      for (const file of files) {
        const message = decodeQuotedPrintable(await readFile(path.join(mailFolder, file), 'utf8'));
        if (!message.includes(email)) continue;
        link = message.match(new RegExp(`https?://[^\\s"<>]+${pathname}\\?[^\\s"<>]+`))?.[0];
        return link;
      }
      return undefined;
    })
    .toBeTruthy();
  return link ?? '';
}
