import { allows, menuGroups, type BadgeId, type MenuGroupId, type RuleSubject } from '@portale/shared';
import { IconMessages, IconShieldLock, type Icon } from '@tabler/icons-react';
import { atiManagersMenu } from '../../features/ati-managers/menu.ts';
import { auditMenu } from '../../features/audit/menu.ts';
import { billingAdminMenu, billingMenu } from '../../features/billing/menu.ts';
import { contactsMenu } from '../../features/contacts/menu.ts';
import { dashboardMenu } from '../../features/dashboard/menu.ts';
import { documentsMenu, documentsPublishingMenu } from '../../features/documents/menu.ts';
import { realEstateMenu } from '../../features/real-estate/menu.ts';
import { roomsImportMenu } from '../../features/rooms-import/menu.ts';
import { sitesMenu } from '../../features/sites/menu.ts';
import { sitesAdminMenu } from '../../features/sites-admin/menu.ts';
import { transmissionsMenu } from '../../features/transmissions/menu.ts';
import { usersAdminMenu } from '../../features/users-admin/menu.ts';
import type { AppPath, MenuEntry } from '../../lib/menu-entry.ts';

/**
 * The registry of the left menu, in the order of SPEC.md section 2: each feature exports its entries
 * (features/<area>/menu.ts, from its area's authorisation table), and an area adds one line here. An
 * area that is not built yet has no entry.
 */
export const menuEntries: readonly MenuEntry[] = [
  ...dashboardMenu,
  ...sitesMenu,
  ...documentsMenu,
  ...transmissionsMenu,
  ...contactsMenu,
  ...atiManagersMenu,
  ...billingMenu,
  ...realEstateMenu,
  ...sitesAdminMenu,
  ...roomsImportMenu,
  ...documentsPublishingMenu,
  ...usersAdminMenu,
  ...auditMenu,
  ...billingAdminMenu,
];

const groupIcons: Record<MenuGroupId, Icon> = {
  transmissions: IconMessages,
  administration: IconShieldLock,
};

/** A page of the menu. */
export type MenuPage = { id: string; label: string; icon: Icon; to: AppPath; badge?: BadgeId };
/** A parent of the menu with the pages of it the user may open. */
export type MenuGroup = { id: MenuGroupId; label: string; icon: Icon; badge?: BadgeId; children: MenuPage[] };
export type MenuNode = MenuPage | MenuGroup;

/**
 * Whether a page of the menu is the one open, or holds it (the tickets entry on a ticket's page): its
 * path, whole or followed by more segments.
 */
export const isMenuPageOpen = (pathname: string, page: Pick<MenuPage, 'to'>): boolean =>
  pathname === page.to || pathname.startsWith(`${page.to}/`);

/** Who looks at the menu: their side and roles, and whether they belong to a group (ATI). */
export type MenuViewer = RuleSubject & { isAti: boolean };

/**
 * The menu a user sees, in order: the pages whose rule lets them in (ATI-only pages for group users
 * only), each group's pages under their parent, placed where its first page is.
 */
export function visibleMenu(entries: readonly MenuEntry[], viewer: MenuViewer): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const { rule, atiOnly, group, ...page } of entries) {
    if ((atiOnly && !viewer.isAti) || !allows(rule, viewer)) continue;
    if (!group) {
      nodes.push(page);
      continue;
    }
    const parent = nodes.find((node): node is MenuGroup => 'children' in node && node.id === group);
    if (parent) parent.children.push(page);
    else nodes.push({ id: group, ...menuGroups[group], icon: groupIcons[group], children: [page] });
  }
  return nodes;
}
