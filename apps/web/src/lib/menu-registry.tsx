import { createContext, use, type ReactNode } from 'react';
import type { MenuEntry } from './menu-entry.ts';

const MenuRegistryContext = createContext<readonly MenuEntry[] | null>(null);

/**
 * Set by the shell with the whole left menu (app/shell/menu-entries.ts), which only the app can assemble
 * since it imports every feature's entries: a feature reads it here, never from app/.
 */
export function MenuRegistryProvider({
  entries,
  children,
}: {
  entries: readonly MenuEntry[];
  children: ReactNode;
}) {
  return <MenuRegistryContext value={entries}>{children}</MenuRegistryContext>;
}

export function useMenuRegistry(): readonly MenuEntry[] {
  const entries = use(MenuRegistryContext);
  if (!entries) throw new Error('useMenuRegistry is only available inside the signed-in shell');
  return entries;
}
