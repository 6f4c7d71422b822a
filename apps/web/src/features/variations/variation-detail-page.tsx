import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { roomVariationTypeLabels, type VariationDetail } from '@portale/shared';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { ReasonDialog } from '../../lib/reason-dialog.tsx';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { formatCurrency, formatDateTimeAfter } from '../../lib/format.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { linkLeadsNowhere, MissingItem } from '../../lib/missing-item.tsx';
import { ResponsiveTable } from '../../lib/responsive-table.tsx';
import { useVariationDecision, useVariationDetail } from './api/variations-api.ts';
import { variationErrorMessage } from './variation-errors.ts';
import { VariationStateBadge } from './variation-state-badge.tsx';
import { variationPeriod, variationWhat } from './variation-text.ts';

const area = (value: number | null) =>
  value === null ? '—' : `${value.toLocaleString('it-IT', { maximumFractionDigits: 2 })} m²`;

const decisionKinds = ['accept', 'reject'] as const;

/** Staff's two decisions: accepting with an optional note, rejecting with the reason the customer reads. */
const decisionWords = {
  accept: {
    title: 'Accetta la richiesta',
    reason: {
      label: 'Nota per il cliente',
      description: 'Facoltativa. Accettata, una variazione dei locali cambia i loro periodi di apertura.',
      required: false,
    },
    confirmLabel: 'Accetta',
    color: 'green',
  },
  reject: {
    title: 'Respingi la richiesta',
    reason: {
      label: 'Motivo',
      description: 'Il cliente lo legge nella notifica e nella pagina della richiesta.',
      required: true,
    },
    confirmLabel: 'Respingi',
    color: 'red',
  },
} as const;

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

function RoomsTable({ variation }: { variation: VariationDetail }) {
  const modify = variation.roomVariationType === 1;
  return (
    <ResponsiveTable label="Locali della richiesta" minWidth={modify ? 640 : 280}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Codice</Table.Th>
            <Table.Th>Locale</Table.Th>
            {modify && (
              <>
                <Table.Th>Nuova superficie</Table.Th>
                <Table.Th>Nuova categoria</Table.Th>
                <Table.Th>Nuova frequenza</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variation.rooms.map((room) => (
            <Table.Tr key={room.roomId}>
              <Table.Td>{room.identifier}</Table.Td>
              <Table.Td>{room.roomName}</Table.Td>
              {modify && (
                <>
                  <Table.Td>{area(room.newArea)}</Table.Td>
                  <Table.Td>{room.newAreaCategoryName ?? '—'}</Table.Td>
                  <Table.Td>{room.newFrequencyName ?? '—'}</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/** /variations/:variationId: a request, its rooms or service, its state and decision, and its actions. */
export function VariationDetailPage() {
  const { variationId } = useParams({ strict: false }) as { variationId: string };
  const id = Number(variationId);
  const detail = useVariationDetail(id);
  const decision = useVariationDecision(id);
  const staff = useCurrentProfile().roles.includes('staff');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'accept' | 'reject' | 'withdraw' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  if (detail.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento della richiesta" />
      </Center>
    );
  if (detail.isError) {
    if (linkLeadsNowhere(detail.error))
      return (
        <MissingItem title="Richiesta di variazione non trovata">
          La richiesta non esiste, è stata ritirata o non è di un’ubicazione che puoi vedere.
        </MissingItem>
      );
    return (
      <LoadError title="Richiesta di variazione non caricata" query={detail}>
        {variationErrorMessage(detail.error)}
      </LoadError>
    );
  }
  const variation = detail.data;
  const { actions } = variation;
  const rooms = variation.type === 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            Richiesta di variazione n. {variation.id}
          </Text>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {variationWhat(variation)}
          </Title>
        </div>
        <VariationStateBadge state={variation.state} />
      </Group>
      {failure !== null && (
        <Alert color="red" variant="light" role="alert">
          {variationErrorMessage(failure)}
        </Alert>
      )}
      <Group gap="sm">
        {actions.edit && (
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/variations/$variationId/edit" params={{ variationId: String(id) }} />
            )}
          >
            Modifica
          </Button>
        )}
        {actions.withdraw && (
          <Button variant="default" color="red" onClick={() => setDialog('withdraw')}>
            Ritira
          </Button>
        )}
        {actions.takeInCharge && (
          <Button
            loading={decision.takeInCharge.isPending}
            onClick={() => {
              setFailure(null);
              decision.takeInCharge.mutate(undefined, { onError: setFailure });
            }}
          >
            Prendi in carico
          </Button>
        )}
        {actions.accept && (
          <Button color="green" onClick={() => setDialog('accept')}>
            Accetta
          </Button>
        )}
        {actions.reject && (
          <Button color="red" variant="outline" onClick={() => setDialog('reject')}>
            Respingi
          </Button>
        )}
      </Group>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Field label="Ubicazione">
            {variation.siteName} ({variation.siteCode}) · {variation.customerName}
          </Field>
          <Field label="Tipo">
            {rooms
              ? `Locali: ${variation.roomVariationType === null ? '' : roomVariationTypeLabels[variation.roomVariationType].toLowerCase()}`
              : `Servizio: ${variation.serviceName ?? ''}`}
          </Field>
          <Field label="Periodo">{variationPeriod(variation)}</Field>
          {variation.newFee !== null && (
            <Field label="Nuovo canone mensile">{formatCurrency(variation.newFee)}</Field>
          )}
          {variation.notes && <Field label="Note">{variation.notes}</Field>}
          <Field label="Inviata">
            {formatDateTimeAfter('il', variation.createdAt)}
            {variation.requestedByName ? ` da ${variation.requestedByName}` : ''}
          </Field>
          {variation.handledByName && <Field label="Gestita da">{variation.handledByName}</Field>}
          {variation.decidedAt && (
            <Field label={variation.state === 3 ? 'Accettata' : 'Respinta'}>
              {formatDateTimeAfter('il', variation.decidedAt)}
            </Field>
          )}
          {variation.decisionReason && (
            <Field label={variation.state === 4 ? 'Motivo' : 'Nota del fornitore'}>
              {variation.decisionReason}
            </Field>
          )}
        </Stack>
      </Paper>
      {rooms && (
        <Stack gap="xs">
          <Title order={2} size="h3">
            Locali
          </Title>
          <RoomsTable variation={variation} />
        </Stack>
      )}
      <Anchor
        renderRoot={(props) => <Link {...props} to={staff ? '/backoffice/variations' : '/variations'} />}
      >
        Torna alle richieste
      </Anchor>
      {decisionKinds.map((kind) => (
        <ReasonDialog
          key={kind}
          opened={dialog === kind}
          {...decisionWords[kind]}
          onConfirm={(text) => decision[kind].mutateAsync(text)}
          errorMessage={variationErrorMessage}
          onClose={() => setDialog(null)}
        />
      ))}
      <ConfirmDialog
        opened={dialog === 'withdraw'}
        title="Ritirare la richiesta?"
        message="La richiesta sarà eliminata e il fornitore non la vedrà più."
        confirmLabel="Ritira"
        color="red"
        onConfirm={async () => {
          await decision.withdraw.mutateAsync();
          await navigate({ to: '/variations' });
        }}
        errorMessage={variationErrorMessage}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
