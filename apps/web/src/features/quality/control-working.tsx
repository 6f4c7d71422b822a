import { formatThousandths } from '../../lib/italian-numbers.ts';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { QualityControlDetail } from '@portale/shared';
import { ResponsiveTable } from '../../lib/responsive-table.tsx';
import { OutcomeBadge } from './outcome-badge.tsx';
import { voteLabels } from './quality-words.ts';

type Working = NonNullable<QualityControlDetail['rooms'][number]['working']>;
type Room = QualityControlDetail['rooms'][number];

/** «A = 24, B = 3: 1 − B/A = 87,5%, LQA 90%»: the sum anyone can redo. */
export const workingSentence = (working: Working) =>
  `A = ${working.a}, B = ${working.b}: 1 − B/A = ${formatThousandths(working.scoreThousandths)}, ` +
  `LQA ${formatThousandths(working.lqaThousandths)}`;

/** Each area category over all its rooms: what the rule judges. */
export function CategoryWorking({ control }: { control: QualityControlDetail }) {
  return (
    <ResponsiveTable
      label="Calcolo per categoria di area"
      minWidth={560}
      cards={
        <Stack gap="xs">
          {control.categories.map((category) => (
            <Paper key={category.areaCategoryId} withBorder p="sm" component="article">
              <Group justify="space-between" gap="xs" align="flex-start">
                <Text fw={600}>{category.areaCategoryName}</Text>
                <OutcomeBadge compliant={category.conforms} />
              </Group>
              <Text size="sm">{workingSentence(category)}</Text>
            </Paper>
          ))}
        </Stack>
      }
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Categoria</Table.Th>
            <Table.Th>A</Table.Th>
            <Table.Th>B</Table.Th>
            <Table.Th>1 − B/A</Table.Th>
            <Table.Th>LQA</Table.Th>
            <Table.Th>Esito</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {control.categories.map((category) => (
            <Table.Tr key={category.areaCategoryId}>
              <Table.Td>{category.areaCategoryName}</Table.Td>
              <Table.Td>{category.a}</Table.Td>
              <Table.Td>{category.b}</Table.Td>
              <Table.Td>{formatThousandths(category.scoreThousandths)}</Table.Td>
              <Table.Td>{formatThousandths(category.lqaThousandths)}</Table.Td>
              <Table.Td>
                <OutcomeBadge compliant={category.conforms} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/**
 * A drawn room: its votes element by element, with each element's weight, and its own working; a room
 * that does not conform offers its follow-up (`followUp`: a link to a ticket filled in with it).
 */
export function RoomVotes({
  room,
  weights,
  followUp,
  children,
}: {
  room: Room;
  weights: ReadonlyMap<string, number>;
  followUp?: (room: Room) => React.ReactNode;
  /** What the page adds under the votes (the room's photos). */
  children?: React.ReactNode;
}) {
  return (
    <Paper withBorder p="sm" component="article">
      <Stack gap="xs">
        <div>
          <Title order={3} size="h5">
            {room.position}. {room.identifier} · {room.roomName}
          </Title>
          <Text size="sm" c="dimmed">
            {room.areaCategoryName}
          </Text>
        </div>
        {room.items.length === 0 ? (
          <Text size="sm">Nessun voto registrato.</Text>
        ) : (
          <Table verticalSpacing={4} aria-label={`Voti del vano ${room.identifier}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Elemento</Table.Th>
                <Table.Th>Peso</Table.Th>
                <Table.Th>Voto</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {room.items.map((item) => (
                <Table.Tr key={item.elementCode}>
                  <Table.Td>
                    {item.elementName}
                    {item.note && (
                      <Text size="xs" c="dimmed">
                        {item.note}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{weights.get(item.elementCode)}</Table.Td>
                  <Table.Td>
                    <Text
                      size="sm"
                      fw={item.vote <= 2 ? 700 : undefined}
                      c={item.vote <= 2 ? 'red.8' : undefined}
                    >
                      {item.vote} · {voteLabels[item.vote]}
                      {item.vote <= 2 ? ' (respinto)' : ''}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {room.working && (
          <Text size="sm">
            {workingSentence(room.working)} · {room.working.conforms ? 'conforme' : 'non conforme'}
          </Text>
        )}
        {children}
        {room.working && !room.working.conforms && followUp?.(room)}
      </Stack>
    </Paper>
  );
}
