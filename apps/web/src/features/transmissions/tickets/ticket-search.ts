import { ticketSorts, ticketStateFilters, ticketTypes, ticketUrgencies } from '@portale/shared';
import { isoDay, listSearchSchema, oneOf, onOff, text, type SearchOf } from '../../../lib/search-params.ts';

/** Rows per page of the ticket lists. */
export const ticketPageSize = 20;

/**
 * The router's part, on the first screen: the page's part (orders, sort menu, API query) is in
 * ticket-list-query.ts, loaded with the page.
 *
 * The lists' filters, sort and page as they sit in the address bar, so that a link, a reload or the
 * back button shows the same list. A value that makes no sense is dropped, not an error.
 */
export const ticketSearchSchema = listSearchSchema(ticketSorts, {
  state: oneOf(ticketStateFilters),
  type: oneOf(ticketTypes),
  urgency: oneOf(ticketUrgencies),
  siteCode: text(16),
  from: isoDay,
  to: isoDay,
  late: onOff,
  /** Staff only: one customer's tickets, and those late or due by the end of today. */
  customerCode: text(16),
  lateOrDueToday: onOff,
});
export type TicketSearch = SearchOf<typeof ticketSearchSchema>;
