import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatArea } from '../../../lib/format-area.ts';
import { useRealEstateSummary } from '../api/real-estate-summary.ts';
import { WidgetCard } from './widget-card.tsx';
import { formatCount, formatNumber } from '../../../lib/italian-numbers.ts';

const bigFigure = { fz: 28, fw: 700, lh: 1.1, display: 'block' } as const;

/**
 * The rooms of the customer's sites today (GET /dashboard/real-estate, sub-role real estate registry):
 * how many are open of all, their area, how many are closed for a while, all sites together; and the
 * sites with the most rooms not open, each a link to that site's rooms not open today, whose list
 * counts what the card says.
 */
export function RealEstateWidget() {
  const query = useRealEstateSummary();
  const summary = query.data;
  return (
    <WidgetCard title="Anagrafica immobiliare" icon={IconBuildingWarehouse} state={query}>
      {summary && (
        <Stack gap="md">
          {/* Figures of every site together: no list holds them all, so they link nowhere (the sites
              below each open their own rooms). */}
          <Group gap="xl" wrap="wrap" align="flex-start">
            <Text size="sm">
              <Text span {...bigFigure}>
                {formatNumber(summary.totals.openRooms)} di {formatNumber(summary.totals.rooms)}
              </Text>
              locali aperti oggi
            </Text>
            <Text size="sm">
              <Text span {...bigFigure}>
                {formatNumber(summary.temporarilyClosed)}
              </Text>
              {summary.temporarilyClosed === 1 ? 'chiuso per un periodo' : 'chiusi per un periodo'}
            </Text>
          </Group>
          <Text size="sm">
            Superficie totale {formatArea(summary.totals.area)}, di cui aperta{' '}
            {formatArea(summary.totals.openArea)}, in {formatCount(summary.sites, 'ubicazione', 'ubicazioni')}
          </Text>
          {summary.sitesWithClosures.length > 0 && (
            <Stack gap={6}>
              <Title order={3} fz="sm">
                Ubicazioni con più locali non aperti
              </Title>
              <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {summary.sitesWithClosures.map((site) => (
                  <li key={site.siteCode}>
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/real-estate-flat"
                          search={{ site: site.siteCode, state: 'notOpen' }}
                        />
                      )}
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {site.siteName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {formatCount(site.notOpen, 'non aperto', 'non aperti')} su {formatNumber(site.rooms)}
                    </Text>
                  </li>
                ))}
              </Stack>
            </Stack>
          )}
          <Anchor renderRoot={(props) => <Link {...props} to="/real-estate" />} size="sm">
            Tutti gli edifici e i locali
          </Anchor>
        </Stack>
      )}
    </WidgetCard>
  );
}
