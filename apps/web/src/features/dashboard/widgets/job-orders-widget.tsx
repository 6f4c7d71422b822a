import { Badge, Group, Stack, Text } from '@mantine/core';
import type { MyJobOrder } from '@portale/shared';
import { IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format.ts';
import { myJobOrdersQueryOptions } from '../../../lib/api/my-job-orders.ts';
import { daysUntil } from './days-until.ts';
import { WidgetCard } from './widget-card.tsx';
import { formatCount } from '../../../lib/italian-numbers.ts';

const endingSoonDays = 60;
const shownJobOrders = 6;

/** The job orders the user follows, with their dates, extensions and sites (GET /job-orders/my-list). */
export function JobOrdersWidget({ today }: { today: string }) {
  const query = useQuery(myJobOrdersQueryOptions);
  const jobOrders = (query.data ?? []).filter((jobOrder) => jobOrder.dateTo >= today);
  const ended = (query.data?.length ?? 0) - jobOrders.length;
  return (
    <WidgetCard title="Commesse in corso" icon={IconBriefcase} state={query}>
      {jobOrders.length === 0 ? (
        <Text size="sm" c="dimmed">
          Non ci sono commesse in corso.
        </Text>
      ) : (
        <Stack gap="sm">
          {jobOrders.slice(0, shownJobOrders).map((jobOrder) => (
            <JobOrderRow key={jobOrder.jobTaskId} jobOrder={jobOrder} today={today} />
          ))}
          {jobOrders.length > shownJobOrders && (
            <Text size="xs" c="dimmed">
              {jobOrders.length - shownJobOrders === 1
                ? 'e un’altra commessa in corso'
                : `e altre ${jobOrders.length - shownJobOrders} commesse in corso`}
            </Text>
          )}
        </Stack>
      )}
      {ended > 0 && (
        <Text size="xs" c="dimmed" mt="sm">
          {formatCount(ended, 'commessa conclusa', 'commesse concluse')}
        </Text>
      )}
    </WidgetCard>
  );
}

function JobOrderRow({ jobOrder, today }: { jobOrder: MyJobOrder; today: string }) {
  const daysLeft = daysUntil(today, jobOrder.dateTo);
  const notStarted = jobOrder.dateFrom > today;
  return (
    <div>
      <Text size="sm" fw={600} lineClamp={2}>
        {jobOrder.description}
      </Text>
      <Group gap={6} mt={2}>
        <Text size="xs" c="dimmed">
          {jobOrder.jobTaskId} · dal {formatDate(jobOrder.dateFrom)} al {formatDate(jobOrder.dateTo)} ·{' '}
          {formatCount(jobOrder.sitesNumber, 'ubicazione', 'ubicazioni')}
        </Text>
        {notStarted && (
          <Badge size="xs" variant="light" color="blue">
            In attivazione
          </Badge>
        )}
        {jobOrder.isExtended && (
          <Badge size="xs" variant="light" color="grape">
            {jobOrder.extensionDays === 1
              ? 'Prorogata di 1 giorno'
              : `Prorogata di ${jobOrder.extensionDays} giorni`}
          </Badge>
        )}
        {!notStarted && daysLeft <= endingSoonDays && (
          <Badge size="xs" variant="light" color="orange">
            {daysLeft === 0 ? 'Scade oggi' : daysLeft === 1 ? 'Scade domani' : `Scade tra ${daysLeft} giorni`}
          </Badge>
        )}
      </Group>
    </div>
  );
}
