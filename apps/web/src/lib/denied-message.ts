import {
  backOfficePermissionLabels,
  customerSubRoleLabels,
  type AccessRule,
  type BackOfficePermission,
  type CustomerSubRole,
} from '@portale/shared';

/** Why the navigation stopped, in the words a customer user understands. */
export function customerDeniedMessage(required: readonly CustomerSubRole[]): string {
  const names = required.map((subRole) => `«${customerSubRoleLabels[subRole]}»`).join(' o ');
  return (
    `Per aprire questa pagina serve il permesso ${names}, che il tuo profilo non ha. ` +
    'Se ti serve, chiedilo all’amministratore del portale della tua azienda.'
  );
}

/** Why a back-office page stays closed, naming the permissions that would open it. */
export function staffDeniedMessage(required: readonly BackOfficePermission[]): string {
  const names = required.map((permission) => `«${backOfficePermissionLabels[permission]}»`).join(' o ');
  return (
    `Per aprire questa pagina serve il permesso di back office ${names}, che il tuo profilo non ha. ` +
    'Se ti serve, chiedilo a un amministratore del portale.'
  );
}

const named = <T>(listed: 'every' | readonly T[]): readonly T[] => (listed === 'every' ? [] : listed);

/**
 * What would open the page: on the user's side of the rule, or on the other side when the page is
 * closed to theirs (a customer on a back-office page, staff on a customer's page).
 */
export function deniedMessage(rule: AccessRule, viewerIsStaff: boolean): string {
  const subRoles = named(rule.customerSubRoles);
  const permissions = named(rule.staffPermissions);
  const asStaff = viewerIsStaff ? permissions.length > 0 : subRoles.length === 0;
  return asStaff ? staffDeniedMessage(permissions) : customerDeniedMessage(subRoles);
}
