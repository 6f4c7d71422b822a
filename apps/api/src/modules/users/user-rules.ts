import {
  allBackOfficePermissions,
  allCustomerSubRoles,
  type UserDetails,
  type UserListItem,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { UserSummary } from './user-admin.repository.ts';

const checkedNumbers = (values: readonly number[], allowed: readonly number[]) => {
  if (values.some((value) => !allowed.includes(value))) throw new AppError('PERMISSIONS_INVALID');
  return [...new Set(values)].sort((a, b) => a - b);
};

/** Customer sub-roles 0-16, sorted and without repeats; 400 'Cannot read permissions role claim' otherwise. */
export const checkedSubRoles = (values: readonly number[]) => checkedNumbers(values, allCustomerSubRoles);

/** Back-office permissions of SPEC.md (0-18 without 15), sorted and without repeats. */
export const checkedPermissions = (values: readonly number[]) =>
  checkedNumbers(values, allBackOfficePermissions);

/** Staff never disable, delete or change the permissions of their own account. */
export function assertNotSelf(auth: AuthContext, userId: string) {
  if (auth.userId === userId) throw new AppError('USER_SELF_CHANGE_FORBIDDEN');
}

/**
 * A staff user manages another staff account only when they hold every permission it holds, and grants
 * or removes only permissions they hold: permission 1 alone never leads to more power.
 */
export function assertCanManage(auth: AuthContext, target: UserSummary, nextPermissions?: number[]) {
  if (target.kind !== 'staff') return;
  const own = new Set(auth.backOfficePermissions);
  const before = target.backOfficePermissions;
  if (!before.every((permission) => own.has(permission))) throw new AppError('USER_GRANT_FORBIDDEN');
  if (nextPermissions && !nextPermissions.every((permission) => own.has(permission))) {
    throw new AppError('USER_GRANT_FORBIDDEN');
  }
}

const companyOf = (row: UserSummary, providerName: string) =>
  row.kind === 'staff' ? providerName : (row.customerName ?? '');

const roleClaimsOf = (row: UserSummary) =>
  row.kind === 'staff' ? row.backOfficePermissions : row.customerSubRoles;

export function toListItem(row: UserSummary, providerName: string): UserListItem {
  return {
    id: row.id,
    name: row.firstName,
    surname: row.lastName,
    email: row.email,
    username: row.username,
    active: row.active,
    companyName: companyOf(row, providerName),
    isExternal: row.kind === 'customer',
    enabled: row.enabled,
    activationLink: null,
    subRoles: roleClaimsOf(row),
    customerCode: row.customerCode,
    twoFactorEnabled: row.twoFactorEnabled,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export function toDetails(
  row: UserSummary,
  sites: { siteCode: string; siteName: string }[],
  providerName: string,
): UserDetails {
  return {
    id: row.id,
    firstName: row.firstName,
    surname: row.lastName,
    username: row.username,
    email: row.email,
    isExternal: row.kind === 'customer',
    isEnabled: row.enabled,
    isActive: row.active,
    companyName: companyOf(row, providerName),
    customerCode: row.customerCode,
    atiGroupId: row.atiGroupId,
    permissionsRoleClaim: roleClaimsOf(row),
    limitedToSites: row.limitedToSites,
    sites,
    twoFactorEnabled: row.twoFactorEnabled,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
