import { Badge, Table, Text } from '@mantine/core';
import type { FeeSplit } from '@portale/shared';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { feeSplitPeriods } from './fee-split-periods.ts';

type FeeSplitTableProps = { split: FeeSplit; today: string; caption: string };

/** The periods of a fee split: from, to, monthly fee in euro and notes, the one in force marked. */
export function FeeSplitTable({ split, today, caption }: FeeSplitTableProps) {
  const periods = feeSplitPeriods(split, today);
  return (
    <Table.ScrollContainer minWidth={420}>
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
              <Table.Td>{formatDate(period.from)}</Table.Td>
              <Table.Td>{formatDate(period.to)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(period.fee)}
              </Table.Td>
              <Table.Td>
                {period.current && (
                  <Badge size="xs" variant="light" mr={6}>
                    In vigore
                  </Badge>
                )}
                <Text span size="sm">
                  {period.notes ?? ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
