import { auditAccess } from '@portale/shared';
import { IconHistory } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

export const auditMenu = [menuEntry(auditAccess.menu.log, IconHistory)];
