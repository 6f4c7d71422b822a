import { notifications } from '@mantine/notifications';
import {
  backOfficePermissionLabels,
  customerSubRoleLabels,
  holdsAnySubRole,
  type BackOfficePermission,
  type CustomerSubRole,
  type Profile,
} from '@portale/shared';
import { redirect } from '@tanstack/react-router';

type GuardInput = {
  context: { profile: Profile; previousHref: () => string | undefined };
  location: { href: string };
  preload: boolean;
};

/** Why the navigation stopped, in the words a customer user understands. */
export function deniedMessage(required: readonly CustomerSubRole[]): string {
  const names = required.map((subRole) => `«${customerSubRoleLabels[subRole]}»`).join(' o ');
  return (
    `Per aprire questa pagina serve il permesso ${names}, che il tuo profilo non ha. ` +
    'Se ti serve, chiedilo all’amministratore del portale della tua azienda.'
  );
}

/**
 * A route's `beforeLoad` for SPEC.md sections 4 and 6: a user holding none of the listed customer
 * sub-roles (an empty list lets everyone in) has the navigation cancelled: they stay where they were
 * (or land on the dashboard when the page was opened directly) and a message says why. Preloads on
 * hover are refused silently.
 */
export function requireSubRoles(required: readonly CustomerSubRole[]) {
  return (input: GuardInput): void => {
    if (holdsAnySubRole(required, input.context.profile.customerSubRoles)) return;
    cancelNavigation(input, deniedMessage(required));
  };
}

/** Why a back-office page stays closed, naming the permissions that would open it. */
export function staffDeniedMessage(required: readonly BackOfficePermission[]): string {
  const names = required.map((permission) => `«${backOfficePermissionLabels[permission]}»`).join(' o ');
  return (
    `Per aprire questa pagina serve il permesso di back office ${names}, che il tuo profilo non ha. ` +
    'Se ti serve, chiedilo a un amministratore del portale.'
  );
}

/**
 * The same guard for back-office pages: only staff holding any one of the listed permissions get in (an
 * empty list: every staff user); everyone else has the navigation cancelled with the reason.
 */
export function requireStaffPermissions(required: readonly BackOfficePermission[]) {
  return (input: GuardInput): void => {
    const { roles, backOfficeSubRoles } = input.context.profile;
    if (roles.includes('staff') && holdsAnySubRole(required, backOfficeSubRoles)) return;
    cancelNavigation(input, staffDeniedMessage(required));
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
