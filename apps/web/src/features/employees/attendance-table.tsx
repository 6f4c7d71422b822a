import { Stack, Table, Text } from '@mantine/core';
import { romeToday, type AttendanceDay } from '@portale/shared';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { AnomalyBadges, StampingList } from './attendance-words.tsx';
import { formatDayWithWeekday, formatMinutes, formatMinutesDifference } from './employee-words.ts';
import { PersonLink } from './person-link.tsx';

type AttendanceTableProps = {
  days: readonly AttendanceDay[];
  /** The list names each day's person, linked to their page; a person's own page does not. */
  withPerson: boolean;
};

const rowKey = (day: AttendanceDay) => `${day.day}-${day.employeeId}-${day.siteCode}`;

/** Stamped hours, and how far from the plan once the day is over (today's are still being worked). */
function StampedHours({ day, today }: { day: AttendanceDay; today: string }) {
  const difference = formatMinutesDifference(day.stampedMinutes, day.plannedMinutes);
  return (
    <>
      {formatMinutes(day.stampedMinutes)}
      {difference && day.plannedMinutes > 0 && day.day < today && (
        <Text span size="xs" c="dimmed">
          {' '}
          ({difference})
        </Text>
      )}
    </>
  );
}

/** Days of a person on a site: their stampings, planned against stamped hours, and what is wrong. */
export function AttendanceTable({ days, withPerson }: AttendanceTableProps) {
  const today = romeToday();
  const person = (day: AttendanceDay) => (
    <PersonLink employeeId={day.employeeId}>{day.employeeName}</PersonLink>
  );
  return (
    <ResponsiveTable
      label="Giorni con le timbrature"
      minWidth={withPerson ? 900 : 760}
      cards={
        <Stack gap="sm">
          {days.map((day) => (
            <TableCard
              key={rowKey(day)}
              label={`${withPerson ? `${day.employeeName}, ` : ''}${formatDayWithWeekday(day.day)}`}
            >
              <Text fw={600}>{formatDayWithWeekday(day.day)}</Text>
              {withPerson && <div>{person(day)}</div>}
              <CardFields>
                <CardField label="Ubicazione">{day.siteName}</CardField>
                <CardField label="Timbrature">
                  <StampingList stampings={day.stampings} day={day.day} />
                </CardField>
                <CardField label="Ore previste">{formatMinutes(day.plannedMinutes)}</CardField>
                <CardField label="Ore timbrate">
                  <StampedHours day={day} today={today} />
                </CardField>
                <CardField label="Anomalie">
                  <AnomalyBadges anomalies={day.anomalies} />
                </CardField>
              </CardFields>
            </TableCard>
          ))}
        </Stack>
      }
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Giorno</Table.Th>
            {withPerson && <Table.Th>Persona</Table.Th>}
            <Table.Th>Ubicazione</Table.Th>
            <Table.Th>Timbrature</Table.Th>
            <Table.Th>Ore previste</Table.Th>
            <Table.Th>Ore timbrate</Table.Th>
            <Table.Th>Anomalie</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr key={rowKey(day)}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDayWithWeekday(day.day)}</Table.Td>
              {withPerson && <Table.Td>{person(day)}</Table.Td>}
              <Table.Td>{day.siteName}</Table.Td>
              <Table.Td>
                <StampingList stampings={day.stampings} day={day.day} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMinutes(day.plannedMinutes)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <StampedHours day={day} today={today} />
              </Table.Td>
              <Table.Td>
                <AnomalyBadges anomalies={day.anomalies} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
