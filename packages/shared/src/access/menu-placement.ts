import type { AccessRule } from './access-rule.ts';

/** The badge ids of SPEC.md section 3. */
export type BadgeId = 'documents' | 'tickets' | 'communications' | 'transmissions' | 'billing';

/**
 * The parents of the left menu that gather the pages of several areas (SPEC.md section 2). A parent
 * has no rule of its own: it is shown when any of its pages is.
 */
export const menuGroups = {
  services: { label: 'Servizi' },
  transmissions: { label: 'Segnalazioni e comunicazioni', badge: 'transmissions' },
  quality: { label: 'Qualità' },
  administration: { label: 'Amministrazione' },
} as const satisfies Record<string, { label: string; badge?: BadgeId }>;
export type MenuGroupId = keyof typeof menuGroups;

/** A page of an area in the left menu: its label, where it leads and who sees it. */
export type MenuPlacement = {
  id: string;
  label: string;
  /** The page's path as the web router writes it; the web app checks it against its routes. */
  to: string;
  rule: AccessRule;
  group?: MenuGroupId;
  badge?: BadgeId;
  /** Only for group (ATI) users. */
  atiOnly?: boolean;
};
