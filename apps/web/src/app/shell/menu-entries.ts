import type { CustomerSubRole } from '@portale/shared';
import { IconLayoutDashboard, type Icon } from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';

export type MenuEntry = {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: Icon;
  /** Shown to users holding any one of these customer sub-roles; an empty list shows it to everyone. */
  subRoles: readonly CustomerSubRole[];
};

/** The left menu, in the order of SPEC.md section 2. Areas join the list as they are built. */
export const menuEntries: readonly MenuEntry[] = [
  { to: '/dashboard', label: 'Dashboard', icon: IconLayoutDashboard, subRoles: [] },
];

export function visibleMenuEntries(
  entries: readonly MenuEntry[],
  userSubRoles: readonly number[],
): MenuEntry[] {
  return entries.filter(
    (entry) =>
      entry.subRoles.length === 0 || entry.subRoles.some((subRole) => userSubRoles.includes(subRole)),
  );
}
