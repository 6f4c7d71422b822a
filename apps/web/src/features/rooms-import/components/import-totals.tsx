import { Table, VisuallyHidden } from '@mantine/core';
import type { RoomImportResult, RoomTotals } from '@portale/shared';
import { formatArea } from '../../../lib/format-area.ts';
import { formatNumber } from '../../../lib/italian-numbers.ts';

const lines: { label: string; value: (totals: RoomTotals) => string }[] = [
  { label: 'Locali', value: (totals) => formatNumber(totals.rooms) },
  { label: 'Locali aperti', value: (totals) => formatNumber(totals.openRooms) },
  { label: 'Superficie', value: (totals) => formatArea(totals.area) },
  { label: 'Superficie aperta', value: (totals) => formatArea(totals.openArea) },
  {
    label: 'Superficie equivalente',
    value: (totals) =>
      totals.equivalentOpenArea === null ? 'Manca un coefficiente' : formatArea(totals.equivalentOpenArea),
  },
];

/** The site's rooms on the effective day before and after the import. */
export function ImportTotals({ result }: { result: RoomImportResult }) {
  return (
    <Table withTableBorder verticalSpacing={6} maw={560} aria-label="Totali dell’ubicazione prima e dopo">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <VisuallyHidden>Totale</VisuallyHidden>
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Prima
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Dopo
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => {
          const before = line.value(result.before);
          const after = line.value(result.after);
          return (
            <Table.Tr key={line.label}>
              <Table.Th scope="row" fw={500}>
                {line.label}
              </Table.Th>
              <Table.Td ta="right">{before}</Table.Td>
              <Table.Td ta="right" fw={before === after ? undefined : 700}>
                {after}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
