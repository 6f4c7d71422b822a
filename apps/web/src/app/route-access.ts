import { notifications } from '@mantine/notifications';
import { customerSubRoleLabels, holdsAnySubRole, type CustomerSubRole, type Profile } from '@portale/shared';
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
    "Se ti serve, chiedilo all'amministratore del portale della tua azienda."
  );
}

/**
 * A route's `beforeLoad` for SPEC.md sections 4 and 6: a user holding none of the listed customer
 * sub-roles (an empty list lets everyone in) has the navigation cancelled: they stay where they were
 * (or land on the dashboard when the page was opened directly) and a message says why. Preloads on
 * hover are refused silently.
 */
export function requireSubRoles(required: readonly CustomerSubRole[]) {
  return ({ context, location, preload }: GuardInput): void => {
    if (holdsAnySubRole(required, context.profile.customerSubRoles)) return;
    if (!preload) {
      notifications.show({
        id: 'navigation-denied',
        color: 'orange',
        title: 'Accesso non consentito',
        message: deniedMessage(required),
      });
    }
    const previous = context.previousHref();
    throw redirect({ href: previous && previous !== location.href ? previous : '/dashboard', replace: true });
  };
}
