import { Badge, Group } from '@mantine/core';
import type { SiteStatus } from '@portale/shared';
import { wrappingBadge } from '../../../lib/wrapping-labels.ts';

const statusBadges: Record<SiteStatus, { label: string; color: string }> = {
  active: { label: 'Attiva', color: 'green' },
  closed: { label: 'Chiusa', color: 'gray' },
  inActivation: { label: 'In attivazione', color: 'blue' },
};

type SiteStatusBadgesProps = { status: SiteStatus; isExtended: boolean; isOnDuty: boolean };

/** Where the site stands today: active, closed or starting, extended with its job order, with a guard on duty. */
export function SiteStatusBadges({ status, isExtended, isOnDuty }: SiteStatusBadgesProps) {
  const badge = statusBadges[status];
  return (
    <Group gap={6}>
      <Badge classNames={wrappingBadge} variant="light" color={badge.color}>
        {badge.label}
      </Badge>
      {isExtended && (
        <Badge classNames={wrappingBadge} variant="light" color="grape">
          Prorogata
        </Badge>
      )}
      {isOnDuty && (
        <Badge classNames={wrappingBadge} variant="outline" color="teal">
          Con presidio
        </Badge>
      )}
    </Group>
  );
}
