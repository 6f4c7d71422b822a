import { notifications } from '@mantine/notifications';
import { useEmailPreferenceToken } from './api/email-preference-token.ts';

/**
 * "Preferenze email" of the user menu: a new per-user token, then /email-preferences/{token} in a new
 * tab (SPEC.md section 2); that page needs no login.
 */
export function useOpenEmailPreferences() {
  const { mutate: requestToken, isPending } = useEmailPreferenceToken();

  const openEmailPreferences = () =>
    requestToken(undefined, {
      onSuccess: ({ token }) =>
        window.open(`/email-preferences/${encodeURIComponent(token)}`, '_blank', 'noopener'),
      onError: () =>
        notifications.show({
          color: 'red',
          title: 'Preferenze email',
          message: 'Non è stato possibile aprire le preferenze email, riprova tra qualche istante.',
        }),
    });

  return { openEmailPreferences, isOpening: isPending };
}
