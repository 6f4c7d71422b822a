import { Text, Tooltip } from '@mantine/core';
import type { UserListItem } from '@portale/shared';
import { roleLabelsOf } from '../role-options.ts';
import { formatCount } from '../../../lib/italian-numbers.ts';

type UserRoleCountProps = {
  user: UserListItem;
  /** Names them in a tooltip (not inside a link, where a focusable tooltip does not belong). */
  withNames?: boolean;
};

/** How many sub-roles (customer user) or back-office permissions (staff) a user holds: «permessi». */
export function UserRoleCount({ user, withNames = false }: UserRoleCountProps) {
  const labels = roleLabelsOf(user.isExternal ? 'customer' : 'staff', user.subRoles);
  const text = formatCount(labels.length, 'permesso', 'permessi');
  if (!withNames || labels.length === 0) {
    return (
      <Text size="sm" c={labels.length === 0 ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    );
  }
  return (
    <Tooltip label={labels.join(', ')} multiline w={280} withArrow>
      <Text size="sm" tabIndex={0} style={{ textDecoration: 'underline dotted', whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    </Tooltip>
  );
}
