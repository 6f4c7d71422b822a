import { signInAs } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 30, news: staff.demo writes a news item for cliente.demo's customer alone; cliente.demo reads it
 * on the dashboard («Novità») and in the notifications, altro.demo does not; operatore.demo (permissions
 * 4 and 5) has no «News» in the menu. The page and its dialog are walked by the accessibility test.
 */
test('a news item for one customer reaches its users only', async ({ page, browser, baseURL }) => {
  const title = `Chiusura uffici ${String(Date.now())}`;
  await signInAs(page, 'staff.demo', { at: '/backoffice/news' });
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuova news' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova news' });
  await dialog.getByRole('textbox', { name: 'Titolo' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Testo' }).fill('Il 24 dicembre gli uffici chiudono alle 13.');
  await dialog.getByText('Alcuni clienti', { exact: true }).click();
  const customers = dialog.getByRole('combobox', { name: 'Clienti' });
  await customers.fill('CL0001');
  await page.getByRole('option', { name: /\(CL0001\)/ }).click();
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Pubblicata');
  await expect(card).toContainText('1 cliente:');

  const customerContext = await browser.newContext({ baseURL });
  const customer = await customerContext.newPage();
  await signInAs(customer, 'cliente.demo', { at: '/dashboard' });
  const news = customer.getByRole('region', { name: 'Novità' });
  await expect(news).toContainText(title);
  await expect(news.getByText('Il 24 dicembre gli uffici chiudono alle 13.')).toBeHidden();
  await news.getByRole('button', { name: `Leggi «${title}»` }).click();
  await expect(news.getByText('Il 24 dicembre gli uffici chiudono alle 13.')).toBeVisible();
  await customer.getByRole('button', { name: /^Notifiche/ }).click();
  await expect(customer.getByRole('dialog', { name: 'Notifiche' })).toContainText(title);
  await customerContext.close();

  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signInAs(other, 'altro.demo', { at: '/dashboard' });
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  await otherContext.close();
});

test('operatore.demo has no «News» in the menu', async ({ page }) => {
  await signInAs(page, 'operatore.demo', { at: '/dashboard' });
  await expect(page.getByRole('link', { name: 'Pubblicazione ubicazioni' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'News', exact: true })).toHaveCount(0);
});
