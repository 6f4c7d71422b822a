import { variationsAccess } from '@portale/shared';
import { IconList } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

export const variationsMenu = [menuEntry(variationsAccess.menu.list, IconList)];
