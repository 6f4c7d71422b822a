import { notifications } from '@mantine/notifications';
import {
  backOfficePermissionLabels,
  customerSubRoleLabels,
  type AccessRule,
  type BackOfficePermission,
  type CustomerSubRole,
  type Profile,
} from '@portale/shared';
import { redirect } from '@tanstack/react-router';
import { profileAllows } from './profile-access.ts';

type GuardInput = {
  context: { profile: Profile; previousHref: () => string | undefined };
  location: { href: string };
  preload: boolean;
};

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

/**
 * A route's `beforeLoad` for SPEC.md sections 4 and 6, from a rule of the area's authorisation table:
 * a user the rule does not let in has the navigation cancelled: they stay where they were (or land on
 * the dashboard when the page was opened directly) and a message says why. Preloads on hover are
 * refused silently.
 */
export function requireAccess(rule: AccessRule) {
  return (input: GuardInput): void => {
    const { profile } = input.context;
    if (profileAllows(profile, rule)) return;
    cancelNavigation(input, deniedMessage(rule, profile.roles.includes('staff')));
  };
}

function cancelNavigation({ context, location, preload }: GuardInput, message: string): never {
  if (!preload) {
    notifications.show({
      id: 'navigation-denied',
      color: 'orange',
      title: 'Accesso non consentito',
      message,
    });
  }
  const previous = context.previousHref();
  throw redirect({ href: previous && previous !== location.href ? previous : '/dashboard', replace: true });
}
