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

/** A page of the customers' side, opened by a member of staff. */
export const customersOnlyMessage =
  'Questa pagina è riservata agli utenti dei clienti: con un profilo del back office non si apre.';

/** A back-office page, opened by a customer's user. */
export const backOfficeOnlyMessage =
  'Questa pagina è del back office, riservata al personale del fornitore: con il profilo di un cliente ' +
  'non si apre.';

const named = <T>(listed: 'every' | readonly T[]): readonly T[] => (listed === 'every' ? [] : listed);
/** An empty list closes a side of a rule to everyone on it. */
const closed = (listed: 'every' | readonly unknown[]) => listed !== 'every' && listed.length === 0;

/**
 * Why the page stayed closed: the roles of the user's side that would open it, or, when the page is
 * closed to that side whatever the roles, that it belongs to the other side (no role to ask for).
 */
export function deniedMessage(rule: AccessRule, viewerIsStaff: boolean): string {
  if (viewerIsStaff) {
    return closed(rule.staffPermissions)
      ? customersOnlyMessage
      : staffDeniedMessage(named(rule.staffPermissions));
  }
  return closed(rule.customerSubRoles)
    ? backOfficeOnlyMessage
    : customerDeniedMessage(named(rule.customerSubRoles));
}
