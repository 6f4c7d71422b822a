import { Alert, Group, Paper } from '@mantine/core';
import type { RoomPage } from '@portale/shared';
import { formatArea } from '../../../lib/format-area.ts';
import { formatDateAfter } from '../../../lib/format.ts';
import { CardField, CardFields } from '../../../lib/responsive-table.tsx';
import { untilText } from '../real-estate-text.ts';
import { RoomStateBadge } from './room-state-badge.tsx';

/** The room as it is on the day: its fields, its state and until when it lasts. */
export function RoomOnDay({ page }: { page: RoomPage }) {
  const { room } = page;
  if (!room) {
    const first = page.history.at(-1);
    return (
      <Alert color="gray" variant="light" title="Il locale non esisteva ancora">
        {formatDateAfter('Il', page.date)} il locale non era ancora registrato
        {first ? `: la sua storia comincia ${formatDateAfter('il', first.from)}.` : '.'}
      </Alert>
    );
  }
  const until = untilText(room.nextChangeOn);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Il locale nel giorno scelto">
      <CardFields>
        <CardField label="Identificativo">{room.roomIdentifier}</CardField>
        <CardField label="Nome">{room.roomName}</CardField>
        <CardField label="Stato">
          <Group gap="xs" component="span">
            <RoomStateBadge state={room.state} />
            {until}
          </Group>
        </CardField>
        <CardField label="Superficie">{formatArea(room.area)}</CardField>
        <CardField label="Categoria dell’area">{room.areaCategoryName}</CardField>
        <CardField label="Frequenza di pulizia">{room.frequencyName}</CardField>
        <CardField label="Edificio">{room.buildingName}</CardField>
        <CardField label="Piano">{room.floorName}</CardField>
      </CardFields>
    </Paper>
  );
}
