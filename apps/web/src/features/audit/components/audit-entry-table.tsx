import { Table, Text } from '@mantine/core';
import type { AuditEntry } from '@portale/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { ResponsiveTable } from '../../../lib/responsive-table.tsx';
import { describeAuditDetails } from '../audit-details.ts';
import { AuditEntryCards } from './audit-entry-cards.tsx';
import { AuditEventBadge } from './audit-event-badge.tsx';
import { AuditActor, AuditSubject } from './audit-people.tsx';

/** The entries of one page, newest first: a table on wide screens, cards on phones. */
export function AuditEntryTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ResponsiveTable
      label="Eventi del registro"
      minWidth={1000}
      cards={<AuditEntryCards entries={entries} />}
    >
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quando</Table.Th>
            <Table.Th>Evento</Table.Th>
            <Table.Th>Chi</Table.Th>
            <Table.Th>Utente interessato</Table.Th>
            <Table.Th>IP</Table.Th>
            <Table.Th>Dettagli</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" ff="monospace">
                  {formatDateTime(entry.occurredAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <AuditEventBadge event={entry.event} />
              </Table.Td>
              <Table.Td>
                <AuditActor entry={entry} />
              </Table.Td>
              <Table.Td>
                <AuditSubject entry={entry} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {entry.ip ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{describeAuditDetails(entry.details).join(' · ') || '—'}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
