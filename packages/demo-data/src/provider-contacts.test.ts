import { describe, expect, it } from 'vitest';
import { generateDemoData } from './generate.ts';

/**
 * The provider's people meet the unique indexes of migration 0023 at every scale: one person per HR id
 * (contacts_employee_id_idx), one association per person, role, customer, job order and site
 * (contact_associations_unique_idx, which reads a missing job order or site as '').
 */
describe.each([1, 8, 40])('the provider’s contacts at scale %i', (scale) => {
  const data = generateDemoData({ scale, today: '2026-03-15' });

  it('gives every person an HR id of their own', () => {
    const ids = data.contacts.map((contact) => contact.employeeId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never associates a person twice in one role at one place', () => {
    const keys = data.contactAssociations.map((row) =>
      [row.contactId, row.roleId, row.customerCode, row.jobOrderId ?? '', row.siteCode ?? ''].join('|'),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
