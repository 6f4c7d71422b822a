import { Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatArea } from '../../../lib/format-area.ts';
import { LoadError } from '../../../lib/load-error.tsx';
import { floorRoomsShown, useFloorRooms } from '../api/room-tree.ts';
import { realEstateErrorMessages } from '../real-estate-errors.ts';
import { roomsText, untilText } from '../real-estate-text.ts';
import { RoomLink } from './room-link.tsx';
import { RoomStateBadge } from './room-state-badge.tsx';

type FloorRoomsProps = { siteCode: string; floorId: number; date: string; isToday: boolean };

/**
 * The rooms of an opened floor, each a link to its page; those not open on the day carry their state in
 * words and until when it lasts.
 */
export function FloorRooms({ siteCode, floorId, date, isToday }: FloorRoomsProps) {
  const rooms = useFloorRooms(siteCode, floorId, date);
  if (rooms.isPending) {
    return (
      <Center py="sm">
        <Loader size="sm" aria-label="Caricamento dei locali del piano" />
      </Center>
    );
  }
  if (rooms.isError) {
    return (
      <LoadError title="Locali non caricati" query={rooms}>
        {apiErrorMessage(rooms.error, realEstateErrorMessages)}
      </LoadError>
    );
  }
  const { data, total } = rooms.data;
  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed" py={4} pl="lg">
        Nessun locale su questo piano {isToday ? 'oggi' : 'in quel giorno'}.
      </Text>
    );
  }
  return (
    <Stack gap={6} my="xs" pl={{ base: 'sm', sm: 'lg' }}>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Locali">
        {data.map((room) => (
          <Group component="li" key={room.roomId} gap="xs" justify="space-between" wrap="wrap">
            <Group gap="xs" wrap="wrap" miw={0}>
              <RoomLink roomId={room.roomId} date={date} isToday={isToday}>
                {room.roomIdentifier} · {room.roomName}
              </RoomLink>
              {room.state !== 'open' && <RoomStateBadge state={room.state} />}
              {room.state !== 'open' && room.nextChangeOn && (
                <Text size="xs" c="dimmed">
                  {untilText(room.nextChangeOn)}
                </Text>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {formatArea(room.area)}
            </Text>
          </Group>
        ))}
      </Stack>
      {total > floorRoomsShown && (
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/real-estate-flat"
              search={{ site: siteCode, date: isToday ? undefined : date, floorId }}
            />
          )}
        >
          Tutti i {roomsText(total)} del piano nell’elenco
        </Anchor>
      )}
    </Stack>
  );
}
