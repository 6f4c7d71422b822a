import { describe, expect, it } from 'vitest';
import type { Profile } from '@portale/shared';
import { openableTabs } from './openable-tabs.ts';

const as = (roles: Profile['roles'], customerSubRoles: number[], backOfficeSubRoles: number[] = []) =>
  [...openableTabs({ roles, customerSubRoles, backOfficeSubRoles } as unknown as Profile)].sort();

describe('openableTabs', () => {
  it('gives a customer with only the site sub-role neither contacts nor documents', () => {
    expect(as(['customer'], [0])).toEqual(['overview', 'services']);
  });

  it('adds contacts with the contacts sub-role and documents with the documents sub-role', () => {
    expect(as(['customer'], [0, 7])).toEqual(['contacts', 'overview', 'services']);
    expect(as(['customer'], [0, 5])).toEqual(['documents', 'overview', 'services']);
  });

  it('follows the permissions for staff: sites opens both, services neither', () => {
    expect(as(['staff'], [], [4])).toEqual(['contacts', 'documents', 'overview', 'services']);
    expect(as(['staff'], [], [12])).toEqual(['overview', 'services']);
    expect(as(['staff'], [], [12, 6])).toEqual(['documents', 'overview', 'services']);
  });
});
