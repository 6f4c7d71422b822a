import { Table, Text, UnstyledButton } from '@mantine/core';
import type { EconomicsOverview } from '@portale/shared';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../../lib/responsive-table.tsx';
import { formatCents } from '../../../lib/format-cents.ts';
import { monthTitle, signedCents } from '../explanation-text.ts';

type MonthsTableProps = {
  overview: Pick<EconomicsOverview, 'year' | 'months' | 'total'>;
  onExplain: (month: number) => void;
};

/** A figure that opens its month's explanation. */
function Figure({ label, value, onClick }: { label: string; value: string; onClick: () => void }) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-label={`${value}: ${label}, apri la spiegazione`}
      td="underline"
      style={{ textDecorationStyle: 'dotted', textUnderlineOffset: 3, whiteSpace: 'nowrap' }}
    >
      {value}
    </UnstyledButton>
  );
}

/** The year month by month: fee, accepted variations' effect, extras and deductions, total, invoiced. */
export function MonthsTable({ overview, onExplain }: MonthsTableProps) {
  const { year, months, total } = overview;
  const cells = (month: EconomicsOverview['months'][number]) => {
    const title = monthTitle(year, month.month);
    const open = () => onExplain(month.month);
    return {
      fee: <Figure label={`canone di ${title}`} value={formatCents(month.feeCents)} onClick={open} />,
      adjustments: (
        <Figure
          label={`effetto delle variazioni accolte in ${title}`}
          value={signedCents(month.adjustmentsCents)}
          onClick={open}
        />
      ),
      variations: (
        <Figure
          label={`variazioni economiche di ${title}`}
          value={signedCents(month.variationsCents)}
          onClick={open}
        />
      ),
      total: <Figure label={`totale di ${title}`} value={formatCents(month.totalCents)} onClick={open} />,
      invoiced: (
        <Figure label={`fatturato di ${title}`} value={formatCents(month.invoicedCents)} onClick={open} />
      ),
    };
  };
  return (
    <ResponsiveTable
      label="Per mese"
      minWidth={760}
      cards={months.map((month) => {
        const cell = cells(month);
        return (
          <TableCard key={month.month} label={monthTitle(year, month.month)}>
            <Text fw={600} mb={4}>
              {monthTitle(year, month.month)}
            </Text>
            <CardFields>
              <CardField label="Canone">{cell.fee}</CardField>
              <CardField label="Di cui variazioni accolte">{cell.adjustments}</CardField>
              <CardField label="Variazioni economiche">{cell.variations}</CardField>
              <CardField label="Totale">{cell.total}</CardField>
              <CardField label="Fatturato">{cell.invoiced}</CardField>
            </CardFields>
          </TableCard>
        );
      })}
    >
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Mese</Table.Th>
            <Table.Th scope="col" ta="right">
              Canone
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Di cui variazioni accolte
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Variazioni economiche
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Totale
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Fatturato
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => {
            const cell = cells(month);
            return (
              <Table.Tr key={month.month}>
                <Table.Th scope="row" fw={500}>
                  {monthTitle(year, month.month)}
                </Table.Th>
                <Table.Td ta="right">{cell.fee}</Table.Td>
                <Table.Td ta="right">{cell.adjustments}</Table.Td>
                <Table.Td ta="right">{cell.variations}</Table.Td>
                <Table.Td ta="right">{cell.total}</Table.Td>
                <Table.Td ta="right">{cell.invoiced}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Totale {year}</Table.Th>
            <Table.Th ta="right">{formatCents(total.feeCents)}</Table.Th>
            <Table.Th ta="right">{signedCents(total.adjustmentsCents)}</Table.Th>
            <Table.Th ta="right">{signedCents(total.variationsCents)}</Table.Th>
            <Table.Th ta="right">{formatCents(total.totalCents)}</Table.Th>
            <Table.Th ta="right">{formatCents(total.invoicedCents)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ResponsiveTable>
  );
}
