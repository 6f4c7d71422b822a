import { atiManagersAccess } from '@portale/shared';
import { IconUsersGroup } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

export const atiManagersMenu = [menuEntry(atiManagersAccess.menu.managers, IconUsersGroup)];
