import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { FeeSplit } from '@portale/shared';
import { formatCurrency, formatDate, formatPeriod } from '../../../lib/format.ts';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../../lib/responsive-table.tsx';
import { feeSplitPeriods, type FeePeriod } from './fee-split-periods.ts';

type FeeSplitTableProps = { split: FeeSplit; today: string; caption: string };

function InForce() {
  return (
    <Badge size="xs" variant="light" mr={6}>
      In vigore
    </Badge>
  );
}

/** On a phone each period is a card: its dates, its monthly fee and its notes, nothing cut. */
function FeePeriodCards({ periods, caption }: { periods: readonly FeePeriod[]; caption: string }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
      {periods.map((period) => {
        const dates = formatPeriod(period.from, period.to, 'Dal');
        return (
          <TableCard key={period.from} label={dates}>
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="sm" fw={600}>
                {dates}
              </Text>
              {period.current && <InForce />}
            </Group>
            <CardFields>
              <CardField label="Canone mensile">{formatCurrency(period.fee)}</CardField>
              <CardField label="Note">{period.notes || '—'}</CardField>
            </CardFields>
          </TableCard>
        );
      })}
    </Stack>
  );
}

/** The periods of a fee split: from, to, monthly fee in euro and notes, the one in force marked. */
export function FeeSplitTable({ split, today, caption }: FeeSplitTableProps) {
  const periods = feeSplitPeriods(split, today);
  return (
    <ResponsiveTable
      label={caption}
      minWidth={420}
      cards={<FeePeriodCards periods={periods} caption={caption} />}
    >
      <Table verticalSpacing="xs" fz="sm" striped>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dal</Table.Th>
            <Table.Th>Al</Table.Th>
            <Table.Th ta="right">Canone mensile</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => (
            <Table.Tr key={period.from} fw={period.current ? 600 : undefined}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(period.from)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(period.to)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(period.fee)}
              </Table.Td>
              <Table.Td>
                {period.current && <InForce />}
                <Text span size="sm">
                  {period.notes ?? ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
