import type { Profile } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { openableEmployeeTabs, seesStampings } from './employee-tabs.ts';

const customer = (customerSubRoles: number[]) =>
  ({ roles: ['customer'], customerSubRoles, backOfficeSubRoles: [] }) as unknown as Profile;
const staff = (backOfficeSubRoles: number[]) =>
  ({ roles: ['staff'], customerSubRoles: [], backOfficeSubRoles }) as unknown as Profile;

describe('what of the personnel a user sees', () => {
  it('is the people and the coverage with sub-role employee alone, never a stamping', () => {
    expect(openableEmployeeTabs(customer([3]))).toEqual(['people', 'coverage']);
    expect(seesStampings(customer([3]))).toBe(false);
  });

  it('adds the stampings and who is on site now with sub-role employee stampings', () => {
    expect(openableEmployeeTabs(customer([3, 4]))).toEqual(['people', 'coverage', 'stampings', 'onSite']);
    expect(seesStampings(customer([3, 4]))).toBe(true);
  });

  it('is everything for staff with permission employees, nothing of stampings for other staff', () => {
    expect(openableEmployeeTabs(staff([13]))).toEqual(['people', 'coverage', 'stampings', 'onSite']);
    expect(seesStampings(staff([1, 4, 16]))).toBe(false);
  });
});
