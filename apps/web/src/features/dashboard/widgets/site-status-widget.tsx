import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { siteStatusFilterLabels, type SiteStatusFilter } from '@portale/shared';
import { IconBuildings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { siteStatusCountsQueryOptions } from '../api/site-status-counts.ts';
import { WidgetCard } from './widget-card.tsx';

const shownStatuses: readonly SiteStatusFilter[] = ['active', 'inActivation', 'extended', 'closed'];

const hints: Record<SiteStatusFilter, string> = {
  active: 'nel periodo di servizio',
  inActivation: 'servizio non ancora iniziato',
  extended: 'oltre la scadenza iniziale',
  closed: 'servizio terminato',
};

type SiteStatusWidgetProps = {
  /** Opens the sites list filtered by a status, when the sites page exists. */
  onOpenStatus?: ((status: SiteStatusFilter) => void) | undefined;
};

/** The user’s sites by status (GET /dashboard/site-status, sub-role site). */
export function SiteStatusWidget({ onOpenStatus }: SiteStatusWidgetProps) {
  const query = useQuery(siteStatusCountsQueryOptions);
  const counts = query.data;
  return (
    <WidgetCard title="Le tue ubicazioni" icon={IconBuildings} state={query}>
      {counts && (
        <>
          <SimpleGrid cols={2} spacing="sm">
            {shownStatuses.map((status) => {
              const body = (
                <>
                  <Text fz={28} fw={700} lh={1.1}>
                    {counts[status]}
                  </Text>
                  <Text size="sm" fw={600}>
                    {siteStatusFilterLabels[status]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {hints[status]}
                  </Text>
                </>
              );
              const style = {
                display: 'block',
                padding: 'var(--mantine-spacing-sm)',
                borderRadius: 'var(--mantine-radius-md)',
                background: 'var(--mantine-color-gray-0)',
              };
              return onOpenStatus ? (
                <UnstyledButton key={status} style={style} onClick={() => onOpenStatus(status)}>
                  {body}
                </UnstyledButton>
              ) : (
                <div key={status} style={style}>
                  {body}
                </div>
              );
            })}
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="sm">
            {counts.all === 1 ? '1 ubicazione in tutto' : `${counts.all} ubicazioni in tutto`}
          </Text>
        </>
      )}
    </WidgetCard>
  );
}
