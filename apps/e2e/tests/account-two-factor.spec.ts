import { expect, test } from './support/test.ts';
import { createActiveUser, openUserMenu, signIn } from './support/accounts.ts';
import { totpCode } from './support/totp.ts';

const password = 'DuePassi2026!';

test('two-factor: enrol with the QR secret, sign in with the second step, turn it off with a recovery code', async ({
  page,
  request,
}) => {
  // Two sign-ins, enrolment and turning it off: longer than the default 30 s.
  test.setTimeout(60_000);
  const user = await createActiveUser(request, 'duepassi', password);
  const fullName = `${user.firstName} ${user.lastName}`;
  await signIn(page, user.username, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await openUserMenu(page, fullName);
  await page.getByRole('menuitem', { name: 'Verifica in due passaggi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verifica in due passaggi' });
  await dialog.getByRole('button', { name: 'Inizia la configurazione' }).click();
  await expect(dialog.getByRole('img', { name: /Codice QR/ })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';

  await dialog.getByLabel('Codice dell’app').fill('000000');
  await dialog.getByRole('button', { name: 'Attiva' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Codice non valido');
  await dialog.getByLabel('Codice dell’app').fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Attiva' }).click();

  const codes = dialog.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Scarica' }).click();
  expect((await download).suggestedFilename()).toBe('portale-clienti-codici-di-recupero.txt');
  await dialog.getByRole('button', { name: 'Ho salvato i codici' }).click();
  await expect(dialog).toBeHidden();

  await openUserMenu(page, fullName);
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await signIn(page, user.username, password);
  const secondStep = page.getByRole('form', { name: 'Verifica in due passaggi' });
  await expect(secondStep).toBeVisible();
  await secondStep.getByLabel('Codice dell’app').fill('123456');
  await secondStep.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(secondStep.getByRole('alert')).toContainText('Codice non valido');
  // The code of enrolment cannot be used again: the app's next code is, within the server's window.
  await secondStep.getByLabel('Codice dell’app').fill(totpCode(secret, { stepOffset: 1 }));
  await secondStep.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openUserMenu(page, fullName);
  await page.getByRole('menuitem', { name: 'Verifica in due passaggi' }).click();
  await expect(dialog.getByText('La verifica in due passaggi è attiva')).toBeVisible();
  await dialog.getByLabel('Codice dell’app o di recupero').fill(recoveryCode);
  await dialog.getByRole('button', { name: 'Disattiva' }).click();
  await expect(page.getByText('Verifica in due passaggi disattivata')).toBeVisible();

  await openUserMenu(page, fullName);
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await signIn(page, user.username, password);
  await expect(page).toHaveURL(/\/dashboard$/);
});
