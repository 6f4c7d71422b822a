import { readFile } from 'node:fs/promises';
import { demoEquipmentPublicId } from '@portale/demo-data';
import { equipmentStateLabels, type PublicEquipmentPage } from '@portale/shared';
import { type APIRequestContext } from '@playwright/test';
import { signInAs } from './support/accounts.ts';
import { rampPng } from './support/png.ts';
import { expect, test } from './support/test.ts';
import { wcagAndLandmarks } from './support/wcag.ts';

/**
 * Issue 29, site equipment and its labels: staff print the label of a piece of equipment (a PDF of
 * label sheets); a visitor who scans it on a phone reads the equipment's page without signing in and
 * reports a problem with a photo, getting a ticket's code; the customer finds that ticket among theirs.
 * The pages of the area are walked by the accessibility test already.
 */

const labelPage = `/site-equipments-anonymous/${demoEquipmentPublicId}`;

/** The demo label's equipment, as its public page's call answers (name, label code, state). */
async function demoEquipment(request: APIRequestContext) {
  const response = await request.get(`/api/public/site-equipments/${demoEquipmentPublicId}`);
  expect(response.status(), 'la pagina pubblica dell’etichetta demo').toBe(200);
  const page = (await response.json()) as PublicEquipmentPage;
  if (page.status !== 'active') throw new Error('l’etichetta demo non è più attiva');
  return page.equipment;
}

test('staff.demo prints the label of a piece of equipment as a PDF', async ({ page, request }) => {
  const equipment = await demoEquipment(request);
  await signInAs(page, 'staff.demo', { at: '/backoffice/site-equipments' });
  await expect(page.getByRole('heading', { level: 1, name: 'Attrezzature' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(equipment.labelCode);
  await expect(page).toHaveURL(new RegExp(`query=${equipment.labelCode}`));
  await page.getByRole('checkbox', { name: `Seleziona ${equipment.name} (${equipment.labelCode})` }).check();
  await page.getByRole('button', { name: 'Stampa etichette' }).click();

  const dialog = page.getByRole('dialog', { name: 'Stampa l’etichetta' });
  await expect(dialog).toContainText(equipment.labelCode);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Scarica il PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(dialog).toBeHidden();
});

test('a visitor reports a problem from the label on a phone, and cliente.demo finds the ticket', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const equipment = await demoEquipment(request);

  // The visitor: a phone of their own, never signed in.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
  });
  const visitor = await phone.newPage();
  const apiCalls: string[] = [];
  visitor.on('request', (call) => {
    const { pathname } = new URL(call.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  await visitor.goto(labelPage);
  await expect(visitor.getByRole('heading', { level: 1, name: equipment.name })).toBeVisible();
  await expect(visitor).toHaveTitle('Attrezzatura · Portale Clienti');
  await expect(visitor.getByRole('banner')).toContainText(equipment.providerName);
  await expect(visitor.getByText(`Codice etichetta ${equipment.labelCode}`)).toBeVisible();
  await expect(visitor.getByText(equipmentStateLabels[equipment.state], { exact: true })).toBeVisible();

  // The form opens below its button with the focus in the description; sent empty, it says what is missing.
  await visitor.getByRole('button', { name: 'Segnala un problema' }).click();
  const form = visitor.getByRole('form', { name: 'Segnala un problema' });
  const description = form.getByRole('textbox', { name: 'Che cosa non va?' });
  await expect(description).toBeFocused();
  await form.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(form.getByText('Campo richiesto')).toBeVisible();
  await expect(description).toBeFocused();
  const findings = await wcagAndLandmarks(visitor).analyze();
  expect(findings.violations.map((violation) => violation.id)).toEqual([]);

  await visitor.keyboard.type('La spazzola non gira più e il pavimento resta bagnato.');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'foto-guasto.png',
    mimeType: 'image/png',
    buffer: rampPng(2, 2),
  });
  await expect(form.getByRole('img', { name: 'Anteprima della foto scelta' })).toBeVisible();
  await form.getByRole('textbox', { name: /^Recapito/ }).fill('visitatore@example.test');
  await form.getByRole('button', { name: 'Invia segnalazione' }).click();

  const sent = visitor.getByRole('region', { name: 'Segnalazione inviata' });
  await expect(sent.getByRole('heading', { name: 'Segnalazione inviata' })).toBeFocused();
  const codeLine = sent.getByText(/^Codice: /);
  await expect(codeLine).toHaveText(/^Codice: SEG-\d{4}-\d+$/);
  const ticketCode = ((await codeLine.textContent()) ?? '').replace('Codice: ', '').trim();
  // Only the label's public calls: no session, no profile, no menu.
  expect(apiCalls.every((path) => path.startsWith('/api/public/site-equipments/'))).toBe(true);
  await phone.close();

  // The customer finds it among the tickets of their site, by its code.
  await signInAs(page, 'cliente.demo', { at: '/transmissions/tickets' });
  await expect(page.getByRole('heading', { level: 1, name: 'Segnalazioni' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(ticketCode);
  await expect(page).toHaveURL(new RegExp(`query=${ticketCode}`));
  const tickets = page.getByRole('region', { name: 'Elenco delle segnalazioni' });
  const row = tickets.getByRole('row').filter({ hasText: ticketCode });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: new RegExp(`\\(${equipment.labelCode}\\)`) })).toBeVisible();
});
