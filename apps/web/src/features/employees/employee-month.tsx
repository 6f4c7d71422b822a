import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { italianMonthName, romeToday } from '@portale/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCount } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { useAttendance } from './api/employees-api.ts';
import { AttendanceTable } from './attendance-table.tsx';
import { monthDays, monthShifted } from './employee-periods.ts';
import { employeesReadErrorMessage } from './employees-errors.ts';

/** The most days a page of the person's month shows: a month on one site, or two on most. */
const monthPageSize = 100;

const monthInWords = (month: string) => `${italianMonthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;

type EmployeeMonthProps = {
  employeeId: number;
  /** 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  compact: boolean;
};

/**
 * A person's days of a month (sub-role employee stampings, staff): each day on each site with its
 * stampings, planned against stamped hours and anomalies, up to today.
 */
export function EmployeeMonth({ employeeId, month, onMonthChange, compact }: EmployeeMonthProps) {
  const today = romeToday();
  const days = monthDays(month, today);
  const [page, setPage] = useState(1);
  const list = useAttendance(
    {
      from: days?.from ?? today,
      to: days?.to ?? today,
      employeeId,
      sortBy: 'day',
      sortDirection: 'asc',
      page,
      pageSize: monthPageSize,
    },
    days !== null,
  );
  const showMonth = (steps: number) => {
    setPage(1);
    onMonthChange(monthShifted(month, steps));
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="employee-month-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3" id="employee-month-title">
          Giornate di {monthInWords(month)}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} aria-hidden />}
            onClick={() => showMonth(-1)}
          >
            Mese precedente
          </Button>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={14} aria-hidden />}
            onClick={() => showMonth(1)}
            disabled={month >= today.slice(0, 7)}
          >
            Mese successivo
          </Button>
        </Group>
      </Group>
      {days === null ? (
        <Text c="dimmed">Il mese non è ancora cominciato.</Text>
      ) : (
        <PagedListState
          list={list}
          labels={{
            loading: 'Caricamento delle giornate',
            errorTitle: 'Giornate non caricate',
            emptyTitle: 'Nessuna giornata',
            empty: 'Nessun turno previsto e nessuna timbratura in questo mese.',
            count: (total) => formatCount(total, 'giornata', 'giornate'),
          }}
          errorMessage={employeesReadErrorMessage}
          pagination={{ pageSize: monthPageSize, page, onChange: setPage, compact }}
        >
          {(rows) => <AttendanceTable days={rows} withPerson={false} />}
        </PagedListState>
      )}
    </Stack>
  );
}
