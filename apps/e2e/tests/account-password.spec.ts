import { type Locator } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { createActiveUser, linkFromLatestEmail, openUserMenu, pathOf, signIn } from './support/accounts.ts';

const firstPassword = 'Iniziale2026!';
const newPassword = 'Cambiata2026$';

/** The requirement items that tick as the new password is typed. */
const metRequirements = (dialog: Locator) =>
  dialog.getByRole('list', { name: 'Requisiti della password' }).locator('li[data-met="true"]');

test('the user menu changes the password: live requirements, client checks, server refusals, success', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'cambio', firstPassword);
  await signIn(page, user.username, firstPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  await openUserMenu(page, `${user.firstName} ${user.lastName}`);
  await page.getByRole('menuitem', { name: 'Cambia password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambia password' });
  const current = dialog.getByLabel('Password attuale');
  const next = dialog.getByRole('textbox', { name: 'Nuova password', exact: true });
  const confirmation = dialog.getByLabel('Conferma la nuova password');
  const confirm = dialog.getByRole('button', { name: 'Conferma' });

  await confirm.click();
  await expect(dialog.getByText('Campo richiesto')).toHaveCount(3);

  await expect(metRequirements(dialog)).toHaveCount(0);
  await next.fill('abcdefgh');
  await expect(metRequirements(dialog)).toHaveText([/Almeno 8 caratteri/]);
  await next.fill('Abcdefg1');
  await expect(metRequirements(dialog)).toHaveCount(3);
  await next.fill(firstPassword);
  await expect(metRequirements(dialog)).toHaveCount(4);

  await current.fill(firstPassword);
  await confirmation.fill('Diversa2026!');
  await confirm.click();
  await expect(dialog.getByText('La nuova password deve essere diversa da quella attuale')).toBeVisible();
  await expect(dialog.getByText('Le due password non coincidono')).toBeVisible();

  // 403: the current password is wrong.
  await current.fill('Sbagliata2026!');
  await next.fill(newPassword);
  await confirmation.fill(newPassword);
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('La password attuale non è corretta.');

  // 422: the form never sends a confirmation that differs; the request is altered on its way.
  await page.route('**/api/user/change-password', (route) =>
    route.continue({ postData: { ...route.request().postDataJSON(), confirmPassword: 'Altra2026!' } }),
  );
  await current.fill(firstPassword);
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('La conferma non coincide con la nuova password.');
  await page.unroute('**/api/user/change-password');

  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Password modificata correttamente')).toBeVisible();

  // /change-password is a page of its own (SPEC.md section 2): it opens the dialog; closing it leads home.
  await page.goto('/change-password');
  await expect(dialog.getByLabel('Password attuale')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openUserMenu(page, `${user.firstName} ${user.lastName}`);
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await signIn(page, user.username, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a forgotten password: recovery email, reset link, sign in with the new password @phone', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'recupero', firstPassword);

  await page.goto('/recover-password');
  await page.getByLabel('Nome utente').fill('nessuno.esiste');
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Utente non trovato/);

  await page.getByLabel('Nome utente').fill(user.username);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByRole('status')).toContainText('Ti abbiamo inviato un’email');

  const link = await linkFromLatestEmail(user.email, '/reset-password');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Scegli una nuova password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nuova password' }).fill('corta');
  await page.getByRole('textbox', { name: 'Conferma la password' }).fill('corta');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect(page.getByText('La password non rispetta tutti i requisiti')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nuova password' }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Conferma la password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Salva la password' }).click();

  await expect(page).toHaveURL(/\/login\?notice=password-reset$/);
  await expect(page.getByRole('status')).toHaveText('Password reimpostata: accedi con la nuova password.');
  await signIn(page, user.username, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(pathOf(link));
  await page.getByRole('textbox', { name: 'Nuova password' }).fill('Ancora2026!');
  await page.getByRole('textbox', { name: 'Conferma la password' }).fill('Ancora2026!');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect(page.getByRole('alert')).toContainText('non è valido, è già stato usato o è scaduto');
  await expect(page.getByRole('link', { name: 'Chiedi un nuovo link' })).toBeVisible();
});
