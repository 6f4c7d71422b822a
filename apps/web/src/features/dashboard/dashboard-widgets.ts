import {
  billingAccess,
  customersAccess,
  documentsAccess,
  economicsAccess,
  employeesAccess,
  kiosksAccess,
  newsAccess,
  planningAccess,
  qualityAccess,
  realEstateAccess,
  siteEquipmentsAccess,
  sitesAccess,
  syncAccess,
  ticketsAccess,
  usersAccess,
  variationsAccess,
  type AccessRule,
  type Profile,
} from '@portale/shared';
import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import { myJobOrdersQueryOptions } from '../../lib/api/my-job-orders.ts';
import { profileAllows } from '../../lib/profile-access.ts';
import { yieldToBrowser } from '../../lib/yield-to-browser.ts';
import { billingSummaryQueryOptions } from './api/billing-summary.ts';
import { coverageSummaryQueryOptions } from './api/coverage-summary.ts';
import { documentsSummaryQueryOptions } from './api/documents-summary.ts';
import { economicsSummaryQueryOptions } from './api/economics-summary.ts';
import { equipmentSummaryQueryOptions } from './api/equipment-summary.ts';
import { kioskSiteIndexQueryOptions } from './api/kiosk-site-index.ts';
import { myNewsQueryOptions } from './api/news-summary.ts';
import { planSummaryQueryOptions } from './api/plan-summary.ts';
import { lastServedSitesQueryOptions } from './api/last-served-sites.ts';
import { qualityTrendQueryOptions } from './api/quality-trend.ts';
import { realEstateSummaryQueryOptions } from './api/real-estate-summary.ts';
import { siteStatusCountsQueryOptions } from './api/site-status-counts.ts';
import {
  awaitingActivationSummaryQueryOptions,
  customersToStartQueryOptions,
  publishingWarningSummaryQueryOptions,
  recentRoomImportsQueryOptions,
  recentSyncRunsQueryOptions,
  staffTicketSummaryQueryOptions,
} from './api/staff-summaries.ts';
import { ticketSummaryQueryOptions } from './api/ticket-summary.ts';
import { variationSummaryQueryOptions } from './api/variation-summary.ts';

export type DashboardWidgetId =
  | 'tickets'
  | 'documents'
  | 'billing'
  | 'economics'
  | 'siteStatus'
  | 'lastServedSites'
  | 'rooms'
  | 'jobOrders'
  | 'dueTickets'
  | 'publishingWarnings'
  | 'roomImports'
  | 'awaitingActivation'
  | 'customersToStart'
  | 'variations'
  | 'variationsQueue'
  | 'qualityTrend'
  | 'kioskIndex'
  | 'plan'
  | 'personnel'
  | 'syncRuns'
  | 'equipment'
  | 'news';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the options of any query
type AnyQueryOptions = UseQueryOptions<any, any, any, any>;
type DashboardWidget = { id: DashboardWidgetId; query: AnyQueryOptions };

const customerWidgets: readonly (DashboardWidget & { rule?: AccessRule })[] = [
  { id: 'news', rule: newsAccess.rules.read, query: myNewsQueryOptions },
  { id: 'plan', rule: planningAccess.rules.planPage, query: planSummaryQueryOptions },
  { id: 'personnel', rule: employeesAccess.rules.page, query: coverageSummaryQueryOptions },
  { id: 'tickets', rule: ticketsAccess.rules.read, query: ticketSummaryQueryOptions },
  { id: 'documents', rule: documentsAccess.rules.list, query: documentsSummaryQueryOptions },
  { id: 'billing', rule: billingAccess.rules.list, query: billingSummaryQueryOptions },
  { id: 'equipment', rule: siteEquipmentsAccess.rules.read, query: equipmentSummaryQueryOptions },
  { id: 'economics', rule: economicsAccess.rules.menu, query: economicsSummaryQueryOptions },
  { id: 'siteStatus', rule: sitesAccess.rules.list, query: siteStatusCountsQueryOptions },
  { id: 'lastServedSites', rule: sitesAccess.rules.list, query: lastServedSitesQueryOptions },
  { id: 'rooms', rule: realEstateAccess.rules.list, query: realEstateSummaryQueryOptions },
  { id: 'variations', rule: variationsAccess.rules.read, query: variationSummaryQueryOptions },
  { id: 'qualityTrend', rule: qualityAccess.rules.trend, query: qualityTrendQueryOptions },
  { id: 'kioskIndex', rule: kiosksAccess.rules.page, query: kioskSiteIndexQueryOptions },
  { id: 'jobOrders', query: myJobOrdersQueryOptions },
];

const staffWidgets: readonly (DashboardWidget & { rule: AccessRule })[] = [
  { id: 'dueTickets', rule: ticketsAccess.rules.read, query: staffTicketSummaryQueryOptions },
  {
    id: 'publishingWarnings',
    rule: sitesAccess.rules.publishing,
    query: publishingWarningSummaryQueryOptions,
  },
  { id: 'roomImports', rule: realEstateAccess.rules.import, query: recentRoomImportsQueryOptions },
  { id: 'variationsQueue', rule: variationsAccess.rules.handle, query: variationSummaryQueryOptions },
  {
    id: 'awaitingActivation',
    rule: usersAccess.rules.administration,
    query: awaitingActivationSummaryQueryOptions,
  },
  {
    id: 'customersToStart',
    rule: customersAccess.rules.customers,
    query: customersToStartQueryOptions,
  },
  { id: 'economics', rule: economicsAccess.rules.menu, query: economicsSummaryQueryOptions },
  { id: 'syncRuns', rule: syncAccess.rules.manage, query: recentSyncRunsQueryOptions },
  { id: 'equipment', rule: siteEquipmentsAccess.rules.read, query: equipmentSummaryQueryOptions },
];

/**
 * The widgets of the dashboard the user sees, in the order they are drawn, each with the one query it
 * reads: a customer's morning summary, or what is staff's to handle now, each only for users allowed
 * to call its endpoint.
 */
export function dashboardWidgets(profile: Profile): DashboardWidget[] {
  const widgets = profile.roles.includes('customer') ? customerWidgets : staffWidgets;
  return widgets
    .filter(({ rule }) => rule === undefined || profileAllows(profile, rule))
    .map(({ id, query }) => ({ id, query }));
}

/**
 * Sends the widgets' requests, each in a task of its own: the route's loader does, while the page's
 * code is still downloading. Starting a request costs a phone a few milliseconds, a dozen in one go
 * held it for a long task.
 */
export async function prefetchDashboard(queryClient: QueryClient, profile: Profile): Promise<void> {
  for (const { query } of dashboardWidgets(profile)) {
    await yieldToBrowser();
    void queryClient.prefetchQuery(query);
  }
}
