import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { bearer, openUserMenu, pathOf, signIn, signInAs, staffToken } from './support/accounts.ts';

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
  // The top bar grows by the banner's height: the page starts below both.
  await expect
    .poll(async () => {
      const header = await page.getByRole('banner').boundingBox();
      const heading = await page.getByRole('heading', { name: /Giulia/ }).boundingBox();
      return header && heading && heading.y >= header.y + header.height;
    })
    .toBe(true);

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

test('what staff write while impersonating shows to the customer as theirs, on behalf of the customer', async ({
  page,
  request,
}) => {
  const staff = await staffToken(request);
  const search = await request.get('/api/user/portale', {
    params: { query: 'cliente.demo' },
    headers: bearer(staff),
  });
  const [customer] = ((await search.json()) as { data: { id: string }[] }).data;
  const created = await request.post(`/api/user/create-impersonation/${customer?.id}`, {
    headers: bearer(staff),
  });
  const secret = new URL(((await created.json()) as { url: string }).url).searchParams.get('secret');
  const opened = await request.post(`/api/user/impersonate?secret=${secret}`);
  expect(opened.status()).toBe(200);
  const impersonated = bearer(((await opened.json()) as { token: string }).token);
  const options = await request.get('/api/tickets/site-options', { headers: impersonated });
  const [site] = (await options.json()) as { siteCode: string }[];
  const ticket = await request.post('/api/tickets', {
    headers: impersonated,
    data: {
      type: 'COMPLAINT',
      urgency: 'LOW',
      siteCode: site?.siteCode,
      subject: 'Segnalata al telefono',
      description: 'Il cliente ha chiamato il servizio clienti.',
    },
  });
  expect(ticket.status()).toBe(201);
  const { ticketId } = (await ticket.json()) as { ticketId: string };

  await signInAs(page, 'cliente.demo', { at: `/transmissions/tickets/detail/${ticketId}` });
  await expect(page.getByText('Aperta da')).toBeVisible();
  await expect(
    page.getByText(/^Alessandro Romano per conto di Giulia Bianchi il \d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Conversazione' })
      .getByText('Alessandro Romano per conto di Giulia Bianchi', { exact: true }),
  ).toBeVisible();
});
