import { areaTables } from '@portale/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router.tsx';

/**
 * A menu page's title in the browser's tab begins with its menu label, which a page of a submenu or of the
 * back office may go on from («Controlli» → «Controlli di qualità», «Documenti» → «Documenti dei
 * clienti»). The routes write their titles as words of their own (the first screen loads the areas'
 * rules, never their menus: docs/decisions/001), so this test keeps the two together.
 */
describe('the titles of the menu pages', () => {
  it('begin with their menu labels', () => {
    const router = createAppRouter(new QueryClient());
    const titleOf = new Map(
      Object.values(router.routesById).map((route) => [route.fullPath, route.options.staticData?.title]),
    );
    const pages = Object.values(areaTables).flatMap((table) => Object.values(table.menu));
    expect(pages.filter((page) => titleOf.has(page.to)).length).toBeGreaterThan(25);
    const mismatches = pages
      .filter((page) => titleOf.has(page.to) && !String(titleOf.get(page.to)).startsWith(page.label))
      .map((page) => `${page.to}: «${titleOf.get(page.to)}» instead of «${page.label}»`);
    expect(mismatches).toEqual([]);
  });
});
