import {
  Anchor,
  Button,
  Center,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ticketsAccess, type QualityControlDetail } from '@portale/shared';
import { Link, useParams } from '@tanstack/react-router';
import { formatDate } from '../../lib/format.ts';
import { formatCount, formatThousandths } from '../../lib/italian-numbers.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { profileAllows } from '../../lib/profile-access.ts';
import { linkLeadsNowhere, MissingItem } from '../../lib/missing-item.tsx';
import { useQualityControl } from './api/quality-api.ts';
import { CategoryWorking, RoomVotes } from './control-working.tsx';
import { JointConfirmations } from './joint-confirmations.tsx';
import { OutcomeBadge } from './outcome-badge.tsx';
import { qualityErrorMessage } from './quality-errors.ts';
import { RoomPhotos } from './room-photos.tsx';
import { kindLabels, voteLabels } from './quality-words.ts';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** A control's page while it loads, when it cannot, and once loaded (`children`), on either side. */
export function ControlLoader({
  children,
}: {
  children: (control: QualityControlDetail) => React.ReactNode;
}) {
  const { controlId } = useParams({ strict: false }) as { controlId: string };
  const detail = useQualityControl(Number(controlId));

  if (detail.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento del controllo" />
      </Center>
    );
  if (detail.isError) {
    if (linkLeadsNowhere(detail.error))
      return (
        <MissingItem title="Controllo non trovato">
          Il controllo non esiste o non è di un’ubicazione che puoi vedere.
        </MissingItem>
      );
    return (
      <LoadError title="Controllo non caricato" query={detail}>
        {qualityErrorMessage(detail.error)}
      </LoadError>
    );
  }
  return children(detail.data);
}

/**
 * «Apri una segnalazione» under a room that does not conform: the new-ticket form, filled in with the
 * site, the room, a complaint's subject and the rejected votes with their notes.
 */
function TicketLink({
  control,
  room,
}: {
  control: QualityControlDetail;
  room: QualityControlDetail['rooms'][number];
}) {
  const rejected = room.items
    .filter((item) => item.vote <= 2)
    .map(
      (item) =>
        `${item.elementName}: ${item.vote} ${voteLabels[item.vote]}${item.note ? ` (${item.note})` : ''}`,
    );
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      renderRoot={(props) => (
        <Link
          {...props}
          to="/transmissions/tickets/new"
          search={{
            type: 'COMPLAINT',
            siteCode: control.siteCode,
            siteName: control.siteName,
            room: `${room.identifier} · ${room.roomName}`.slice(0, 100),
            subject: `Non conformità nel controllo del ${formatDate(control.controlDate)}`,
            description:
              `Nel controllo di qualità del ${formatDate(control.controlDate)} il vano ${room.identifier} (${room.areaCategoryName}) non è conforme. Elementi respinti: ${rejected.join('; ')}.`.slice(
                0,
                2000,
              ),
          }}
        />
      )}
    >
      Apri una segnalazione
    </Button>
  );
}

/** The report of a control, completed or not: what either side reads to check it by hand. */
export function ControlReport({
  control,
  backTo,
}: {
  control: QualityControlDetail;
  backTo: '/quality/controls' | '/backoffice/quality';
}) {
  const profile = useCurrentProfile();
  const canOpenTicket = backTo === '/quality/controls' && profileAllows(profile, ticketsAccess.rules.open);
  const weights = new Map(control.rule.weights.map((entry) => [entry.elementCode, entry.weight]));
  const inspected = new Set(control.rooms.map((room) => room.areaCategoryId));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            {kindLabels[control.kind]} · {control.siteName}
          </Text>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Controllo del {formatDate(control.controlDate)}
          </Title>
        </div>
        <OutcomeBadge compliant={control.compliant} />
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label="Ubicazione">
            {control.siteName} ({control.siteCode})
          </Field>
          <Field label="Punteggio">
            {control.total
              ? `${formatThousandths(control.total.scoreThousandths)} (A = ${control.total.a}, B = ${control.total.b})`
              : 'Nessun voto ancora'}
          </Field>
          <Field label="Vani ispezionati">{formatCount(control.rooms.length, 'vano', 'vani')}</Field>
        </SimpleGrid>
      </Paper>

      {control.joint && (
        <JointConfirmations control={control} joint={control.joint} staff={backTo !== '/quality/controls'} />
      )}

      <Stack gap="xs">
        <Title order={2} size="h3">
          Come si calcola l’esito
        </Title>
        <Text>
          Ogni elemento ispezionato è accettato con voto 3 o 4 e respinto con 1 o 2. A è la somma dei pesi
          degli elementi ispezionati, B quella dei pesi degli elementi respinti. Una categoria di area è
          conforme se 1 − B/A raggiunge il suo livello di qualità accettabile (LQA); il controllo è conforme
          se lo sono tutte le categorie ispezionate.
        </Text>
        <CategoryWorking control={control} />
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h3">
          Vani ispezionati
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {control.rooms.map((room) => (
            <RoomVotes
              key={room.roomId}
              room={room}
              weights={weights}
              followUp={
                canOpenTicket ? (failing) => <TicketLink control={control} room={failing} /> : undefined
              }
            >
              <RoomPhotos controlId={control.id} photos={room.photos} />
            </RoomVotes>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h3">
          Estrazione dei vani
        </Title>
        <Text>
          {formatCount(control.sample.sampleSize, 'vano estratto', 'vani estratti')} su{' '}
          {formatCount(control.sample.lotSize, 'vano aperto', 'vani aperti')} il giorno del controllo, come
          prevede il piano di campionamento ISO 2859-1 (livello generale II). Con il seme{' '}
          <strong>{control.sample.seed}</strong> e il generatore {control.sample.generator}, applicato ai vani
          in ordine di codice, chiunque può rifare la stessa estrazione.
        </Text>
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h3">
          Regola applicata
        </Title>
        <Text>
          La versione in vigore dal {formatDate(control.rule.validFrom)} per la commessa{' '}
          {control.rule.jobOrderId}.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <div>
            <Text fw={600}>Pesi degli elementi</Text>
            <List size="sm">
              {control.rule.weights.map((entry) => (
                <List.Item key={entry.elementCode}>
                  {entry.elementName}: {entry.weight}
                </List.Item>
              ))}
            </List>
          </div>
          <div>
            <Text fw={600}>LQA delle categorie ispezionate</Text>
            <List size="sm">
              {control.rule.levels
                .filter((level) => inspected.has(level.areaCategoryId))
                .map((level) => (
                  <List.Item key={level.areaCategoryId}>
                    {level.areaCategoryName}: {formatThousandths(level.lqaThousandths)}
                  </List.Item>
                ))}
            </List>
          </div>
        </SimpleGrid>
      </Stack>
      <Anchor renderRoot={(props) => <Link {...props} to={backTo} />}>Torna ai controlli</Anchor>
    </Stack>
  );
}
