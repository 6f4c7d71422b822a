import {
  backOfficePermissionLabels,
  customerSubRoleLabels,
  dashboardAccess,
  type BackOfficePermission,
  type CustomerSubRole,
} from '@portale/shared';
import { visibleMenu, type MenuViewer } from '../../lib/visible-menu.ts';
import type { MenuEntry } from '../../lib/menu-entry.ts';

/** The labels of the menu pages the user may open besides the dashboard, from the menu registry. */
export function pagesWithContent(entries: readonly MenuEntry[], viewer: MenuViewer): string[] {
  return visibleMenu(entries, viewer)
    .flatMap((node) => ('children' in node ? node.children : [node]))
    .filter((page) => page.id !== dashboardAccess.menu.dashboard.id)
    .map((page) => page.label);
}

/** A page of the portal and the sub-roles or permissions (any one suffices) that would open it. */
export type PageKey = { page: string; roles: string[] };

/**
 * For a user who opens no page: each page of the menu that a sub-role (customers) or a permission
 * (staff) would open, with those roles' labels, from the rules of the authorisation table.
 */
export function pagesOpenedByRoles(entries: readonly MenuEntry[], side: MenuViewer['kind']): PageKey[] {
  const keys: PageKey[] = [];
  for (const entry of entries) {
    if (entry.atiOnly) continue;
    const roles = side === 'customer' ? entry.rule.customerSubRoles : entry.rule.staffPermissions;
    if (roles === 'every' || roles.length === 0) continue;
    const labels = roles.map((role) =>
      side === 'customer'
        ? customerSubRoleLabels[role as CustomerSubRole]
        : backOfficePermissionLabels[role as BackOfficePermission],
    );
    keys.push({ page: entry.label, roles: labels });
  }
  return keys;
}

/** The labels of the user's own sub-roles or permissions. */
export function ownRoleLabels(viewer: MenuViewer): string[] {
  return viewer.kind === 'customer'
    ? viewer.customerSubRoles.map((role) => customerSubRoleLabels[role as CustomerSubRole] ?? String(role))
    : viewer.backOfficePermissions.map(
        (permission) => backOfficePermissionLabels[permission as BackOfficePermission] ?? String(permission),
      );
}

/** «Comunicazioni» o «Tutte le segnalazioni»: names in Italian quotes joined as alternatives or a list. */
export function quotedList(labels: readonly string[], type: 'conjunction' | 'disjunction'): string {
  return new Intl.ListFormat('it', { style: 'long', type }).format(labels.map((label) => `«${label}»`));
}
