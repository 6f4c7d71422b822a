import { chromium } from '@playwright/test';
const base = 'http://localhost:3456';
const key = process.env.TOKEN_KEY;
async function token(username) {
  const r = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Portale2026!' }) });
  return (await r.json()).token;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const shots = JSON.parse(process.argv[2]);
for (const shot of shots) {
  const t = await token(shot.user);
  const context = await browser.newContext({ viewport: { width: shot.width, height: 900 } });
  await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, t]);
  const page = await context.newPage();
  const errors = []; page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text().slice(0, 200)); });
  page.on('response', (r) => { if (r.url().includes('/api/') && r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
  await page.goto(base + shot.url);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 40000 }).catch(() => {}); await page.waitForTimeout(2500);
  if (shot.click) { await page.getByRole('button', { name: new RegExp(shot.click) }).first().click(); await page.waitForTimeout(2500); }
  if (shot.clickText) { await page.getByText(shot.clickText).first().click(); await page.waitForTimeout(2500); }
  await page.screenshot({ path: `/tmp/eco-shots/${shot.name}.png`, fullPage: shot.full ?? false });
  console.log(shot.name, errors.join(' | '));
  await context.close();
}
await browser.close();
