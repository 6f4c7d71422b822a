import type { SiteStatus } from '@portale/shared';

/** What a pin on the map says of its site: the status, with extended sites apart from the active ones. */
export const pinStatuses = ['active', 'extended', 'inActivation', 'closed'] as const;
export type PinStatus = (typeof pinStatuses)[number];

/** One site's label on the map and in the legend (singular, as a pin is one site). */
export const pinStatusLabels: Record<PinStatus, string> = {
  active: 'Attiva',
  extended: 'Prorogata',
  inActivation: 'In attivazione',
  closed: 'Chiusa',
};

/** A site's pin: extended when active past its job order's original end; null when its status is unknown. */
export function pinStatusOf(site: { status?: SiteStatus; isExtended?: boolean }): PinStatus | null {
  if (!site.status) return null;
  return site.status === 'active' && site.isExtended ? 'extended' : site.status;
}

/** The marker's accessible name: the site and, when known, its status in words. */
export const pinLabel = (siteName: string, status: PinStatus | null): string =>
  status ? `${siteName} – ${pinStatusLabels[status]}` : siteName;
