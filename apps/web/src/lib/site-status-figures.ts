import type { SiteStatus } from '@portale/shared';

/**
 * What the dashboard's card and the map's legend count, with the same figures: every site by its status
 * today (active, in activation, closed: they add up to all) and, among the active ones, those extended
 * past their job order's first end. The active figure includes the extended, as the site list's
 * «Attive» filter does, so each figure is the total of the list its link opens.
 */
export type SiteStatusFigures = Record<SiteStatus | 'extended' | 'all', number>;

/** The statuses that split the sites, in the order they are shown; extended is one kind of active. */
export const splittingStatuses = [
  'active',
  'inActivation',
  'closed',
] as const satisfies readonly SiteStatus[];

/** What each figure counts, in a few words, beside it on the card and in the map's legend. */
export const siteStatusHints: Record<Exclude<keyof SiteStatusFigures, 'all'>, string> = {
  active: 'nel periodo di servizio, prorogate comprese',
  extended: 'tra le attive, oltre la scadenza iniziale della commessa',
  inActivation: 'servizio non ancora iniziato',
  closed: 'servizio terminato',
};

/** The figures of some sites, each with its status (when known) and whether it is extended. */
export function siteStatusFiguresOf(
  sites: readonly { status?: SiteStatus; isExtended?: boolean }[],
): SiteStatusFigures {
  const figures: SiteStatusFigures = { all: 0, active: 0, inActivation: 0, closed: 0, extended: 0 };
  for (const site of sites) {
    if (!site.status) continue;
    figures.all += 1;
    figures[site.status] += 1;
    if (site.status === 'active' && site.isExtended) figures.extended += 1;
  }
  return figures;
}
