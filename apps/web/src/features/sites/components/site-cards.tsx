import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MySiteListItem } from '@portale/shared';
import { SiteImage } from '../../../lib/site-image.tsx';
import { atiManagersLabel, LastServiceText, SiteNameLink } from './site-list-parts.tsx';
import { SiteStatusBadges } from './site-status-badges.tsx';

/** The sites of one page as cards (phones and tablets). */
export function SiteCards({ sites }: { sites: readonly MySiteListItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {sites.map((site) => {
        const atiManagers = atiManagersLabel(site);
        return (
          <Paper key={site.siteCode} withBorder radius="md" p="sm" component="article">
            <Stack gap="xs">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <SiteImage siteCode={site.siteCode} imageUrl={site.img} alt="" width={64} height={64} />
                <Stack gap={2} miw={0}>
                  <SiteNameLink site={site} />
                  <Text size="xs" c="dimmed">
                    {site.siteCode} · {site.address}, {site.city}
                  </Text>
                </Stack>
              </Group>
              <SiteStatusBadges status={site.status} isExtended={site.isExtended} isOnDuty={site.isOnDuty} />
              <Text size="sm">
                <Text span size="sm" c="dimmed">
                  Commessa{' '}
                </Text>
                {site.jobTaskId} – {site.jobTaskDescription}
              </Text>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  Ultimo servizio
                </Text>
                <LastServiceText site={site} />
              </Group>
              {atiManagers && (
                <Text size="sm">
                  <Text span size="sm" c="dimmed">
                    Referenti ATI{' '}
                  </Text>
                  {atiManagers}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
