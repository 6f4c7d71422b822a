import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { statusOf } from '../../../lib/api-error-message.ts';
import { PublicPageFrame } from '../../../lib/public-page-frame.tsx';
import { firstAccessCodeRefusedMessage, firstAccessErrorMessage } from '../account-error-messages.ts';
import { useCompleteFirstAccess } from '../api/complete-first-access.ts';
import { useFirstAccessInfo } from '../api/first-access-info.ts';
import { InvalidLinkNotice } from '../invalid-link-notice.tsx';
import { EnableUserForm } from './enable-user-form.tsx';
import { FirstAccessIdentity } from './first-access-identity.tsx';

const enableUserRoute = getRouteApi('/enable-user');

/** 404: unknown or expired code, a new activation email helps; 409: the account is already active. */
function RefusedCode({ status }: { status: number | null }) {
  return status === 409 ? (
    <InvalidLinkNotice action={{ label: 'Vai all’accesso', to: '/login' }}>
      {firstAccessCodeRefusedMessage} Se hai già scelto la password, accedi con quella.
    </InvalidLinkNotice>
  ) : (
    <InvalidLinkNotice action={{ label: 'Chiedi un nuovo link', to: '/recover-password' }}>
      {firstAccessCodeRefusedMessage} Il link potrebbe essere scaduto: scrivi il tuo nome utente nella pagina
      di recupero e ti invieremo un nuovo link di attivazione.
    </InvalidLinkNotice>
  );
}

/** /enable-user?code=…, from the activation email: who is enabling, then password and consents. */
export function EnableUserPage() {
  const { code = '' } = enableUserRoute.useSearch();
  const navigate = useNavigate();
  const info = useFirstAccessInfo(code);
  const complete = useCompleteFirstAccess();
  const refusedStatus = statusOf(info.error) ?? statusOf(complete.error);

  let content: ReactNode;
  if (!code || refusedStatus === 404 || refusedStatus === 409) {
    content = <RefusedCode status={code ? refusedStatus : 404} />;
  } else if (info.isPending) {
    content = (
      <Center py="xl">
        <Loader aria-label="Caricamento in corso" />
      </Center>
    );
  } else if (info.isError) {
    content = (
      <Alert color="red" variant="light" role="alert">
        {firstAccessErrorMessage(info.error)}
      </Alert>
    );
  } else {
    content = (
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="sm">Stai attivando questo account:</Text>
          <FirstAccessIdentity info={info.data} />
        </Stack>
        <EnableUserForm
          errorMessage={complete.isError ? firstAccessErrorMessage(complete.error) : null}
          onSubmit={async (request) => {
            await complete.mutateAsync({ code, ...request });
            await navigate({ to: '/login', search: { notice: 'account-enabled' } });
          }}
        />
      </Stack>
    );
  }

  return (
    <PublicPageFrame
      title="Attiva il tuo account"
      description="Scegli la password per accedere al Portale Clienti e indica quali email vuoi ricevere."
      width={480}
      footer={
        <Anchor component={Link} to="/login" size="sm">
          Hai già attivato l’account? Accedi
        </Anchor>
      }
    >
      {content}
    </PublicPageFrame>
  );
}
