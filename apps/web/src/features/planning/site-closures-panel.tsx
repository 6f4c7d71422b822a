import { ActionIcon, Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DateField } from '../../lib/date-field.tsx';
import { formatPeriod } from '../../lib/format.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { useAddClosure, useRemoveClosure, useSiteClosures } from './api/planning-writes-api.ts';
import { planningErrorMessage } from './planning-errors.ts';

/**
 * A site's closures (a school's holidays, works): the work that falls in them moves to the next open day
 * or is not done, as each service says. Staff add and remove them beside the site's services.
 */
export function SiteClosuresPanel({ siteCode }: { siteCode: string }) {
  const closures = useSiteClosures(siteCode);
  const add = useAddClosure(siteCode);
  const remove = useRemoveClosure();
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [reason, setReason] = useState('');
  const failure = add.error ?? remove.error;
  const submit = () =>
    add.mutate(
      { startsOn, endsOn, reason: reason.trim() || null },
      {
        onSuccess: () => {
          setStartsOn('');
          setEndsOn('');
          setReason('');
        },
      },
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="chiusure-ubicazione">
      <Stack gap="sm">
        <Title order={2} size="h4" id="chiusure-ubicazione">
          Chiusure dell’ubicazione
        </Title>
        {closures.isError && (
          <LoadError title="Chiusure non caricate" query={closures}>
            {planningErrorMessage(closures.error)}
          </LoadError>
        )}
        {closures.data?.length === 0 && <Text size="sm">Nessuna chiusura oltre alle festività.</Text>}
        {closures.data && closures.data.length > 0 && (
          <List spacing={4}>
            {closures.data.map((closure) => (
              <List.Item key={closure.id}>
                <Group gap="xs">
                  <Text size="sm">
                    {formatPeriod(closure.startsOn, closure.endsOn, 'Dal')}
                    {closure.reason ? `: ${closure.reason}` : ''}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Togli la chiusura ${formatPeriod(closure.startsOn, closure.endsOn)}`}
                    loading={remove.isPending && remove.variables === closure.id}
                    onClick={() => remove.mutate(closure.id)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateField label="Dal" value={startsOn} onChange={setStartsOn} w={{ base: '100%', sm: 160 }} />
          <DateField label="Al" value={endsOn} onChange={setEndsOn} w={{ base: '100%', sm: 160 }} />
          <TextInput
            label="Motivo"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={200}
            w={{ base: '100%', sm: 240 }}
          />
          <Button onClick={submit} loading={add.isPending} disabled={!startsOn || !endsOn}>
            Aggiungi la chiusura
          </Button>
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {planningErrorMessage(failure)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
