import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { PublicPageFrame } from '../../../lib/public-page-frame.tsx';
import { emailPreferencesErrorMessage } from '../account-error-messages.ts';
import { useEmailPreferences } from '../api/email-preferences.ts';
import { useUpdateEmailPreferences } from '../api/update-email-preferences.ts';
import { EmailPreferencesForm } from './email-preferences-form.tsx';

const emailPreferencesRoute = getRouteApi('/email-preferences/$token');

/**
 * /email-preferences/{token}: opened from the user menu in a new tab, with no login; the per-user token
 * of the link is the only key.
 */
export function EmailPreferencesPage() {
  const { token } = emailPreferencesRoute.useParams();
  const preferences = useEmailPreferences(token);
  const update = useUpdateEmailPreferences(token);

  return (
    <PublicPageFrame
      title="Preferenze email"
      description="Scegli quali email ricevere dal Portale Clienti."
      width={480}
    >
      {preferences.isPending ? (
        <Center py="xl">
          <Loader aria-label="Caricamento in corso" />
        </Center>
      ) : preferences.isError ? (
        <Alert color="red" variant="light" role="alert">
          {emailPreferencesErrorMessage(preferences.error)}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Text size="sm">
            Preferenze di{' '}
            <Text span fw={600}>
              {preferences.data.userFirstName} {preferences.data.userLastName}
            </Text>{' '}
            ({preferences.data.userEmail})
          </Text>
          <EmailPreferencesForm
            preferences={preferences.data}
            onSave={(values) => update.mutateAsync(values)}
            saved={update.isSuccess}
            saveError={update.error}
          />
        </Stack>
      )}
    </PublicPageFrame>
  );
}
