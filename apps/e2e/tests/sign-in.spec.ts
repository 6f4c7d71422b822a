import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const password = 'Portale2026!';

async function signIn(page: Page, username: string, secret = password) {
  await page.goto('/login');
  await page.getByLabel('Nome utente').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(secret);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

test('the root sends a visitor without a session to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
});

test('cliente.demo signs in, sees the shell in Italian with their name, and logs out @phone', async ({
  page,
  isMobile,
}) => {
  await signIn(page, 'cliente.demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  const profile = await page.evaluate(async () => {
    const token = localStorage.getItem('portale-clienti.token');
    const response = await fetch('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as {
      firstName: string;
      lastName: string;
      profile: { companyName: string };
    };
  });
  await expect(
    page.getByRole('heading', {
      name: new RegExp(`(Buongiorno|Buon pomeriggio|Buonasera), ${profile.firstName}`),
    }),
  ).toBeVisible();
  const userMenu = page.getByRole('button', { name: new RegExp(`${profile.firstName} ${profile.lastName}`) });
  if (isMobile) await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Chiudi il menu' }).click();
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows the Italian message and keeps the user on the login page', async ({ page }) => {
  await signIn(page, 'cliente.demo', 'PasswordSbagliata1!');
  await expect(page.getByText('Le tue credenziali non sono corrette, riprova l’accesso')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown user gets the same message as a wrong password', async ({ page }) => {
  await signIn(page, 'nessuno.demo');
  await expect(page.getByText('Le tue credenziali non sono corrette, riprova l’accesso')).toBeVisible();
});

test('empty fields are flagged before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Campo richiesto').first()).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/foo');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
});

test('a protected page says why it asks to sign in, and remembers where the user was going', async ({
  page,
}) => {
  await page.goto('/transmissions/tickets');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(
    page.getByText('Per aprire la pagina richiesta, accedi con il tuo nome utente e la tua password.'),
  ).toBeVisible();
  await page.getByLabel('Nome utente').fill('staff.demo');
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/transmissions\/tickets$/);
});

test('a session revoked on the server sends the user back to login', async ({ page }) => {
  await signIn(page, 'altro.demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(async () => {
    const token = localStorage.getItem('portale-clienti.token');
    await fetch('/api/user/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
});
