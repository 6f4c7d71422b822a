import { Anchor, Text } from '@mantine/core';
import type { MySiteListItem } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../lib/format.ts';

/** The site's name, opening its detail. */
export function SiteNameLink({ site }: { site: MySiteListItem }) {
  return (
    <Anchor
      fw={600}
      renderRoot={(props) => (
        <Link {...props} to="/sites/detail/$siteCode" params={{ siteCode: site.siteCode }} />
      )}
    >
      {site.siteName}
    </Anchor>
  );
}

/** The last service done: its day and what it was. */
export function LastServiceText({ site }: { site: MySiteListItem }) {
  if (!site.lastServiceDay) {
    return (
      <Text size="sm" c="dimmed">
        Nessun servizio registrato
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm">{formatDate(site.lastServiceDay)}</Text>
      {site.lastService && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {site.lastService}
        </Text>
      )}
    </div>
  );
}

/** The managers of the group of companies (ATI) for the site's job order. */
export function atiManagersLabel(site: MySiteListItem): string | null {
  return site.atiManagersNames.length > 0 ? site.atiManagersNames.join(', ') : null;
}
