import type { AccessPolicy } from './policy.ts';
import type { BackOfficePermission, CustomerSubRole } from './roles.ts';

/**
 * Who may use one part of an area, on each side: customer users by sub-role, staff by back-office
 * permission. A list lets in whoever holds any one of its entries, so an empty list closes that side;
 * 'every' lets in every user of that side (SPEC.md section 6: a page with no requirement).
 *
 * Each area writes its rules once, in `<area>/<area>.access.ts`; the route contracts take their policy
 * from them (customerPolicy, staffPolicy), the services check them (allows), and the web app's route
 * guards and menu entries read the same rules. Without zod: the router reads them on the first screen.
 */
export type AccessRule = {
  customerSubRoles: 'every' | readonly CustomerSubRole[];
  staffPermissions: 'every' | readonly BackOfficePermission[];
};

/** The user an access rule is asked about. */
export type RuleSubject = {
  kind: 'customer' | 'staff';
  customerSubRoles: readonly number[];
  backOfficePermissions: readonly number[];
};

const holdsAny = (required: 'every' | readonly number[], held: readonly number[]) =>
  required === 'every' || required.some((entry) => held.includes(entry));

/** Whether the rule lets this user in, by their side and what they hold. */
export function allows(rule: AccessRule, user: RuleSubject): boolean {
  return user.kind === 'customer'
    ? holdsAny(rule.customerSubRoles, user.customerSubRoles)
    : holdsAny(rule.staffPermissions, user.backOfficePermissions);
}

/** The policy of a customer route under this rule; a rule closed to customers does not type-check. */
export function customerPolicy(rule: {
  customerSubRoles: 'every' | readonly [CustomerSubRole, ...CustomerSubRole[]];
}): AccessPolicy {
  const subRoles = rule.customerSubRoles === 'every' ? [] : rule.customerSubRoles;
  return { kind: 'customer', subRoles };
}

/**
 * The policy of a back-office route under this rule. Staff policies always name their permissions,
 * so a rule open to every staff user, or closed to staff, does not type-check.
 */
export function staffPolicy(rule: {
  staffPermissions: readonly [BackOfficePermission, ...BackOfficePermission[]];
}): AccessPolicy {
  return { kind: 'staff', permissions: rule.staffPermissions };
}
