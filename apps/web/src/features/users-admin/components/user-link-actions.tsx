import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { UserDetails } from '@portale/shared';
import { IconMailForward, IconUserShare } from '@tabler/icons-react';
import { wrappingButton } from '../../../lib/wrapping-labels.ts';
import { useCreateImpersonationLink } from '../api/create-impersonation-link.ts';
import { useSendActivationEmail } from '../api/send-activation-email.ts';
import { activationLinkValidity, customerAccessLinkValidity } from '../link-validity.ts';
import { userAdminErrorMessage } from '../user-admin-errors.ts';
import { CopyableLink } from '../../../lib/copyable-link.tsx';

/** A new activation email for a user not yet active, and an impersonation link for a customer user. */
export function UserLinkActions({ user }: { user: UserDetails }) {
  const sendActivation = useSendActivationEmail(user.id);
  const impersonation = useCreateImpersonationLink(user.id);

  return (
    <Card withBorder padding="lg">
      <Stack gap="lg">
        <Title order={2} size="h4">
          Link per l’utente
        </Title>
        {!user.isActive && (
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {user.firstName} {user.surname} non ha ancora scelto la password. Puoi inviare una nuova email
              di attivazione: il link precedente smetterà di funzionare.
            </Text>
            <Button
              variant="light"
              classNames={wrappingButton}
              leftSection={<IconMailForward size={18} aria-hidden />}
              loading={sendActivation.isPending}
              onClick={() => sendActivation.mutate()}
            >
              Invia di nuovo l’email di attivazione
            </Button>
            {sendActivation.isError && (
              <Alert color="red" variant="light" role="alert" w="100%">
                {userAdminErrorMessage(sendActivation.error)}
              </Alert>
            )}
            {sendActivation.isSuccess && (
              <Stack gap="xs" w="100%">
                <Alert color="teal" variant="light">
                  Email di attivazione inviata a {user.email}.
                </Alert>
                <CopyableLink
                  label="Nuovo link di attivazione"
                  url={sendActivation.data.activationLink}
                  description={`Vale ${activationLinkValidity()} e si usa una volta sola.`}
                />
              </Stack>
            )}
          </Stack>
        )}
        {user.isExternal && (
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              Per vedere il portale come lo vede {user.firstName}, crea un link di accesso come cliente: apre
              una sessione a suo nome, senza bisogno della sua password.
            </Text>
            <Button
              variant="light"
              classNames={wrappingButton}
              leftSection={<IconUserShare size={18} aria-hidden />}
              loading={impersonation.isPending}
              disabled={!user.isEnabled}
              onClick={() => impersonation.mutate()}
            >
              Crea link di accesso come cliente
            </Button>
            {!user.isEnabled && (
              <Text size="sm" c="dimmed">
                L’utente è disabilitato: abilitalo per poter creare il link.
              </Text>
            )}
            {impersonation.isError && (
              <Alert color="red" variant="light" role="alert" w="100%">
                {userAdminErrorMessage(impersonation.error)}
              </Alert>
            )}
            {impersonation.isSuccess && (
              <CopyableLink
                label="Link di accesso come cliente"
                url={impersonation.data.url}
                withOpenButton
                description={`Vale ${customerAccessLinkValidity()} e si usa una volta sola. Se lo apri in questo browser, tutte le schede del portale passano alla sessione dell’utente finché non torni al tuo account dalla striscia in alto.`}
              />
            )}
          </Stack>
        )}
        {user.isActive && !user.isExternal && (
          <Text size="sm" c="dimmed">
            L’utente ha già attivato l’account. L’accesso come cliente non è possibile per gli utenti dello
            staff.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
