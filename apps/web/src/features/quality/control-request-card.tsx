import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { QualityControlRequest } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatDateTimeAfter } from '../../lib/format.ts';
import { daysList, requestStage } from './control-request-words.ts';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/**
 * One joint control request as both sides read it: where it stands, the customer's days and note, the
 * time set or proposed, staff's answer, and the control it led to. `actions` holds the side's buttons.
 */
export function ControlRequestCard({
  request,
  staff,
  actions,
}: {
  request: QualityControlRequest;
  staff: boolean;
  actions?: React.ReactNode;
}) {
  const stage = requestStage(request);
  const controlPath = staff ? '/backoffice/quality/$controlId' : '/quality/controls/$controlId';
  const heading = `${request.recheckOfControlId === null ? 'Richiesta' : 'Ricontrollo'} n. ${request.id}`;
  return (
    <Paper withBorder p="md" component="article" aria-label={`${heading}, ${request.siteName}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={700}>{heading}</Text>
            <Text size="sm">
              {staff ? `${request.customerName} – ` : ''}
              {request.siteName} ({request.siteCode})
            </Text>
          </div>
          <Badge color={stage.color} variant="light">
            {stage.label}
          </Badge>
        </Group>
        <Line label="Giorni proposti dal cliente">{daysList(request.proposedDates)}</Line>
        {request.note && <Line label="Note">{request.note}</Line>}
        <Line label="Richiesta">
          {request.requested.name ?? 'dal portale, dopo un esito non conforme'}{' '}
          {formatDateTimeAfter('il', request.requested.at)}
        </Line>
        {request.scheduledAt && request.state !== 'cancelled' && (
          <Line label={request.state === 'proposed' ? 'Orario proposto dal fornitore' : 'Fissato per'}>
            {formatDateTime(request.scheduledAt)}
          </Line>
        )}
        {request.answer && <Line label="Risposta del fornitore">{request.answer}</Line>}
        {request.cancelled && (
          <Line label="Annullata">
            da {request.cancelled.name} {formatDateTimeAfter('il', request.cancelled.at)}
          </Line>
        )}
        {request.recheckOfControlId !== null && (
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link {...props} to={controlPath} params={{ controlId: String(request.recheckOfControlId) }} />
            )}
          >
            Controllo non conforme da ricontrollare
          </Anchor>
        )}
        {request.control && (
          <Anchor
            size="sm"
            fw={600}
            renderRoot={(props) => (
              <Link {...props} to={controlPath} params={{ controlId: String(request.control!.id) }} />
            )}
          >
            Apri il controllo
            {request.control.state === 'completed' && !request.control.customerConfirmedAt
              ? ' (risultato da confermare)'
              : ''}
          </Anchor>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
