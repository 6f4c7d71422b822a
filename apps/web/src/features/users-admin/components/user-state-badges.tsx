import { Badge, Group } from '@mantine/core';
import { wrappingBadge } from '../../../lib/wrapping-labels.ts';

type UserStateBadgesProps = {
  /** First access completed. */
  active: boolean;
  enabled: boolean;
};

/** Whether the account has been activated by its owner, and whether it may sign in. */
export function UserStateBadges({ active, enabled }: UserStateBadgesProps) {
  return (
    <Group gap={6} wrap="wrap" preventGrowOverflow={false}>
      <Badge classNames={wrappingBadge} color={active ? 'teal' : 'yellow'} variant="light" tt="none">
        {active ? 'Attivo' : 'In attesa di primo accesso'}
      </Badge>
      <Badge
        classNames={wrappingBadge}
        color={enabled ? 'blue' : 'red'}
        variant={enabled ? 'light' : 'filled'}
        tt="none"
      >
        {enabled ? 'Abilitato' : 'Disabilitato'}
      </Badge>
    </Group>
  );
}
