import { expect, test } from './support/test.ts';
import { createCustomerUser, pathOf, signIn } from './support/accounts.ts';

const password = 'Attivato2026@';

test('first access from the activation link: who, password, mandatory consent, then sign in @phone', async ({
  page,
  request,
}) => {
  const { user, activationLink } = await createCustomerUser(request, 'attivazione');

  await page.goto(pathOf(activationLink));
  await expect(page.getByRole('heading', { name: 'Attiva il tuo account' })).toBeVisible();
  const identity = page.getByRole('definition');
  await expect(identity).toHaveText([`${user.firstName} ${user.lastName}`, user.username, user.email]);

  await page.getByRole('textbox', { name: 'Nuova password' }).fill(password);
  await page.getByRole('textbox', { name: 'Conferma la password' }).fill(password);
  await page.getByRole('button', { name: 'Attiva l’account' }).click();
  await expect(page.getByText('Il consenso alle email di sistema è obbligatorio')).toBeVisible();

  await page.getByRole('checkbox', { name: /email di sistema/ }).check();
  await page.getByRole('checkbox', { name: /novità e iniziative/ }).check();
  await page.getByRole('button', { name: 'Attiva l’account' }).click();

  await expect(page).toHaveURL(/\/login\?notice=account-enabled$/);
  await expect(page.getByRole('status')).toContainText('Account attivato');
  await signIn(page, user.username, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link has done its job: opened again, it says so.
  await page.goto(pathOf(activationLink));
  await expect(page.getByRole('alert')).toContainText(
    'Il codice di primo accesso non è valido oppure il tuo account è già stato attivato.',
  );
  await expect(page.getByRole('link', { name: 'Vai all’accesso' })).toBeVisible();
});

test('an unknown activation code is explained, with a way to get a new link', async ({ page }) => {
  await page.goto('/enable-user?code=codice-inesistente');
  await expect(page.getByRole('alert')).toContainText('Il codice di primo accesso non è valido');
  await page.getByRole('link', { name: 'Chiedi un nuovo link' }).click();
  await expect(page).toHaveURL(/\/recover-password$/);
});
