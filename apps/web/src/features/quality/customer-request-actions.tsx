import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { addDays, romeToday, type QualityControlRequest } from '@portale/shared';
import { useState } from 'react';
import { useReplyToControlRequest, useWithdrawControlRequest } from './api/control-requests-api.ts';
import { requestErrorMessage } from './control-request-words.ts';
import { chosenDays, ProposedDaysFields } from './proposed-days-fields.tsx';

/**
 * The customer's steps on a request: accept the time the provider proposed, or propose other days;
 * withdraw the request while its control has not started (asked twice, since it cannot be undone).
 */
export function CustomerRequestActions({ request }: { request: QualityControlRequest }) {
  const reply = useReplyToControlRequest(request.id);
  const withdraw = useWithdrawControlRequest(request.id);
  const [countering, setCountering] = useState(false);
  const [confirmingWithdrawal, setConfirmingWithdrawal] = useState(false);
  const [days, setDays] = useState<string[]>([]);
  const [note, setNote] = useState('');
  if (request.state === 'cancelled' || request.control) return null;
  const failed = reply.error ?? withdraw.error;

  return (
    <Stack gap="xs" mt="xs">
      <Group gap="xs">
        {request.state === 'proposed' && (
          <>
            <Button size="xs" onClick={() => reply.mutate({ action: 'accept' })} loading={reply.isPending}>
              Accetta l’orario
            </Button>
            <Button size="xs" variant="default" onClick={() => setCountering((open) => !open)}>
              Proponi altri giorni
            </Button>
          </>
        )}
        {confirmingWithdrawal ? (
          <>
            <Button size="xs" color="red" onClick={() => withdraw.mutate()} loading={withdraw.isPending}>
              Sì, ritira la richiesta
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirmingWithdrawal(false)}>
              No, tienila
            </Button>
          </>
        ) : (
          <Button size="xs" variant="subtle" color="red" onClick={() => setConfirmingWithdrawal(true)}>
            Ritira la richiesta
          </Button>
        )}
      </Group>
      {countering && (
        <Stack gap="xs">
          <ProposedDaysFields days={days} onChange={setDays} minDate={addDays(romeToday(), 1)} />
          <Textarea
            label="Note (facoltative)"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={1000}
          />
          <div>
            <Button
              size="xs"
              disabled={chosenDays(days).length === 0}
              loading={reply.isPending}
              onClick={() =>
                reply.mutate({
                  action: 'counter',
                  proposedDates: chosenDays(days),
                  note: note.trim() || null,
                })
              }
            >
              Invia i nuovi giorni
            </Button>
          </div>
        </Stack>
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {requestErrorMessage(failed)}
        </Alert>
      )}
    </Stack>
  );
}
