import type { IsoDate } from '../dates/calendar-day.ts';

/**
 * The site status filters of PRODUCT.md, with "today" the day in Italy: active (today within the
 * site's dates), closed (ended), in activation (starts in the future), extended (active, and the job
 * order is running past its original end date).
 */
export const siteStatusFilters = ['active', 'closed', 'inActivation', 'extended'] as const;
export type SiteStatusFilter = (typeof siteStatusFilters)[number];
export const siteStatusFilterLabels: Record<SiteStatusFilter, string> = {
  active: 'Attive',
  closed: 'Chiuse',
  inActivation: 'In attivazione',
  extended: 'Prorogate',
};

/** What a site is on a day; 'extended' is a filter over active sites, shown with isExtended. */
export const siteStatuses = ['active', 'closed', 'inActivation'] as const;
export type SiteStatus = (typeof siteStatuses)[number];

export function siteStatusOn(site: { dateFrom: IsoDate; dateTo: IsoDate }, today: IsoDate): SiteStatus {
  if (site.dateFrom > today) return 'inActivation';
  if (site.dateTo < today) return 'closed';
  return 'active';
}

export const siteSorts = ['name', 'jobOrder', 'lastService'] as const;
export type SiteSort = (typeof siteSorts)[number];

export const serviceFrequencies = [
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'periodic',
  'scheduled',
  'extraordinary',
  'ordinary',
] as const;
export type ServiceFrequency = (typeof serviceFrequencies)[number];
export const serviceFrequencyLabels: Record<ServiceFrequency, string> = {
  daily: 'Giornaliera',
  weekly: 'Settimanale',
  monthly: 'Mensile',
  yearly: 'Annuale',
  periodic: 'Periodica',
  scheduled: 'Programmata',
  extraordinary: 'Straordinaria',
  ordinary: 'Ordinaria',
};
