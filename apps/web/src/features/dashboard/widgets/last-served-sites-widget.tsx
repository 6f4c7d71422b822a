import { Anchor, Stack, Text } from '@mantine/core';
import type { MySiteListItem } from '@portale/shared';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format.ts';
import { lastServedSitesQueryOptions } from '../api/last-served-sites.ts';
import { WidgetCard } from './widget-card.tsx';

type LastServedSitesWidgetProps = {
  /** Opens a site's detail, when that page exists. */
  onOpenSite?: ((siteCode: string) => void) | undefined;
};

/** The sites served most recently, latest first (GET /site/last/served, sub-role site). */
export function LastServedSitesWidget({ onOpenSite }: LastServedSitesWidgetProps) {
  const query = useQuery(lastServedSitesQueryOptions);
  const sites = query.data ?? [];
  return (
    <WidgetCard title="Ultimi servizi svolti" icon={IconCalendarCheck} state={query}>
      {sites.length === 0 ? (
        <Text size="sm" c="dimmed">
          Non risultano ancora servizi registrati sulle tue ubicazioni.
        </Text>
      ) : (
        <Stack gap="sm">
          {sites.map((site) => (
            <ServedSite key={site.siteCode} site={site} onOpenSite={onOpenSite} />
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}

function ServedSite({
  site,
  onOpenSite,
}: {
  site: MySiteListItem;
  onOpenSite?: ((siteCode: string) => void) | undefined;
}) {
  const name = onOpenSite ? (
    <Anchor
      component="button"
      type="button"
      fw={600}
      size="sm"
      ta="left"
      onClick={() => onOpenSite(site.siteCode)}
    >
      {site.siteName}
    </Anchor>
  ) : (
    <Text fw={600} size="sm">
      {site.siteName}
    </Text>
  );
  return (
    <div>
      {name}
      <Text size="xs" c="dimmed">
        {site.city}
        {site.lastServiceDay ? ` · ${formatDate(site.lastServiceDay)}` : ''}
        {site.lastService ? ` · ${site.lastService}` : ''}
      </Text>
    </div>
  );
}
