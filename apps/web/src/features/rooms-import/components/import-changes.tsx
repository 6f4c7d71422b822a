import { Badge, Stack, Table, Text } from '@mantine/core';
import type { RoomImportResult } from '@portale/shared';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../../lib/responsive-table.tsx';
import { wrappingBadge } from '../../../lib/wrapping-labels.ts';

type Change = RoomImportResult['changes'][number];

const kindWords = {
  added: { label: 'Nuovo', color: 'green' },
  changed: { label: 'Modificato', color: 'blue' },
  closed: { label: 'Chiuso', color: 'orange' },
} as const satisfies Record<Change['kind'], { label: string; color: string }>;

const KindBadge = ({ kind }: { kind: Change['kind'] }) => (
  <Badge variant="light" color={kindWords[kind].color} classNames={wrappingBadge}>
    {kindWords[kind].label}
  </Badge>
);

function Details({ details }: { details: readonly string[] }) {
  if (details.length === 0) return null;
  return (
    <Stack gap={2}>
      {details.map((detail) => (
        <Text key={detail} size="sm">
          {detail}
        </Text>
      ))}
    </Stack>
  );
}

/** The first rooms the import adds, changes or closes (the counts above are whole). */
export function ImportChanges({ result }: { result: RoomImportResult }) {
  const { changes } = result;
  if (changes.length === 0) return null;
  const total = result.added + result.changed + result.closed;
  const cards = (
    <Stack gap="sm">
      {changes.map((change) => (
        <TableCard key={change.roomIdentifier} label={`${change.roomIdentifier} ${change.roomName}`}>
          <Stack gap={6}>
            <KindBadge kind={change.kind} />
            <Text fw={600} size="sm">
              {change.roomIdentifier} · {change.roomName}
            </Text>
            {change.details.length > 0 && (
              <CardFields>
                <CardField label="Cosa cambia">
                  <Details details={change.details} />
                </CardField>
              </CardFields>
            )}
          </Stack>
        </TableCard>
      ))}
    </Stack>
  );
  return (
    <Stack gap="xs">
      <Text fw={600}>{result.dryRun ? 'Le modifiche' : 'Le modifiche importate'}</Text>
      {total > changes.length && (
        <Text size="sm" c="dimmed">
          Sono elencate le prime {changes.length} modifiche di {total}.
        </Text>
      )}
      <ResponsiveTable label="Modifiche ai locali" minWidth={640} cards={cards}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Modifica</Table.Th>
              <Table.Th>Identificativo</Table.Th>
              <Table.Th>Nome</Table.Th>
              <Table.Th>Cosa cambia</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.roomIdentifier}>
                <Table.Td>
                  <KindBadge kind={change.kind} />
                </Table.Td>
                <Table.Td>{change.roomIdentifier}</Table.Td>
                <Table.Td>{change.roomName}</Table.Td>
                <Table.Td>
                  <Details details={change.details} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
    </Stack>
  );
}
