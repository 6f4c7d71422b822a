import { type Locator } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';

/** The field's error, as the user reads it under the field (Mantine links it with aria-describedby). */
async function errorOf(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return '';
  return (await field.page().locator(`[id="${errorId}"]`).textContent()) ?? '';
}

test('an empty ticket says what is required and puts the focus on the first missing field @phone', async ({
  page,
}) => {
  await signInAs(page, 'cliente.demo', { at: '/transmissions/tickets/new' });
  const form = page.getByRole('form', { name: 'Nuova segnalazione' });
  const type = form.getByRole('combobox', { name: 'Tipo' });
  const site = form.getByRole('combobox', { name: 'Ubicazione' });
  const subject = form.getByRole('textbox', { name: 'Oggetto' });

  // The type comes chosen (the most common one, changed with one tap): the first missing field is the site.
  await expect(type).toHaveValue('Richiesta di intervento');
  await form.getByRole('button', { name: 'Invia la segnalazione' }).click();
  await expect(site).toBeFocused();
  // The focus opens no list of sites over the messages under the fields.
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(site).toHaveAttribute('aria-invalid', 'true');
  await expect(type).not.toHaveAttribute('aria-invalid', 'true');
  expect(await errorOf(type)).toBe('');
  expect(await errorOf(site)).toBe('Campo richiesto');
  expect(await errorOf(subject)).toBe('Campo richiesto');

  // A site whose service has ended is not offered (the demo's Poliambulatorio di Monza, closed 60 days ago).
  await site.fill('Monza');
  await expect(page.getByText('Nessuna ubicazione trovata')).toBeVisible();
  await site.fill('Padiglione A');
  await page
    .getByRole('option', { name: /Padiglione A/ })
    .first()
    .click();
  await form.getByRole('button', { name: 'Invia la segnalazione' }).click();
  await expect(subject).toBeFocused();
});

test('the new-user form focuses the first field in error, down to the chosen sites', async ({ page }) => {
  await signInAs(page, 'staff.demo', { at: '/backoffice/users/new' });
  const form = page.getByRole('form', { name: 'Nuovo utente' });
  const surname = form.getByRole('textbox', { name: 'Cognome' });
  const username = form.getByRole('textbox', { name: 'Nome utente' });
  const create = form.getByRole('button', { name: 'Crea utente' });

  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Ilaria');
  await create.click();
  await expect(surname).toBeFocused();
  expect(await errorOf(username)).toBe('Campo richiesto');

  await surname.fill('Marchetti');
  await form.getByRole('textbox', { name: 'Email' }).fill('ilaria.marchetti@example.test');
  await username.fill('no');
  await create.click();
  await expect(username).toBeFocused();
  expect(await errorOf(username)).toBe('Nome utente non valido');

  await username.fill(`e2e.focus.${Date.now().toString(36)}`);
  await create.click();
  const customer = form.getByRole('combobox', { name: 'Cliente' });
  await expect(customer).toBeFocused();

  await customer.fill('santa lucia');
  await page.getByRole('option', { name: /^Azienda Ospedaliera Santa Lucia dei Colli \(CL0001\)/ }).click();
  await form.getByRole('radio', { name: 'Solo le ubicazioni scelte' }).check();
  await create.click();
  const sites = form.getByRole('combobox', { name: 'Ubicazioni scelte' });
  await expect(sites).toBeFocused();
  await expect(form.getByText('Scegli almeno un’ubicazione')).toBeVisible();
});

test('a new communication sent empty focuses the customers, then the text', async ({ page }) => {
  await signInAs(page, 'staff.demo', { at: '/transmissions/messages' });
  await page.getByRole('button', { name: 'Nuova comunicazione' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova comunicazione' });

  await dialog.getByRole('button', { name: 'Invia', exact: true }).click();
  const customers = dialog.getByRole('combobox', { name: 'Clienti' });
  await expect(customers).toBeFocused();
  expect(await errorOf(customers)).toBe('Scegli almeno un cliente');
  // The focus opens no list of customers over the messages (nor needs an Escape, which closes the dialog).
  await expect(page.getByRole('listbox')).toBeHidden();

  await dialog.getByRole('button', { name: 'Tutti i clienti attivi' }).click();
  await dialog.getByRole('textbox', { name: 'Oggetto' }).fill('Chiusura per festività');
  await dialog.getByRole('button', { name: 'Invia', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Testo' })).toBeFocused();
  expect(await errorOf(dialog.getByRole('textbox', { name: 'Testo' }))).toBe('Campo richiesto');
});
