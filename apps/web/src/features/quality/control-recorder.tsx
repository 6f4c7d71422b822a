import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { QualityControlDetail } from '@portale/shared';
import { useEffect, useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { formatCount } from '../../lib/italian-numbers.ts';
import { useCompleteQualityControl } from './api/quality-api.ts';
import { qualityErrorMessage } from './quality-errors.ts';
import { voteLabels } from './quality-words.ts';
import { RoomPhotoRecorder } from './room-photos.tsx';
import { useVoteQueue, type PendingVote } from './use-vote-queue.ts';

type Room = QualityControlDetail['rooms'][number];

/** What the page shows of a room's elements: the sent votes, with the ones still to send over them. */
function currentVotes(room: Room, pending: ReadonlyMap<string, PendingVote>) {
  const votes = new Map<string, { vote: number | null; note: string | null }>(
    room.items.map((item) => [item.elementCode, { vote: item.vote, note: item.note }]),
  );
  for (const entry of pending.values())
    if (entry.roomId === room.roomId) votes.set(entry.elementCode, { vote: entry.vote, note: entry.note });
  return votes;
}

/** «Tutti i voti sono salvati», or how many wait for the network and why. */
function QueueStatus({ waiting, sending, offline }: { waiting: number; sending: boolean; offline: boolean }) {
  const text =
    waiting === 0
      ? 'Tutti i voti sono salvati.'
      : sending
        ? `Invio di ${formatCount(waiting, 'voto', 'voti')}…`
        : offline
          ? `${formatCount(waiting, 'voto', 'voti')} da inviare: restano su questo telefono e partono appena torna la connessione.`
          : `${formatCount(waiting, 'voto', 'voti')} da inviare.`;
  return (
    <Text role="status" size="sm" c={waiting > 0 && offline ? 'orange.9' : 'dimmed'}>
      {text}
    </Text>
  );
}

/**
 * A control in progress, as staff record it on a phone: one drawn room at a time, each element of the
 * rule voted 1 to 4 (or left out when the room has none), a note beside a rejected vote. Each vote is
 * kept on the phone at once and sent in batches (use-vote-queue.ts): a dropped network loses nothing.
 * The control is completed once every room has a vote and nothing waits to be sent.
 */
export function ControlRecorder({ control }: { control: QualityControlDetail }) {
  const [place, setPlace] = useState(0);
  const queue = useVoteQueue(control.id);
  const complete = useCompleteQualityControl(control.id);
  const room = control.rooms[place]!;
  const votes = currentVotes(room, queue.pending);
  const unvoted = control.rooms.filter(
    (candidate) => ![...currentVotes(candidate, queue.pending).values()].some((entry) => entry.vote !== null),
  );
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [place]);

  const setVote = (elementCode: string, vote: number | null, note: string | null) =>
    queue.add({ roomId: room.roomId, elementCode, vote, note });

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed">
          {control.siteName} · {formatDate(control.controlDate)}
        </Text>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Registra il controllo
        </Title>
      </div>
      <QueueStatus waiting={queue.pending.size} sending={queue.sending} offline={queue.offline} />
      {queue.error && !queue.offline && (
        <Alert color="red" variant="light" role="alert">
          Voti non registrati: {qualityErrorMessage(queue.error)}
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="vano-corrente">
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              Vano {place + 1} di {control.rooms.length}
            </Text>
            <Title order={2} size="h3" id="vano-corrente">
              {room.identifier} · {room.roomName}
            </Title>
            <Text size="sm">{room.areaCategoryName}</Text>
          </div>
          {control.rule.weights.map((element) => {
            const current = votes.get(element.elementCode);
            const vote = current?.vote ?? null;
            return (
              <Stack key={element.elementCode} gap={6}>
                <Radio.Group
                  label={element.elementName}
                  value={vote === null ? 'none' : String(vote)}
                  onChange={(value) =>
                    setVote(
                      element.elementCode,
                      value === 'none' ? null : Number(value),
                      current?.note ?? null,
                    )
                  }
                >
                  <Group gap="sm" mt={6}>
                    {[1, 2, 3, 4].map((value) => (
                      <Radio key={value} value={String(value)} label={`${value} ${voteLabels[value]}`} />
                    ))}
                    <Radio value="none" label="Non ispezionato" />
                  </Group>
                </Radio.Group>
                {vote !== null && vote <= 2 && (
                  <TextInput
                    label={`Nota su ${element.elementName.toLowerCase()}`}
                    placeholder="Che cosa va ripassato"
                    defaultValue={current?.note ?? ''}
                    onBlur={(event) =>
                      setVote(element.elementCode, vote, event.currentTarget.value.trim() || null)
                    }
                  />
                )}
              </Stack>
            );
          })}
          <RoomPhotoRecorder
            key={room.roomId}
            controlId={control.id}
            roomId={room.roomId}
            photos={room.photos}
          />
          <Group justify="space-between">
            <Button variant="default" disabled={place === 0} onClick={() => setPlace(place - 1)}>
              Vano precedente
            </Button>
            <Button
              variant="default"
              disabled={place === control.rooms.length - 1}
              onClick={() => setPlace(place + 1)}
            >
              Vano successivo
            </Button>
          </Group>
        </Stack>
      </Paper>
      {complete.isError && (
        <Alert color="red" variant="light" role="alert">
          {qualityErrorMessage(complete.error)}
        </Alert>
      )}
      <Stack gap={4}>
        <Button
          color="green"
          disabled={unvoted.length > 0 || queue.pending.size > 0}
          loading={complete.isPending}
          onClick={() => complete.mutate()}
        >
          Chiudi il controllo
        </Button>
        <Text size="sm" c="dimmed">
          {unvoted.length > 0
            ? `Manca almeno un voto per ${formatCount(unvoted.length, 'vano', 'vani')}: ${unvoted.map((entry) => entry.identifier).join(', ')}.`
            : 'Chiuso, il controllo non cambia più: il cliente ne vede l’esito e il calcolo.'}
        </Text>
      </Stack>
    </Stack>
  );
}
