import type { MenuPlacement } from '@portale/shared';
import type { Icon } from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';

/**
 * A page of the router (app/router.tsx) as a link names it from anywhere: '/sites',
 * '/sites/detail/$siteCode'… (the absolute targets of the registered router's links).
 */
export type AppPath = Extract<NonNullable<LinkProps['to']>, `/${string}`>;

/** A page in the left menu: its placement in the area's authorisation table, and its icon. */
export type MenuEntry = MenuPlacement & { to: AppPath; icon: Icon };

/**
 * A feature's entry in the left menu (features/<area>/menu.ts): the placement of its area's table with
 * the icon the web app gives it. Its target must be a page of the router: a typo fails the type check.
 */
export const menuEntry = (placement: MenuPlacement & { to: AppPath }, icon: Icon): MenuEntry => ({
  ...placement,
  icon,
});
