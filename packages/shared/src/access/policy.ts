import type { BackOfficePermission, CustomerSubRole } from './roles.ts';

/**
 * Who may call a route. Every route contract names one; the API enforces it and the authorisation
 * matrix test reads it. Customer and staff policies are built from the rules of the area's table
 * (customerPolicy and staffPolicy of access-rule.ts), so that a rule is written once.
 * - public: anyone, no token.
 * - login: any signed-in user.
 * - customer: a customer user holding any one of the sub-roles (none listed: every customer user).
 * - staff: a back-office user holding any one of the permissions; at least one is always named, so
 *   that no route is open to "any staff" (a staff user without permissions, or one who must enrol in
 *   two-factor first, passes no staff policy).
 */
export type AccessPolicy =
  | { kind: 'public' }
  | { kind: 'login' }
  | { kind: 'customer'; subRoles: readonly CustomerSubRole[] }
  | { kind: 'staff'; permissions: readonly [BackOfficePermission, ...BackOfficePermission[]] };

export const publicAccess = { kind: 'public' } as const satisfies AccessPolicy;
export const loginAccess = { kind: 'login' } as const satisfies AccessPolicy;
