import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconDeviceTablet } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatCount, formatNumber } from '../../../lib/italian-numbers.ts';
import { useKioskSiteIndex } from '../api/kiosk-site-index.ts';
import { WidgetCard } from './widget-card.tsx';

/** How many sites the card names: the lowest indices, where a facility manager looks first. */
const shown = 5;

/**
 * The kiosks on the dashboard: each site's index of the last 30 days (0–100) with the votes it stands
 * on, the lowest first; the statistics page has the rest.
 */
export function KioskIndexCard() {
  const query = useKioskSiteIndex();
  const sites = query.data?.sites ?? [];
  return (
    <WidgetCard title="Chioschi" icon={IconDeviceTablet} state={query}>
      <Stack gap="sm">
        {sites.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nessun voto dai chioschi negli ultimi 30 giorni.
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Indice degli ultimi 30 giorni, da 0 a 100, dal più basso.
            </Text>
            <Stack
              gap={6}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Indice per ubicazione"
            >
              {sites.slice(0, shown).map((site) => (
                <li key={site.siteCode}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {site.siteName}
                    </Text>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatNumber(site.index)}/100
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatCount(site.votes, 'voto', 'voti')}
                  </Text>
                </li>
              ))}
            </Stack>
            {sites.length > shown && (
              <Text size="xs" c="dimmed">
                e altre {formatCount(sites.length - shown, 'ubicazione', 'ubicazioni')}
              </Text>
            )}
          </>
        )}
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/kiosks-statistics" />}>
          Le statistiche dei chioschi
        </Anchor>
      </Stack>
    </WidgetCard>
  );
}
