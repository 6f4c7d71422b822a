import { Badge, Stack, Table, Text } from '@mantine/core';
import type { RoomImportResult } from '@portale/shared';
import { formatNumber } from '../../../lib/italian-numbers.ts';
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

/**
 * The rooms the import closes (those the file leaves out, with «Chiudi i locali assenti dal file»), then
 * the rooms it adds or changes: each list is the server's first ones, the counts above are whole.
 */
export function ImportChanges({ result }: { result: RoomImportResult }) {
  const closures = result.changes.filter((change) => change.kind === 'closed');
  const others = result.changes.filter((change) => change.kind !== 'closed');
  return (
    <>
      <ChangesList
        title={result.dryRun ? 'I locali assenti dal file, da chiudere' : 'I locali assenti dal file, chiusi'}
        tableLabel={result.dryRun ? 'Locali da chiudere' : 'Locali chiusi'}
        changes={closures}
        total={result.closed}
      />
      <ChangesList
        title={result.dryRun ? 'Le modifiche' : 'Le modifiche importate'}
        tableLabel="Modifiche ai locali"
        changes={others}
        total={result.added + result.changed}
      />
    </>
  );
}

type ChangesListProps = { title: string; tableLabel: string; changes: Change[]; total: number };

/** One list of changes, as a table on a wide screen and as cards on a phone. */
function ChangesList({ title, tableLabel, changes, total }: ChangesListProps) {
  if (changes.length === 0) return null;
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
      <Text fw={600}>{title}</Text>
      {total > changes.length && (
        <Text size="sm" c="dimmed">
          Sono elencati i primi {formatNumber(changes.length)} di {formatNumber(total)}.
        </Text>
      )}
      <ResponsiveTable label={tableLabel} minWidth={640} cards={cards}>
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
