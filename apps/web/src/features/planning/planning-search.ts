import { plannedServiceSorts, serviceFrequencies, serviceTypes } from '@portale/shared';
import {
  isoDay,
  listSearchSchema,
  oneOf,
  onOff,
  searchSchema,
  text,
  type SearchOf,
} from '../../lib/search-params.ts';

/** Rows per page of the services list. */
export const plannedServicePageSize = 20;

/** The services list's filters, order and page in the address bar. */
export const plannedServiceSearchSchema = listSearchSchema(plannedServiceSorts, {
  siteCode: text(16),
  serviceType: oneOf(serviceTypes),
  frequency: oneOf(serviceFrequencies),
});
export type PlannedServiceSearch = SearchOf<typeof plannedServiceSearchSchema>;

export const planViews = ['day', 'week', 'month'] as const;
export type PlanView = (typeof planViews)[number];

/**
 * The plan's view, its day, its site and the fullwidth mode in the address bar: a reload, a link or the
 * back button shows the same calendar.
 */
export const planSearchSchema = searchSchema({
  view: oneOf(planViews),
  date: isoDay,
  siteCode: text(16),
  fullwidth: onOff,
});
export type PlanSearch = SearchOf<typeof planSearchSchema>;
