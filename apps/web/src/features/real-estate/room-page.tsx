import { Alert, Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { romeToday } from '@portale/shared';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { apiErrorMessage, statusOf } from '../../lib/api-error-message.ts';
import { DateField } from '../../lib/date-field.tsx';
import { staleStyle } from '../../lib/drawn-answer.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { useRoomPage } from './api/room-page.ts';
import { RoomHistory } from './components/room-history.tsx';
import { RoomOnDay } from './components/room-on-day.tsx';
import { RoomPlace } from './components/room-place.tsx';
import { realEstateErrorMessages } from './real-estate-errors.ts';
import { RequestVariationButton } from './request-variation-button.tsx';
import { dayHeading } from './real-estate-text.ts';

const route = getRouteApi('/protected/page-rooms');

function RoomNotFound() {
  return (
    <Alert color="gray" variant="light" title="Locale non trovato">
      Il locale non esiste o non appartiene alle ubicazioni che puoi consultare.{' '}
      <Anchor renderRoot={(props) => <Link {...props} to="/real-estate" />}>
        Torna all’anagrafica immobiliare
      </Anchor>
      .
    </Alert>
  );
}

/**
 * /page-rooms?roomId=&date=: a room on a day (today by default), where it is, and its history of open,
 * closed and suspended periods, latest first.
 */
export function RoomPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [today] = useState(() => romeToday());
  const date = search.date ?? today;
  const room = useRoomPage(search.roomId, date);

  if (search.roomId === undefined || statusOf(room.error) === 404) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Locale
        </Title>
        <RoomNotFound />
      </Stack>
    );
  }
  if (room.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento del locale" />
      </Center>
    );
  }
  if (room.isError) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Locale
        </Title>
        <LoadError title="Locale non caricato" query={room}>
          {apiErrorMessage(room.error, realEstateErrorMessages)}
        </LoadError>
      </Stack>
    );
  }
  const page = room.data;
  const name = page.room?.roomName ?? page.history[0]?.roomName;
  return (
    <Stack gap="lg" style={staleStyle(room.isPlaceholderData)}>
      <Stack gap={4}>
        <RoomPlace page={page} date={search.date} />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
            {page.roomIdentifier}
            {name ? ` · ${name}` : ''}
          </Title>
          <RequestVariationButton
            siteCode={page.siteCode}
            roomIds={search.roomId === undefined ? undefined : [search.roomId]}
          />
        </Group>
      </Stack>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} fz="h3">
            {dayHeading(page.date)}
          </Title>
          <DateField
            label="Situazione al giorno"
            value={date}
            onChange={(next) =>
              next &&
              void navigate({
                search: (previous) => ({ ...previous, date: next === today ? undefined : next }),
                replace: true,
              })
            }
            w={200}
          />
        </Group>
        <RoomOnDay page={page} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Storia del locale
        </Title>
        <Text size="sm" c="dimmed">
          I periodi di apertura, chiusura e sospensione, dal più recente, con i dati del locale in ciascuno.
        </Text>
        <RoomHistory history={page.history} date={page.date} />
      </Stack>
    </Stack>
  );
}
