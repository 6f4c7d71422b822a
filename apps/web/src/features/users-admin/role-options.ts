import {
  allBackOfficePermissions,
  allCustomerSubRoles,
  backOfficePermissionLabels,
  customerSubRoleLabels,
  type UserKind,
} from '@portale/shared';

export type RoleOption = { value: number; label: string };

/** The customer sub-roles with their Italian labels, in the order of SPEC.md. */
export const customerSubRoleOptions: readonly RoleOption[] = allCustomerSubRoles.map((value) => ({
  value,
  label: customerSubRoleLabels[value],
}));

/** The back-office permissions with their Italian labels, in the order of SPEC.md. */
export const backOfficePermissionOptions: readonly RoleOption[] = allBackOfficePermissions.map((value) => ({
  value,
  label: backOfficePermissionLabels[value],
}));

/** What a user's role claims are: sub-roles for a customer user, permissions for staff. */
export const roleOptionsOf = (kind: UserKind) =>
  kind === 'customer' ? customerSubRoleOptions : backOfficePermissionOptions;

export const userKindLabels: Record<UserKind, string> = {
  customer: 'Utente di un cliente',
  staff: 'Utente dello staff',
};

/** The Italian names of a user's role claims: sub-roles of a customer user, permissions of staff. */
export function roleLabelsOf(kind: UserKind, values: readonly number[]): string[] {
  const options = roleOptionsOf(kind);
  return values.map((value) => options.find((option) => option.value === value)?.label ?? String(value));
}
