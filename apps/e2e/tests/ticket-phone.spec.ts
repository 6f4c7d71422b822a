import { type Locator, type Page } from '@playwright/test';
import { rampPng } from './support/png.ts';
import { expect, test } from './support/test.ts';
import { signInAs } from './support/accounts.ts';

// Issue 12, point 6: a ticket with a photo from a phone, in at most 10 taps from the dashboard.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

/** Every tap of the path, counted: a tap on a control, or choosing a photo (one tap on the camera). */
function tapCounter() {
  const taps: string[] = [];
  return {
    taps,
    tap: async (what: string, target: Locator) => {
      taps.push(what);
      await target.tap();
    },
    choosePhoto: async (input: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
      taps.push('foto');
      await input.setInputFiles(file);
    },
  };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The image has been decoded and has pixels (not a broken or empty image). */
const decoded = (image: Locator) => image.evaluate((node) => (node as HTMLImageElement).naturalWidth);

test('a ticket with a photo from a phone: at most 10 taps from the dashboard, the photo seen before sending @phone-only', async ({
  page,
}) => {
  const photo = { name: `foto-corridoio-${Date.now()}.png`, mimeType: 'image/png', buffer: rampPng() };
  const detail = { name: `foto-dettaglio-${Date.now()}.png`, mimeType: 'image/png', buffer: rampPng(12, 16) };
  const subject = `Macchia sul pavimento ${Date.now()}`;
  const { taps, tap, choosePhoto } = tapCounter();

  await signInAs(page, 'cliente.demo');

  // The dashboard's own button.
  await tap('nuova', page.getByRole('link', { name: 'Nuova segnalazione' }));
  await expect(page).toHaveURL(/\/transmissions\/tickets\/new$/);

  // The form: type and urgency come chosen (they can be changed), the site is looked up and picked.
  const form = page.getByRole('form', { name: 'Nuova segnalazione' });
  await expect(form.getByRole('combobox', { name: 'Tipo' })).toHaveValue('Richiesta di intervento');
  const site = form.getByRole('combobox', { name: 'Ubicazione' });
  await tap('ubicazione', site);
  await site.pressSequentially('Padiglione A');
  await tap('scelta ubicazione', page.getByRole('option', { name: /Padiglione A/ }).first());
  await tap('oggetto', form.getByRole('textbox', { name: 'Oggetto' }));
  await page.keyboard.type(subject);
  await tap('descrizione', form.getByRole('textbox', { name: 'Descrizione' }));
  await page.keyboard.type('Una macchia scura davanti agli ascensori, si vede nella foto.');
  await expect(form.getByRole('button', { name: 'Scatta una foto' })).toBeVisible();
  await choosePhoto(form.locator('input[type="file"][capture]'), photo);

  // Before sending: the photo itself, not only its name.
  const chosen = form.getByRole('list', { name: 'File allegati' });
  const preview = chosen.getByRole('img', { name: photo.name });
  await expect(preview).toBeVisible();
  expect(await decoded(preview)).toBeGreaterThan(0);
  // A second shot, once the first is on the list (a camera takes one at a time).
  await choosePhoto(form.locator('input[type="file"][capture]'), detail);
  await expect(chosen.getByRole('img', { name: detail.name })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);

  await tap('invia', form.getByRole('button', { name: 'Invia la segnalazione' }));
  await expect(page).toHaveURL(/\/transmissions\/tickets\/detail\//);
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();

  // After sending: the ticket shows the photo's thumbnail, fetched with the user's token.
  const attachments = page.getByRole('list', { name: 'Allegati' });
  const thumbnail = attachments.getByRole('img', { name: photo.name });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => decoded(thumbnail)).toBeGreaterThan(0);
  expect(await noSidewaysScroll(page)).toBe(true);

  // The thumbnail opens the photo enlarged, not a download: the message's other photo is a tap away,
  // a pinch zooms it, and saving it is an action of its own.
  await expect(attachments.getByRole('button', { name: `Scarica ${photo.name}` })).toBeVisible();
  await attachments.getByRole('button', { name: `Apri la foto ${photo.name}` }).tap();
  const viewer = page.getByRole('dialog', { name: photo.name });
  const enlarged = viewer.getByRole('img', { name: photo.name });
  await expect.poll(() => decoded(enlarged)).toBeGreaterThan(0);
  expect((await enlarged.boundingBox())?.width).toBeGreaterThan(300);
  await viewer.getByRole('button', { name: 'Foto successiva' }).tap();
  const next = page.getByRole('dialog', { name: detail.name });
  await expect.poll(() => decoded(next.getByRole('img', { name: detail.name }))).toBeGreaterThan(0);
  await expect(next.getByText('2 di 2')).toBeVisible();
  await next.getByRole('button', { name: 'Foto precedente' }).tap();
  await expect(viewer.getByText('1 di 2')).toBeVisible();
  const saved = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Scarica' }).tap();
  expect((await saved).suggestedFilename()).toBe(photo.name);
  // A pinch, as Chromium's own gesture makes it: the dialog lets it zoom the page.
  const chromium = await page.context().newCDPSession(page);
  await chromium.send('Input.synthesizePinchGesture', { x: 187, y: 370, scaleFactor: 2 });
  await expect.poll(() => page.evaluate(() => window.visualViewport?.scale ?? 1)).toBeGreaterThan(1);

  test.info().annotations.push({ type: 'taps', description: `${taps.length}: ${taps.join(', ')}` });
  // Eight today: the dashboard's button, the site (two), subject, description, two photos and send.
  expect(taps.length, `taps: ${taps.join(', ')}`).toBeLessThanOrEqual(10);
});
