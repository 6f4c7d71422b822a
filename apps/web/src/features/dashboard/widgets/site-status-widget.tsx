import { Anchor, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { siteStatusFilterLabels, type SiteStatusFilter } from '@portale/shared';
import { IconBuildings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { siteStatusHints, splittingStatuses } from '../../../lib/site-status-figures.ts';
import { siteStatusCountsQueryOptions } from '../api/site-status-counts.ts';
import { WidgetCard } from './widget-card.tsx';
import { formatCount } from '../../../lib/italian-numbers.ts';

const tileStyle = {
  display: 'block',
  padding: 'var(--mantine-spacing-sm)',
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-color-gray-0)',
};

type SiteStatusWidgetProps = {
  /** Opens the sites list filtered by a status, when the sites page exists. */
  onOpenStatus?: ((status: SiteStatusFilter) => void) | undefined;
};

/**
 * The user’s sites by status (GET /dashboard/site-status, sub-role site): active, in activation and
 * closed, which add up to all of them, and of the active ones those extended. Each figure opens the
 * site list with the filter it counts.
 */
export function SiteStatusWidget({ onOpenStatus }: SiteStatusWidgetProps) {
  const query = useQuery(siteStatusCountsQueryOptions);
  const counts = query.data;
  return (
    <WidgetCard title="Le tue ubicazioni" icon={IconBuildings} state={query}>
      {counts && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {splittingStatuses.map((status) => (
              <StatusTile key={status} onOpen={onOpenStatus && (() => onOpenStatus(status))}>
                <Text fz={28} fw={700} lh={1.1}>
                  {counts[status]}
                </Text>
                <Text size="sm" fw={600}>
                  {siteStatusFilterLabels[status]}
                </Text>
                <Text size="xs" c="dimmed">
                  {siteStatusHints[status]}
                </Text>
              </StatusTile>
            ))}
          </SimpleGrid>
          <Text size="sm" mt="sm">
            {formatCount(counts.all, 'ubicazione in tutto', 'ubicazioni in tutto')}
            {counts.extended > 0 && (
              <>
                ; delle attive,{' '}
                {onOpenStatus ? (
                  <Anchor component="button" type="button" onClick={() => onOpenStatus('extended')}>
                    {extendedWords(counts.extended)}
                  </Anchor>
                ) : (
                  extendedWords(counts.extended)
                )}{' '}
                oltre la scadenza iniziale
              </>
            )}
          </Text>
        </>
      )}
    </WidgetCard>
  );
}

/** A status's figure: a button opening the filtered list, or only the figure when there is no list. */
function StatusTile({ onOpen, children }: { onOpen: (() => void) | undefined; children: ReactNode }) {
  return onOpen ? (
    <UnstyledButton style={tileStyle} onClick={onOpen}>
      {children}
    </UnstyledButton>
  ) : (
    <div style={tileStyle}>{children}</div>
  );
}

const extendedWords = (count: number) => formatCount(count, 'prorogata', 'prorogate');
