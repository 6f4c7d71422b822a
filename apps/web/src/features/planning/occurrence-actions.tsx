import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { romeToday, type PlanOccurrence } from '@portale/shared';
import { useState } from 'react';
import { DateField } from '../../lib/date-field.tsx';
import {
  useChangeDay,
  useClearDayRecord,
  useRecordDay,
  useUndoDayChange,
} from './api/planning-writes-api.ts';
import { planningErrorMessage } from './planning-errors.ts';

/**
 * What staff do with an occurrence: record it done or not done (from its day on), clear the record,
 * move it to another day or call it off, and undo a move. Each closes the dialog; the plan is read again.
 */
export function OccurrenceActions({
  occurrence,
  onDone,
}: {
  occurrence: PlanOccurrence;
  onDone: () => void;
}) {
  const record = useRecordDay();
  const clear = useClearDayRecord();
  const change = useChangeDay();
  const undo = useUndoDayChange();
  const [movedTo, setMovedTo] = useState('');
  const day = { siteServiceId: occurrence.siteServiceId, ruleDate: occurrence.ruleDate };
  const recorded = occurrence.state === 'done' || occurrence.state === 'missed';
  const due = occurrence.date <= romeToday();
  const failure = record.error ?? clear.error ?? change.error ?? undo.error;
  const done = { onSuccess: onDone };

  return (
    <Stack gap="sm">
      <Divider label="Registrazione" labelPosition="left" />
      {due ? (
        <Group gap="sm">
          <Button
            color="green"
            loading={record.isPending}
            onClick={() => record.mutate({ ...day, body: { outcome: 'done' } }, done)}
          >
            Svolta
          </Button>
          <Button
            color="red"
            variant="light"
            loading={record.isPending}
            onClick={() => record.mutate({ ...day, body: { outcome: 'missed' } }, done)}
          >
            Non svolta
          </Button>
          {recorded && (
            <Button variant="subtle" loading={clear.isPending} onClick={() => clear.mutate(day, done)}>
              Togli la registrazione
            </Button>
          )}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Si registra dal giorno in cui è pianificata.
        </Text>
      )}
      <Divider label="Spostamento" labelPosition="left" />
      <Group align="flex-end" gap="sm">
        <DateField label="Sposta al" value={movedTo} onChange={setMovedTo} w={170} />
        <Button
          variant="default"
          disabled={!movedTo}
          loading={change.isPending}
          onClick={() => change.mutate({ ...day, body: { movedTo } }, done)}
        >
          Sposta
        </Button>
      </Group>
      <Group gap="sm">
        <Button
          color="red"
          variant="subtle"
          loading={change.isPending}
          onClick={() => change.mutate({ ...day, body: { movedTo: null } }, done)}
        >
          Annulla l’attività
        </Button>
        {occurrence.shift === 'moved' && (
          <Button variant="subtle" loading={undo.isPending} onClick={() => undo.mutate(day, done)}>
            Riporta al giorno previsto
          </Button>
        )}
      </Group>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {planningErrorMessage(failure)}
        </Alert>
      )}
    </Stack>
  );
}
