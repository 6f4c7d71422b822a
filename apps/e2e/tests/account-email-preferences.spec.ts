import { expect, test } from './support/test.ts';
import { createActiveUser, openUserMenu, signInAs } from './support/accounts.ts';

const password = 'Preferenze2026!';

test('the user menu opens the email preferences in a new tab, which saves the consents', async ({
  page,
  context,
  request,
}) => {
  const user = await createActiveUser(request, 'preferenze', password);
  await signInAs(page, user.username, { password });

  await openUserMenu(page, `${user.firstName} ${user.lastName}`);
  const [preferences] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: 'Preferenze email' }).click(),
  ]);
  await expect(preferences).toHaveURL(/\/email-preferences\/[^/]+$/);
  await expect(preferences.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
  const system = preferences.getByRole('checkbox', { name: /email di sistema/ });
  const news = preferences.getByRole('checkbox', { name: /novità e iniziative/ });
  await expect(system).toBeChecked();
  await expect(news).not.toBeChecked();

  await system.uncheck();
  await preferences.getByRole('button', { name: 'Salva le preferenze' }).click();
  await expect(preferences.getByText('Il consenso alle email di sistema è obbligatorio')).toBeVisible();

  await system.check();
  await news.check();
  await preferences.getByRole('button', { name: 'Salva le preferenze' }).click();
  await expect(preferences.getByRole('status')).toHaveText('Preferenze salvate.');

  await preferences.reload();
  await expect(news).toBeChecked();
  await expect(system).toBeChecked();
});

test('a link with an unknown token says so', async ({ page }) => {
  await page.goto('/email-preferences/token-inesistente');
  await expect(page.getByRole('alert')).toContainText('Il link delle preferenze non è valido o è scaduto');
});
