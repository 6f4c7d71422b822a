import '@mantine/dates/styles.css';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Textarea } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { addDays, qualityAccess, romeToday, type QualityControlRequest } from '@portale/shared';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { DateField } from '../../lib/date-field.tsx';
import { formatDate } from '../../lib/format.ts';
import { profileAllows } from '../../lib/profile-access.ts';
import { useAnswerControlRequest } from './api/control-requests-api.ts';
import { useStartQualityControl } from './api/quality-api.ts';
import { requestErrorMessage } from './control-request-words.ts';

type Action = 'accept' | 'propose' | 'decline';

/**
 * Staff's answer to a request: accept one of the customer's days at a time, propose another day and
 * time, or decline saying why. The API holds the notice (noticeHours) and says so if it is short.
 */
function AnswerForm({ request, noticeHours }: { request: QualityControlRequest; noticeHours: number }) {
  const answer = useAnswerControlRequest(request.id);
  const canAccept = request.state === 'requested';
  const [action, setAction] = useState<Action>(canAccept ? 'accept' : 'propose');
  const [acceptedDay, setAcceptedDay] = useState<string | null>(request.proposedDates[0] ?? null);
  const [proposedDay, setProposedDay] = useState('');
  const [time, setTime] = useState('09:00');
  const [message, setMessage] = useState('');
  const day = action === 'accept' ? (acceptedDay ?? '') : proposedDay;
  const ready = action === 'decline' ? message.trim() !== '' : day !== '' && time !== '';
  const submit = () =>
    answer.mutate(
      action === 'decline'
        ? { action, answer: message.trim() }
        : { action, day, time, answer: message.trim() || null },
    );
  return (
    <Stack gap="xs" mt="xs">
      <SegmentedControl
        aria-label="Risposta"
        value={action}
        onChange={(value) => setAction(value as Action)}
        data={[
          ...(canAccept ? [{ value: 'accept', label: 'Accetta un giorno' }] : []),
          { value: 'propose', label: 'Proponi un orario' },
          { value: 'decline', label: 'Rifiuta' },
        ]}
      />
      {action !== 'decline' && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          {action === 'accept' ? (
            <Select
              label="Giorno scelto"
              data={request.proposedDates.map((value) => ({ value, label: formatDate(value) }))}
              value={acceptedDay}
              onChange={setAcceptedDay}
              allowDeselect={false}
              w={{ base: '100%', sm: 200 }}
            />
          ) : (
            <DateField
              label="Giorno proposto"
              minDate={addDays(romeToday(), 1)}
              value={proposedDay}
              onChange={setProposedDay}
              w={{ base: '100%', sm: 200 }}
            />
          )}
          <TimeInput
            label="Ora"
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            w={{ base: '100%', sm: 120 }}
          />
        </Group>
      )}
      <Textarea
        label={action === 'decline' ? 'Motivo' : 'Messaggio al cliente (facoltativo)'}
        description={
          action === 'decline' ? undefined : `Serve un preavviso di almeno ${String(noticeHours)} ore.`
        }
        required={action === 'decline'}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        maxLength={1000}
      />
      <div>
        <Button size="xs" onClick={submit} disabled={!ready} loading={answer.isPending}>
          {action === 'accept'
            ? 'Fissa il controllo'
            : action === 'propose'
              ? 'Invia la proposta'
              : 'Rifiuta la richiesta'}
        </Button>
      </div>
      {answer.isError && (
        <Alert color="red" variant="light" role="alert">
          {requestErrorMessage(answer.error)}
        </Alert>
      )}
    </Stack>
  );
}

/** A scheduled request is carried out as a joint control: its rooms are drawn and the recording opens. */
function StartJointControl({ request }: { request: QualityControlRequest }) {
  const start = useStartQualityControl();
  const navigate = useNavigate();
  const begin = async () => {
    const control = await start.mutateAsync({
      siteCode: request.siteCode,
      controlDate: romeToday(new Date(request.scheduledAt!)),
      requestId: request.id,
    });
    await navigate({ to: '/backoffice/quality/$controlId', params: { controlId: String(control.id) } });
  };
  return (
    <Stack gap="xs" mt="xs">
      <div>
        <Button size="xs" onClick={() => void begin().catch(() => undefined)} loading={start.isPending}>
          Avvia il controllo
        </Button>
      </div>
      {start.isError && (
        <Alert color="red" variant="light" role="alert">
          {requestErrorMessage(start.error)}
        </Alert>
      )}
    </Stack>
  );
}

/** What staff may do on a request where it stands. */
export function StaffRequestActions({
  request,
  noticeHours,
}: {
  request: QualityControlRequest;
  noticeHours: number;
}) {
  const profile = useCurrentProfile();
  const [answering, setAnswering] = useState(false);
  if (request.state === 'cancelled' || request.control) return null;
  const canRecord = profileAllows(profile, qualityAccess.rules.record);
  return (
    <>
      <Group gap="xs">
        <Button
          size="xs"
          variant={request.state === 'requested' ? 'filled' : 'default'}
          onClick={() => setAnswering((open) => !open)}
        >
          {request.state === 'requested' ? 'Rispondi' : 'Cambia orario o rifiuta'}
        </Button>
      </Group>
      {answering && <AnswerForm request={request} noticeHours={noticeHours} />}
      {request.state === 'scheduled' && canRecord && <StartJointControl request={request} />}
    </>
  );
}
