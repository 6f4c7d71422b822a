import { Badge, Group, Stack } from '@mantine/core';
import { wrappingBadge } from '../../../lib/wrapping-labels.ts';

type UserStateBadgesProps = {
  /** First access completed. */
  active: boolean;
  enabled: boolean;
  /** One under the other: the users table's narrow column (at 1366 px side by side cut a column off). */
  stacked?: boolean;
};

/** Whether the account has been activated by its owner, and whether it may sign in. */
export function UserStateBadges({ active, enabled, stacked = false }: UserStateBadgesProps) {
  const Layout = stacked ? Stack : Group;
  return (
    <Layout gap={6} {...(stacked ? { align: 'flex-start' } : { wrap: 'wrap', preventGrowOverflow: false })}>
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
    </Layout>
  );
}
