import type { AccessRule } from './access-rule.ts';
import type { MenuPlacement } from './menu-placement.ts';

/**
 * One area's authorisation table: its rules by name (who may use each part of it, on each side) and
 * its pages in the left menu, each shown under one of those rules.
 */
export type AreaTable = {
  rules: Record<string, AccessRule>;
  menu: Record<string, MenuPlacement>;
};

/** Keeps the table's literal types, so that a policy built from a rule is checked against it. */
export const defineArea = <const T extends AreaTable>(table: T): T => table;
