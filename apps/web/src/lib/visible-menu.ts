import { allows, menuGroups, type BadgeId, type MenuGroupId, type RuleSubject } from '@portale/shared';
import { IconBucketDroplet, IconMessages, IconRosette, IconShieldLock, type Icon } from '@tabler/icons-react';
import type { AppPath, MenuEntry } from './menu-entry.ts';

// The left menu as a user sees it, from the entries of the registry (app/shell/menu-entries.ts): the
// shell draws it, and the dashboard's access guide reads which pages it holds.

const groupIcons: Record<MenuGroupId, Icon> = {
  services: IconBucketDroplet,
  transmissions: IconMessages,
  quality: IconRosette,
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
