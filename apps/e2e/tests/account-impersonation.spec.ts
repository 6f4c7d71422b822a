import { expect, test, type Page } from '@playwright/test';
import { bearer, openUserMenu, pathOf, signIn } from './support/accounts.ts';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('portale-clienti.token'));

test('staff opens an impersonation link, sees the banner and goes back to their own account', async ({
  page,
  request,
}) => {
  await signIn(page, 'staff.demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  const staffToken = (await storedToken(page)) ?? '';
  const search = await request.get('/api/user/portale', {
    params: { query: 'cliente.demo' },
    headers: bearer(staffToken),
  });
  const [customer] = ((await search.json()) as { data: { id: string }[] }).data;
  const created = await request.post(`/api/user/create-impersonation/${customer?.id}`, {
    headers: bearer(staffToken),
  });
  expect(created.status()).toBe(200);
  const { url } = (await created.json()) as { url: string };

  await page.goto(pathOf(url));
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Sessione come cliente' });
  await expect(banner).toHaveText(
    /Stai visualizzando il portale come Giulia Bianchi, dall’account di Alessandro Romano/,
  );
  await expect(page.getByRole('heading', { name: /Giulia/ })).toBeVisible();

  // An impersonated session cannot change the password, two-factor or email preferences.
  await openUserMenu(page, 'Giulia Bianchi');
  await expect(page.getByRole('menuitem', { name: 'Esci' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cambia password' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Verifica in due passaggi' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Preferenze email' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const impersonatedToken = (await storedToken(page)) ?? '';
  await banner.getByRole('button', { name: 'Torna al tuo account' }).click();
  await expect(page.getByRole('heading', { name: /Alessandro/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sessione come cliente' })).toHaveCount(0);
  expect(await storedToken(page)).toBe(staffToken);
  const ended = await request.get('/api/user/me', { headers: bearer(impersonatedToken) });
  expect(ended.status()).toBe(401);

  // The link worked once.
  await page.goto(pathOf(url));
  await expect(page.getByRole('alert')).toContainText('non è valido, è già stato usato o è scaduto');
});
