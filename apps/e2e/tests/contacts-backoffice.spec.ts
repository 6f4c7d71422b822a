import { signInAs } from './support/accounts.ts';
import { rampPng } from './support/png.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 30, contacts and roles in the back office: staff.demo creates a person and gives them a photo,
 * creates a role answering to an existing one, sees a loop in the roles refused under «Risponde a»,
 * associates the person to a site of CL0001 and sees the same association refused a second time; operatore.demo (tickets and sites only)
 * sees no «Contatti» of the back office. The dialogs are walked by the accessibility test already.
 */

// Within a worker tests share a database: names of this run's own.
const suffix = String(Date.now()).slice(-5);
const surname = `Verdi${suffix}`;
const roleName = `Referente di zona ${suffix}`;

test('staff.demo creates a person and a role, and associates the person to a site once', async ({ page }) => {
  await signInAs(page, 'staff.demo', { at: '/backoffice/contacts' });
  await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();

  await page.getByRole('button', { name: 'Nuovo contatto' }).click();
  const person = page.getByRole('dialog', { name: 'Nuovo contatto' });
  await person.getByRole('textbox', { name: 'Nome', exact: true }).fill('Chiara');
  await person.getByRole('textbox', { name: 'Cognome' }).fill(surname);
  await person.getByRole('textbox', { name: 'Email' }).fill(`chiara.${suffix}@esempio.it`);
  await person.getByRole('button', { name: 'Crea il contatto' }).click();
  await expect(person).toBeHidden();
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(surname);
  await expect(page.getByText(`Chiara ${surname}`)).toBeVisible();

  // Their photo, chosen in the person's dialog and saved at once.
  await page.getByRole('button', { name: `Modifica Chiara ${surname}` }).click();
  const personDialog = page.getByRole('dialog', { name: 'Modifica contatto' });
  const chooser = page.waitForEvent('filechooser');
  await personDialog.getByRole('button', { name: 'Carica una foto' }).click();
  await (await chooser).setFiles({ name: 'chiara.png', mimeType: 'image/png', buffer: rampPng() });
  await expect(
    page.getByText(`La nuova foto di Chiara ${surname} è quella che vedono i clienti.`),
  ).toBeVisible();
  await expect(personDialog.getByRole('img', { name: `Foto di Chiara ${surname}` })).toBeVisible();
  await expect(personDialog.getByRole('button', { name: 'Sostituisci la foto' })).toBeVisible();
  await personDialog.getByRole('button', { name: 'Annulla' }).click();

  // A role answering to «Responsabile di area»; that role may not then answer to the new one.
  await page.getByRole('tab', { name: 'Ruoli' }).click();
  await page.getByRole('button', { name: 'Nuovo ruolo' }).first().click();
  const role = page.getByRole('dialog', { name: 'Nuovo ruolo' });
  await role.getByRole('textbox', { name: 'Nome' }).fill(roleName);
  await role.getByRole('combobox', { name: 'Risponde a' }).click();
  await page.getByRole('option', { name: 'Responsabile di area' }).click();
  await role.getByRole('button', { name: 'Crea il ruolo' }).click();
  await expect(role).toBeHidden();
  await expect(page.getByRole('cell', { name: roleName, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Modifica il ruolo Responsabile di area' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica ruolo' });
  await edit.getByRole('combobox', { name: 'Risponde a' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(edit.getByText(/Un ruolo non può rispondere a sé stesso né a un ruolo che/)).toBeVisible();
  await edit.getByRole('button', { name: 'Annulla' }).click();

  // The person in the new role on a site of CL0001, then the same again: refused.
  await page.getByRole('tab', { name: 'Associazioni' }).click();
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: 'Nuova associazione' }).click();
    const form = page.getByRole('dialog', { name: 'Nuova associazione' });
    await form.getByRole('combobox', { name: 'Cliente' }).fill('CL0001');
    await page.getByRole('option', { name: /\(CL0001\)/ }).click();
    await form.getByRole('combobox', { name: 'Ubicazione' }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('combobox', { name: 'Persona' }).fill(surname);
    await page.getByRole('option', { name: `Chiara ${surname}` }).click();
    await form.getByRole('combobox', { name: 'Ruolo' }).click();
    await page.getByRole('option', { name: roleName }).click();
    await form.getByRole('button', { name: 'Crea l’associazione' }).click();
    if (attempt === 1) await expect(form).toBeHidden();
    else {
      await expect(form.getByRole('alert')).toHaveText(/ha già questo ruolo per lo stesso cliente/);
      await form.getByRole('button', { name: 'Annulla' }).click();
    }
  }
});

test('operatore.demo sees no contacts of the back office and is refused the page', async ({ page }) => {
  await signInAs(page, 'operatore.demo');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Contatti' })).toHaveCount(0);
  await page.goto('/backoffice/contacts');
  await expect(page.getByText('Accesso non consentito')).toBeVisible();
});
