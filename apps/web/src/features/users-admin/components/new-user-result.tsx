import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import type { NewUserResult } from '@portale/shared';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { activationLinkValidity } from '../link-validity.ts';
import { CopyableLink } from '../../../lib/copyable-link.tsx';

type NewUserResultPanelProps = {
  result: NewUserResult;
  email: string;
  onCreateAnother: () => void;
};

/** What happens after a user is created: the activation link (shown only now) and whether it was emailed. */
export function NewUserResultPanel({ result, email, onCreateAnother }: NewUserResultPanelProps) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        {result.activationEmailSent ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title="Utente creato">
            Abbiamo inviato a {email} l’email con il link per attivare l’account.
          </Alert>
        ) : (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconMailOff aria-hidden />}
            title="Utente creato, email non inviata"
          >
            Non è stato possibile inviare l’email di attivazione a {email}: consegna il link all’utente in un
            altro modo.
          </Alert>
        )}
        <CopyableLink
          label="Link di attivazione"
          url={result.activationLink}
          description={`Vale ${activationLinkValidity()} e si usa una volta sola. Viene mostrato solo ora: copialo se ti serve.`}
        />
        <Group gap="sm">
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/backoffice/users/$userId" params={{ userId: result.userId }} />
            )}
          >
            Apri la scheda dell’utente
          </Button>
          <Button variant="default" onClick={onCreateAnother}>
            Crea un altro utente
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
