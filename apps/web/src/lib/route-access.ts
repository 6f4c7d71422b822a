import { notifications } from '@mantine/notifications';
import type { AccessRule, Profile } from '@portale/shared';
import { redirect } from '@tanstack/react-router';
import { profileAllows } from './profile-access.ts';

type GuardInput = {
  context: { profile: Profile; previousHref: () => string | undefined };
  location: { href: string };
  preload: boolean;
};

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
    cancelNavigation(input, rule, profile.roles.includes('staff'));
  };
}

function cancelNavigation(
  { context, location, preload }: GuardInput,
  rule: AccessRule,
  viewerIsStaff: boolean,
): never {
  if (!preload) void showDenied(rule, viewerIsStaff);
  const previous = context.previousHref();
  throw redirect({ href: previous && previous !== location.href ? previous : '/dashboard', replace: true });
}

/**
 * Tells why, once the words are loaded: the labels of every role stay off the first screen, and a
 * refusal, which is rare, waits a moment for them.
 */
async function showDenied(rule: AccessRule, viewerIsStaff: boolean): Promise<void> {
  const { deniedMessage } = await import('./denied-message.ts');
  notifications.show({
    id: 'navigation-denied',
    color: 'orange',
    title: 'Accesso non consentito',
    message: deniedMessage(rule, viewerIsStaff),
  });
}
