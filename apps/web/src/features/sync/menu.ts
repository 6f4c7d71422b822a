import { syncAccess } from '@portale/shared';
import { IconPlugConnected } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** Staff's sync of the provider's systems, among the back-office pages. */
export const syncMenu = [menuEntry(syncAccess.menu.manage, IconPlugConnected)];
