import { describe, expect, it } from 'vitest';
import { backOfficePermissionLabels, customerSubRoleLabels } from './role-labels.ts';

describe('the labels of sub-roles and permissions', () => {
  it('name the economic data in Italian, as the permission checkboxes and the audit log show them', () => {
    expect(customerSubRoleLabels[16]).toBe('Dati economici');
    expect(backOfficePermissionLabels[18]).toBe('Dati economici');
  });

  it('give every sub-role and every permission a label of its own', () => {
    for (const labels of [customerSubRoleLabels, backOfficePermissionLabels]) {
      const names = Object.values(labels);
      expect(names.length).toBeGreaterThan(10);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
