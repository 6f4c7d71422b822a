import { italianMonthName } from '@portale/shared';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatCents } from '../../../lib/format-cents.ts';
import { useEconomicsSummary } from '../api/economics-summary.ts';
import { WidgetCard } from './widget-card.tsx';

/**
 * Economics on the dashboard (GET /dashboard/economics): for a customer with sub-role economics, this
 * month's fee of their started job orders with its extras and deductions; for staff with permission 18,
 * the started job orders and the variations customers asked for this month. It opens this year's economics.
 */
export function EconomicsWidget() {
  const query = useEconomicsSummary();
  const summary = query.data;
  const month = summary ? `${italianMonthName(summary.month)} ${summary.year}` : '';
  return (
    <WidgetCard title="Economia" icon={IconChartBar} state={query}>
      {summary && (
        <Stack gap="sm">
          {summary.feeCents === null ? (
            <>
              <Text fz={28} fw={700} lh={1.1}>
                {summary.jobOrderCount}
              </Text>
              <Text size="sm" fw={600}>
                {summary.jobOrderCount === 1 ? 'commessa avviata' : 'commesse avviate'} dei clienti
              </Text>
              <Text size="sm">
                {summary.customerVariationCount === 0
                  ? `Nessuna variazione economica chiesta dai clienti per ${month}.`
                  : summary.customerVariationCount === 1
                    ? `1 variazione economica chiesta dai clienti per ${month}.`
                    : `${summary.customerVariationCount} variazioni economiche chieste dai clienti per ${month}.`}
              </Text>
            </>
          ) : summary.siteCount === 0 ? (
            <Text size="sm" c="dimmed">
              Nessuna ubicazione di una commessa avviata è attiva in {month}.
            </Text>
          ) : (
            <>
              <Text fz={28} fw={700} lh={1.1}>
                {formatCents(summary.feeCents)}
              </Text>
              <Text size="sm" fw={600}>
                Canone di {month}
              </Text>
              <Text size="sm" c="dimmed">
                {summary.siteCount === 1 ? '1 ubicazione' : `${summary.siteCount} ubicazioni`} di{' '}
                {summary.jobOrderCount === 1
                  ? '1 commessa avviata'
                  : `${summary.jobOrderCount} commesse avviate`}
                , con gli extra e le detrazioni del mese.
              </Text>
            </>
          )}
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/economics/$" params={{ _splat: String(summary.year) }} />
            )}
            size="sm"
          >
            Apri l’economia del {summary.year}
          </Anchor>
        </Stack>
      )}
    </WidgetCard>
  );
}
