import { expect, test } from './support/test.ts';
import { apiToken, signInAs } from './support/accounts.ts';

test('the users table names its first column, and the audit log says a change of permissions from and to', async ({
  page,
  request,
}) => {
  // A staff user of this test, given «Clienti» (0) and then «News» (9) instead.
  const token = await apiToken(request, 'staff.demo');
  const headers = { Authorization: `Bearer ${token}` };
  const username = `e2e.wording.${Date.now().toString(36)}`;
  const created = await request.post('/api/user/new-user', {
    headers,
    data: {
      kind: 'staff',
      username,
      email: `${username}@example.test`,
      firstName: 'Elena',
      surname: 'Parodi',
      permissionsRoleClaim: [0],
    },
  });
  expect(created.status()).toBe(200);
  const { userId } = (await created.json()) as { userId: string };
  const changed = await request.put(`/api/user/updatebackoffice/${userId}`, {
    headers,
    data: { backOfficePermissions: [9] },
  });
  expect(changed.status()).toBe(204);

  await signInAs(page, 'staff.demo', { at: `/backoffice/users?query=${username}` });
  await expect(page.getByRole('columnheader', { name: 'Cognome e nome' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Parodi Elena' })).toBeVisible();

  await page.goto(`/backoffice/audit?username=${username}&event=user_permissions_changed`);
  const entry = page.getByRole('row').filter({ hasText: 'Parodi' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('permessi: da «Clienti» a «News»');
  await expect(entry).not.toContainText('prima:');
});
