import { dashboardAccess } from '@portale/shared';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

export const dashboardMenu = [menuEntry(dashboardAccess.menu.dashboard, IconLayoutDashboard)];
