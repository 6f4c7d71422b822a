import { usersAccess } from '@portale/shared';
import { IconUserCog } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

export const usersAdminMenu = [menuEntry(usersAccess.menu.administration, IconUserCog)];
