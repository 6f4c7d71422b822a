import { describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { assertSiteVisible, siteScopeOf, type SiteOwnership, type SiteScope } from './site-scope.ts';

const customerUser: AuthContext = {
  userId: 'u1',
  username: 'cliente.demo',
  sessionTokenHash: 'h',
  kind: 'customer',
  customerCode: 'CL0001',
  atiGroupId: null,
  customerSubRoles: [0],
  backOfficePermissions: [],
  limitedToSites: false,
};
const site: SiteOwnership = {
  customerCode: 'CL0001',
  customerActive: true,
  published: true,
  atiGroupId: null,
  assignedToUser: false,
};

const verdict = (scope: SiteScope, ownership: SiteOwnership | null) => {
  try {
    assertSiteVisible(scope, ownership);
    return 'visible';
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.message}`;
    throw error;
  }
};

describe('siteScopeOf', () => {
  it('scopes customer users by customer, ATI and their own sites, and lets staff see everything', () => {
    expect(siteScopeOf(customerUser)).toEqual({
      kind: 'customer',
      customerCode: 'CL0001',
      atiGroupId: null,
      limitedToUserId: null,
    });
    expect(siteScopeOf({ ...customerUser, atiGroupId: 1, limitedToSites: true })).toMatchObject({
      atiGroupId: 1,
      limitedToUserId: 'u1',
    });
    expect(siteScopeOf({ ...customerUser, kind: 'staff', customerCode: null })).toEqual({ kind: 'staff' });
  });
});

describe('assertSiteVisible', () => {
  const scope = siteScopeOf(customerUser);

  it('shows a published site of the customer', () => {
    expect(verdict(scope, site)).toBe('visible');
  });

  it('answers each other case with its status', () => {
    expect(verdict(scope, null)).toBe('404 Site not found');
    expect(verdict(scope, { ...site, customerCode: 'CL0002' })).toBe('403 Site not owned');
    expect(verdict(scope, { ...site, customerActive: false })).toBe('204 Customer not active');
    expect(verdict(scope, { ...site, published: false })).toBe('404 Site not found');
    expect(verdict(siteScopeOf({ ...customerUser, atiGroupId: 1 }), site)).toBe('403 Site not owned');
    expect(verdict(siteScopeOf({ ...customerUser, limitedToSites: true }), site)).toBe('403 Site not owned');
    expect(
      verdict(siteScopeOf({ ...customerUser, limitedToSites: true }), { ...site, assignedToUser: true }),
    ).toBe('visible');
  });

  it("never tells a customer about another customer's unpublished site beyond 403", () => {
    expect(verdict(scope, { ...site, customerCode: 'CL0002', published: false })).toBe('403 Site not owned');
  });

  it('lets staff see any site, published or not', () => {
    expect(verdict({ kind: 'staff' }, { ...site, published: false, customerActive: false })).toBe('visible');
    expect(verdict({ kind: 'staff' }, null)).toBe('404 Site not found');
  });
});
