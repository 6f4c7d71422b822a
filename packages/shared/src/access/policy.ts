import type { BackOfficePermission, CustomerSubRole } from './roles.ts';

/**
 * Who may call a route. Every route contract names one; the API enforces it and the authorisation
 * matrix test reads it.
 * - public: anyone, no token.
 * - login: any signed-in user.
 * - customer: a customer user holding any one of the sub-roles (none listed: every customer user).
 * - staff: a back-office user holding any one of the permissions (none listed: every staff user).
 */
export type AccessPolicy =
  | { kind: 'public' }
  | { kind: 'login' }
  | { kind: 'customer'; subRoles: readonly CustomerSubRole[] }
  | { kind: 'staff'; permissions: readonly BackOfficePermission[] };

export const publicAccess = { kind: 'public' } as const satisfies AccessPolicy;
export const loginAccess = { kind: 'login' } as const satisfies AccessPolicy;
export const customerAccess = (...subRoles: CustomerSubRole[]): AccessPolicy => ({
  kind: 'customer',
  subRoles,
});
export const staffAccess = (...permissions: BackOfficePermission[]): AccessPolicy => ({
  kind: 'staff',
  permissions,
});
