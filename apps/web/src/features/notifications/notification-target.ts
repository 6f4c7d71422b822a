import {
  buildPath,
  isNotificationState,
  notificationTargets,
  targetParamNames,
  type NotificationItem,
} from '@portale/shared';

/** '/sites/detail/:siteCode' as the router writes it: '/sites/detail/$siteCode'. */
export const routerPathOf = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '$$$1');

/**
 * Where a notification leads: the target screen's path with its parameters, or null when it has no
 * target, an unknown one, misses a parameter, or the web app has no such page yet (`hasRoute`). The
 * parameters the path does not name go into the query: a list's filters (the registry of one site is
 * `real-estate` with `{ site }`, /real-estate?site=UB000123).
 */
export function notificationHref(
  item: Pick<NotificationItem, 'state' | 'stateParams'>,
  hasRoute: (routerPath: string) => boolean,
): string | null {
  if (!item.state || !isNotificationState(item.state)) return null;
  const path = notificationTargets[item.state];
  if (!hasRoute(routerPathOf(path))) return null;
  const params = item.stateParams ?? {};
  const inPath = new Set(targetParamNames(path));
  const search = new URLSearchParams(Object.entries(params).filter(([name]) => !inPath.has(name))).toString();
  try {
    return buildPath(path, params) + (search ? `?${search}` : '');
  } catch {
    return null;
  }
}
