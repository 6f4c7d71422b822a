import { expect, test } from './support/test.ts';
import { signIn } from './support/accounts.ts';

const wrongCredentials = 'Le tue credenziali non sono corrette, riprova l’accesso';

test('a wrong password gets the Italian message and a way to recover the password', async ({ page }) => {
  await signIn(page, 'cliente.demo', 'PasswordSbagliata1!');
  await expect(page.getByRole('alert')).toHaveText(wrongCredentials);
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL(/\/recover-password$/);
  await expect(page.getByRole('heading', { name: 'Password dimenticata' })).toBeVisible();
});

/** Statuses a test cannot cause cheaply on the real server (locking an account takes 10 failures). */
const refusals = [
  { status: 403, code: 'LOGIN_NOT_PERMITTED', text: /non è abilitato all’accesso/ },
  { status: 409, code: 'LOGIN_LOCKOUT', text: /bloccato per 15 minuti.*ti abbiamo inviato un’email/ },
  { status: 429, code: 'TOO_MANY_REQUESTS', text: /Troppi tentativi di accesso/ },
  { status: 500, code: 'LOGIN_TOKEN_GENERATION', text: /Errore del server durante l’accesso/ },
];

test('each refusal of the login catalogue has its own Italian message', async ({ page }) => {
  for (const refusal of refusals) {
    await page.route('**/api/user/login', (route) =>
      route.fulfill({
        status: refusal.status,
        json: { message: 'x', status: refusal.status, body: { code: refusal.code } },
      }),
    );
    await signIn(page, 'cliente.demo');
    await expect(page.getByRole('alert')).toHaveText(refusal.text);
    await page.unroute('**/api/user/login');
  }
});

test('an expired password (419) opens the renewal dialog, then asks to sign in again', async ({ page }) => {
  await page.route('**/api/user/login', (route) =>
    route.fulfill({
      status: 419,
      json: {
        message: 'Password Expired',
        status: 419,
        body: { code: 'LOGIN_PASSWORD_EXPIRED', securityCode: 'codice-di-prova' },
      },
    }),
  );
  let renewal: { url: string; body: unknown } | undefined;
  await page.route('**/api/user/renew-password/*', async (route) => {
    renewal = { url: route.request().url(), body: route.request().postDataJSON() };
    await route.fulfill({ status: 204 });
  });

  await signIn(page, 'cliente.demo');
  const dialog = page.getByRole('dialog', { name: 'Rinnova la password' });
  await expect(dialog.getByText('La tua password è scaduta')).toBeVisible();
  await dialog.getByLabel('Password attuale').fill('Portale2026!');
  await dialog.getByRole('textbox', { name: 'Nuova password', exact: true }).fill('Rinnovata2026$');
  await dialog.getByLabel('Conferma la nuova password').fill('Rinnovata2026$');
  await dialog.getByRole('button', { name: 'Conferma' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(
    'Password modificata correttamente: accedi con la nuova password.',
  );
  expect(renewal?.url).toMatch(/\/api\/user\/renew-password\/codice-di-prova$/);
  expect(renewal?.body).toEqual({
    oldPassword: 'Portale2026!',
    newPassword: 'Rinnovata2026$',
    confirmPassword: 'Rinnovata2026$',
  });
});
