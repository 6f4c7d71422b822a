import { Group, Stack, Table, Text } from '@mantine/core';
import type { RoomRow } from '@portale/shared';
import { formatArea } from '../../../lib/format-area.ts';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../../lib/responsive-table.tsx';
import { untilText } from '../real-estate-text.ts';
import { RoomLink } from './room-link.tsx';
import { RoomStateBadge } from './room-state-badge.tsx';

type RoomTableProps = {
  rooms: readonly RoomRow[];
  /** The day shown, and whether it is today (the rooms' links name the day only when it is not). */
  date: string;
  isToday: boolean;
};

/** The room's state on the day, and until when it lasts when its history changes it later. */
function RoomState({ room }: { room: RoomRow }) {
  const until = untilText(room.nextChangeOn);
  return (
    <Stack gap={2} align="flex-start">
      <RoomStateBadge state={room.state} />
      {until && (
        <Text size="xs" c="dimmed">
          {until}
        </Text>
      )}
    </Stack>
  );
}

/** The rooms as cards on a phone and as a table on larger screens, each a link to its page. */
export function RoomTable(props: RoomTableProps) {
  return (
    <ResponsiveTable
      label="Elenco dei locali"
      minWidth={960}
      cards={<RoomCards {...props} />}
      cardsBelow="md"
    >
      <RoomRows {...props} />
    </ResponsiveTable>
  );
}

function RoomCards({ rooms, date, isToday }: RoomTableProps) {
  return (
    <Stack gap="sm">
      {rooms.map((room) => (
        <TableCard key={room.roomId} label={`${room.roomIdentifier} ${room.roomName}`}>
          <Stack gap="xs">
            <Group gap="xs" justify="space-between" align="flex-start" wrap="nowrap">
              <RoomLink roomId={room.roomId} date={date} isToday={isToday}>
                {room.roomIdentifier} · {room.roomName}
              </RoomLink>
              <RoomState room={room} />
            </Group>
            <CardFields>
              <CardField label="Edificio">{room.buildingName}</CardField>
              <CardField label="Piano">{room.floorName}</CardField>
              <CardField label="Superficie">{formatArea(room.area)}</CardField>
              <CardField label="Categoria">{room.areaCategoryName}</CardField>
              <CardField label="Frequenza">{room.frequencyName}</CardField>
            </CardFields>
          </Stack>
        </TableCard>
      ))}
    </Stack>
  );
}

function RoomRows({ rooms, date, isToday }: RoomTableProps) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Identificativo</Table.Th>
          <Table.Th>Nome</Table.Th>
          <Table.Th>Edificio</Table.Th>
          <Table.Th>Piano</Table.Th>
          <Table.Th ta="right">Superficie</Table.Th>
          <Table.Th>Categoria</Table.Th>
          <Table.Th>Frequenza</Table.Th>
          <Table.Th>Stato</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rooms.map((room) => (
          <Table.Tr key={room.roomId}>
            <Table.Td>
              <RoomLink roomId={room.roomId} date={date} isToday={isToday}>
                {room.roomIdentifier}
              </RoomLink>
            </Table.Td>
            <Table.Td>{room.roomName}</Table.Td>
            <Table.Td>{room.buildingName}</Table.Td>
            <Table.Td>{room.floorName}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatArea(room.area)}
            </Table.Td>
            <Table.Td>{room.areaCategoryName}</Table.Td>
            <Table.Td>{room.frequencyName}</Table.Td>
            <Table.Td>
              <RoomState room={room} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
