import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { KioskStatistics } from '@portale/shared';
import { ResponsiveTable } from '../../lib/responsive-table.tsx';
import { indexColour, votesText, weekdayNames, weekdayShort } from './kiosk-words.ts';

/**
 * The index by hour of the week as a table: a row a weekday, a column an hour with votes in the period;
 * each cell shows the index over its votes and says both to a screen reader, its colour only repeating
 * the number.
 */
export function KioskHeatMap({ hours }: { hours: KioskStatistics['hours'] }) {
  const cell = new Map(hours.map((entry) => [`${entry.weekday}-${entry.hour}`, entry]));
  const used = hours.map((entry) => entry.hour);
  const first = Math.min(...used);
  const last = Math.max(...used);
  const columns = Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  return (
    <ResponsiveTable label="Indice per ora della settimana" minWidth={80 + columns.length * 52}>
      {/* Positioned, so the words hidden for screen readers stay inside the scrolling region. */}
      <div style={{ position: 'relative' }}>
        <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={4} fz="xs">
          <Table.Caption>
            Indice da 0 a 100 e numero di voti per giorno e ora (ora italiana); le celle vuote non hanno voti.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Giorno</Table.Th>
              {columns.map((hour) => (
                <Table.Th key={hour} scope="col" ta="center">
                  {`${String(hour).padStart(2, '0')}`}
                  <VisuallyHidden>:00</VisuallyHidden>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weekdayShort.map((short, position) => (
              <Table.Tr key={short}>
                <Table.Th scope="row">
                  <span aria-hidden>{short}</span>
                  <VisuallyHidden>{weekdayNames[position]}</VisuallyHidden>
                </Table.Th>
                {columns.map((hour) => {
                  const entry = cell.get(`${position + 1}-${hour}`);
                  if (!entry)
                    return (
                      <Table.Td key={hour} ta="center">
                        <VisuallyHidden>nessun voto</VisuallyHidden>
                      </Table.Td>
                    );
                  return (
                    <Table.Td
                      key={hour}
                      ta="center"
                      style={{ background: indexColour(entry.index) }}
                      c="dark.9"
                    >
                      <Text span fz="xs" fw={700} c="dark.9">
                        {entry.index}
                      </Text>
                      <Text span fz={10} display="block" c="dark.9">
                        <span aria-hidden>{entry.votes}</span>
                        <VisuallyHidden>{`, ${votesText(entry.votes)}`}</VisuallyHidden>
                      </Text>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </ResponsiveTable>
  );
}
