import { Stack, Table, Text, Title } from '@mantine/core';
import type { EmployeeDetail } from '@portale/shared';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { assignmentPeriod } from './employee-words.ts';
import { shiftsInWords } from './shift-words.ts';

type Assignment = EmployeeDetail['assignments'][number];

const shiftsOf = (assignment: Assignment) => shiftsInWords(assignment.shifts) || 'Nessun turno fisso';

/** The sites a person is assigned to, with the dates and the weekly shifts in words. */
export function EmployeeAssignments({ assignments }: { assignments: readonly Assignment[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="employee-sites-title">
      <Title order={2} size="h3" id="employee-sites-title">
        Ubicazioni e turni
      </Title>
      {assignments.length === 0 ? (
        <Text c="dimmed">Nessuna ubicazione assegnata.</Text>
      ) : (
        <ResponsiveTable
          label="Ubicazioni assegnate"
          minWidth={640}
          cards={
            <Stack gap="sm">
              {assignments.map((assignment) => (
                <TableCard key={`${assignment.siteCode}-${assignment.dateFrom}`} label={assignment.siteName}>
                  <Text fw={600}>{assignment.siteName}</Text>
                  <CardFields>
                    <CardField label="Periodo">{assignmentPeriod(assignment)}</CardField>
                    <CardField label="Turni">{shiftsOf(assignment)}</CardField>
                  </CardFields>
                </TableCard>
              ))}
            </Stack>
          }
        >
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ubicazione</Table.Th>
                <Table.Th>Periodo</Table.Th>
                <Table.Th>Turni settimanali</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {assignments.map((assignment) => (
                <Table.Tr key={`${assignment.siteCode}-${assignment.dateFrom}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {assignment.siteName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {assignment.siteCode}
                    </Text>
                  </Table.Td>
                  <Table.Td>{assignmentPeriod(assignment)}</Table.Td>
                  <Table.Td>{shiftsOf(assignment)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
    </Stack>
  );
}
