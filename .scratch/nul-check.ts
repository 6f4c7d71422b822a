import { closeTestApp, createTestApp, loginAs } from '../apps/api/test/support/test-app.ts';
const app = await createTestApp();
const token = await loginAs(app, 'cliente.demo');
const staff = await loginAs(app, 'staff.demo');
for (const [url, t] of [
  ['/api/tickets/my-list?query=%00', token],
  ['/api/tickets/my-list?siteCode=%00', token],
  ['/api/tickets/site-options?search=a%00b', token],
  ['/api/messages/my-list?query=%00', token],
  ['/api/tickets/queue?customerCode=%00', staff],
  ['/api/messages/list?customerCode=%00', staff],
  ['/api/site/my-list?query=%00', token],
] as const) {
  const r = await app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t}` } });
  console.log(url, r.statusCode, r.body.slice(0, 100));
}
const r = await app.app.inject({ method: 'POST', url: '/api/messages', headers: { authorization: `Bearer ${staff}` }, payload: { subject: 'a\u0000', text: 'b', customerCodes: ['CL0001'] } });
console.log('broadcast NUL', r.statusCode, r.body.slice(0, 100));
await closeTestApp(app);
