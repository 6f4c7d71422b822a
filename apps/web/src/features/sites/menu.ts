import { sitesAccess } from '@portale/shared';
import { IconBuildings } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

export const sitesMenu = [menuEntry(sitesAccess.menu.sites, IconBuildings)];
