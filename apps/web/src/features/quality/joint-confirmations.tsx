import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { qualityAccess, type QualityControlDetail } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { formatDateTimeAfter } from '../../lib/format.ts';
import { profileAllows } from '../../lib/profile-access.ts';
import { useConfirmQualityControl } from './api/control-requests-api.ts';
import { requestErrorMessage } from './control-request-words.ts';

function Signature({
  side,
  signed,
  waiting,
}: {
  side: string;
  signed: { name: string; at: string } | null;
  waiting: string;
}) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {side}
      </Text>
      <Text>{signed ? `${signed.name}, ${formatDateTimeAfter('il', signed.at)}` : waiting}</Text>
    </div>
  );
}

/**
 * A joint control's two confirmations: the provider's when staff completed it, the customer's when a
 * user with quality controls confirmed its result here; and, after a failure, the re-check planned.
 */
export function JointConfirmations({
  control,
  joint,
  staff,
}: {
  control: QualityControlDetail;
  joint: NonNullable<QualityControlDetail['joint']>;
  staff: boolean;
}) {
  const profile = useCurrentProfile();
  const confirm = useConfirmQualityControl(control.id);
  const canConfirm =
    !staff &&
    control.state === 'completed' &&
    joint.customer === null &&
    profileAllows(profile, qualityAccess.rules.requestControl);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="conferme">
      <Stack gap="sm">
        <Title order={2} size="h3" id="conferme">
          Conferme del controllo in contraddittorio
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Signature side="Fornitore" signed={joint.provider} waiting="Il controllo è ancora in corso." />
          <Signature
            side="Cliente"
            signed={joint.customer}
            waiting={
              control.state === 'completed' ? 'Risultato da confermare.' : 'Dopo la chiusura del controllo.'
            }
          />
        </SimpleGrid>
        {canConfirm && (
          <div>
            <Button onClick={() => confirm.mutate()} loading={confirm.isPending}>
              Conferma il risultato
            </Button>
          </div>
        )}
        {confirm.isError && (
          <Alert color="red" variant="light" role="alert">
            {requestErrorMessage(confirm.error)}
          </Alert>
        )}
        {joint.recheckRequestId !== null && (
          <Text size="sm">
            Il controllo non è conforme: è previsto un ricontrollo, da fissare con il fornitore.{' '}
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to={staff ? '/backoffice/quality-requests' : '/quality/request-control'} />
              )}
            >
              Vai alle richieste
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
