import { economicsAccess } from '@portale/shared';
import { IconChartBar } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

export const economicsMenu = [menuEntry(economicsAccess.menu.list, IconChartBar)];
