import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { createActiveUser, signIn, signInAs } from './support/accounts.ts';

/** Opens a page of the back office's "Amministrazione" group from the left menu. */
async function openAdministration(page: Page, isMobile: boolean, entry: string) {
  if (isMobile) await page.getByRole('button', { name: 'Apri il menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  const link = menu.getByRole('link', { name: entry });
  if (!(await link.isVisible())) await menu.getByText('Amministrazione').click();
  await link.click();
}

test('staff.demo searches users and creates a customer user with some sub-roles and sites @phone', async ({
  page,
  isMobile,
}) => {
  await signInAs(page, 'staff.demo');
  await openAdministration(page, isMobile, 'Utenti');
  await expect(page.getByRole('heading', { name: 'Utenti', level: 1 })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cerca' }).fill('limitato');
  await expect(page.getByText('1 utente', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/query=limitato/);
  await expect(page.getByRole('link', { name: /Conti Marco/ })).toBeVisible();

  await page.getByRole('link', { name: 'Nuovo utente' }).click();
  const username = `e2e.admin.${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'Nuovo utente' });
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Valentina');
  await form.getByRole('textbox', { name: 'Cognome' }).fill('Esposito');
  await form.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.test`);
  await form.getByRole('textbox', { name: 'Nome utente' }).fill(username);
  // The customer is found by its name and shown with its sites.
  await form.getByRole('combobox', { name: 'Cliente' }).fill('santa lucia');
  await page
    .getByRole('option', { name: /^Azienda Ospedaliera Santa Lucia dei Colli \(CL0001\) \d+ ubicazioni/ })
    .click();
  await form.getByRole('checkbox', { name: 'Ubicazioni' }).check();
  await form.getByRole('checkbox', { name: 'Documenti' }).check();
  await form.getByRole('radio', { name: 'Solo le ubicazioni scelte' }).check();

  // Without a site the form explains what is missing, in Italian.
  await form.getByRole('button', { name: 'Crea utente' }).click();
  await expect(form.getByText('Scegli almeno un’ubicazione')).toBeVisible();

  await form.getByRole('combobox', { name: 'Ubicazioni scelte' }).fill('Padiglione A');
  await page.getByRole('option', { name: /Padiglione A/ }).click();
  await form.getByRole('button', { name: 'Crea utente' }).click();

  await expect(page.getByText('Utente creato', { exact: true })).toBeVisible();
  await expect(page.getByText(`Abbiamo inviato a ${username}@example.test`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Link di attivazione' })).toHaveValue(
    /\/enable-user\?code=[\w-]+/,
  );
  await expect(page.getByRole('button', { name: 'Copia il link' })).toBeVisible();

  await page.getByRole('link', { name: 'Apri la scheda dell’utente' }).click();
  await expect(page.getByRole('heading', { name: 'Valentina Esposito', level: 1 })).toBeVisible();
  await expect(page.getByText('In attesa di primo accesso').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Ubicazioni' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Documenti' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Fatturazione' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Solo le ubicazioni scelte' })).toBeChecked();
  await expect(page.getByText(/Presidio Ospedaliero Santa Lucia – Padiglione A \(UB\d{6}\)/)).toBeVisible();

  // The same username again: the API's 409, in Italian.
  await page.goto('/backoffice/users/new');
  await form.getByText('Utente dello staff').click();
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Altra');
  await form.getByRole('textbox', { name: 'Cognome' }).fill('Persona');
  await form.getByRole('textbox', { name: 'Email' }).fill('altra.persona@example.test');
  await form.getByRole('textbox', { name: 'Nome utente' }).fill(username);
  await form.getByRole('button', { name: 'Crea utente' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nome utente già in uso' })).toBeVisible();
});

test('staff.demo disables and re-enables a user, and creates a link to access as the customer', async ({
  page,
  request,
}) => {
  // A user of its own: disabling ends the user's sessions, which other tests may be using.
  const password = 'Disabilitata2026!';
  const user = await createActiveUser(request, 'disabilitata', password);
  const listed = `${user.lastName} ${user.firstName}`;
  await signInAs(page, 'staff.demo', { at: `/backoffice/users?query=${user.username}` });
  await page.getByRole('link', { name: listed }).click();
  await expect(
    page.getByRole('heading', { name: `${user.firstName} ${user.lastName}`, level: 1 }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Disabilita l’utente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disabilitare l’utente?' });
  await expect(dialog).toContainText('perderà subito l’accesso');
  await dialog.getByRole('button', { name: 'Disabilita' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Disabilitato', { exact: true })).toBeVisible();

  // A disabled user cannot sign in: the API refuses with 403.
  const refused = await page.request.post('/api/user/login', {
    data: { username: user.username, password },
  });
  expect(refused.status()).toBe(403);
  await expect(page.getByRole('button', { name: 'Crea link di accesso come cliente' })).toBeDisabled();

  await page.getByRole('button', { name: 'Abilita l’utente' }).click();
  await page
    .getByRole('dialog', { name: 'Abilitare l’utente?' })
    .getByRole('button', { name: 'Abilita' })
    .click();
  await expect(page.getByText('Abilitato', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Crea link di accesso come cliente' }).click();
  await expect(page.getByRole('textbox', { name: 'Link di accesso come cliente' })).toHaveValue(
    /\/impersonate-user\?secret=[\w-]+/,
  );
  await expect(page.getByText(/Vale 2 minuti e si usa una volta sola/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apri il link' })).toHaveAttribute('target', '_blank');

  await page.goto(`/backoffice/users?query=${user.username}`);
  await expect(page.getByRole('link', { name: listed })).toBeVisible();
});

test('operatore.demo has no Utenti entry and is refused the page in Italian', async ({ page }) => {
  await signInAs(page, 'operatore.demo');
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByText('Amministrazione')).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Utenti' })).toHaveCount(0);

  await page.goto('/backoffice/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Accesso non consentito')).toBeVisible();
  await expect(
    page.getByText('Per aprire questa pagina serve il permesso di back office «Utenti dei clienti»'),
  ).toBeVisible();
  // The notice closes by a button a screen reader names.
  await page.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page.getByText('Accesso non consentito')).toBeHidden();
});

test('the audit log shows the sign-ins just made, filtered by username @phone', async ({
  page,
  isMobile,
}) => {
  await signIn(page, 'operatore.demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'staff.demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openAdministration(page, isMobile, 'Registro accessi e attività');
  await expect(page.getByRole('heading', { name: 'Registro accessi e attività' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Nome utente' }).fill('operatore');
  await expect(page).toHaveURL(/username=operatore/);
  await page.getByRole('combobox', { name: 'Evento' }).click();
  await page.getByRole('option', { name: 'Accesso riuscito' }).click();
  await expect(page).toHaveURL(/event=login_succeeded/);

  const entries = isMobile
    ? page.getByRole('listitem')
    : page.getByRole('row').filter({ hasText: 'Accesso' });
  await expect(entries.first()).toContainText('Accesso riuscito');
  await expect(entries.first()).toContainText('Sara Greco');
  await expect(entries.first()).toContainText('(operatore.demo)');
  for (const entry of await entries.all()) await expect(entry).toContainText('operatore.demo');
  await expect(page.getByText(/^\d+ event[oi]$/)).toBeVisible();

  // The time is Italian, DD/MM/YYYY HH:mm, and today's range keeps the entry.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const [year, month, day] = today.split('-');
  await expect(entries.first()).toContainText(new RegExp(`${day}/${month}/${year} \\d{2}:\\d{2}`));
  await page.goto(`/backoffice/audit?username=operatore&event=login_succeeded&from=${today}&to=${today}`);
  await expect(page.getByRole('button', { name: 'Periodo', exact: true })).toHaveText(
    `${day}/${month}/${year} – ${day}/${month}/${year}`,
  );
  await expect(entries.first()).toContainText('Sara Greco');
  await page.getByRole('button', { name: 'Togli il periodo' }).click();
  await expect(page).not.toHaveURL(/from=/);
  await expect(page).toHaveURL(/username=operatore/);
});
