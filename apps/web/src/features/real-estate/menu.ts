import { realEstateAccess } from '@portale/shared';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** The customer's registry, last of SPEC.md's menu («rooms»). */
export const realEstateMenu = [menuEntry(realEstateAccess.menu.registry, IconBuildingWarehouse)];
