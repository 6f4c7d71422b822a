import {
  ticketSorts,
  ticketStateFilters,
  ticketTypes,
  ticketUrgencies,
  type StaffTicketListQueryInput,
} from '@portale/shared';
import { z } from 'zod';

/** Rows per page of the ticket lists. */
export const ticketPageSize = 20;

const isoDate = z.iso.date();

/**
 * The lists' filters, sort and page as they sit in the address bar, so that a link, a reload or the
 * back button shows the same list. A value that makes no sense is dropped, not an error.
 */
export const ticketSearchSchema = z.object({
  state: z.enum(ticketStateFilters).optional().catch(undefined),
  type: z.enum(ticketTypes).optional().catch(undefined),
  urgency: z.enum(ticketUrgencies).optional().catch(undefined),
  siteCode: z.string().trim().max(16).optional().catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  query: z.string().trim().max(100).optional().catch(undefined),
  late: z.boolean().optional().catch(undefined),
  sortBy: z.enum(ticketSorts).optional().catch(undefined),
  sortDirection: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type TicketSearch = z.infer<typeof ticketSearchSchema>;

/** The API query for what the address bar asks: latest news first for customers, lateness for staff. */
export function toTicketListQuery(search: TicketSearch, staff: boolean): StaffTicketListQueryInput {
  return {
    state: search.state,
    type: search.type,
    urgency: search.urgency,
    siteCode: search.siteCode || undefined,
    from: search.from,
    to: search.to && search.from && search.to < search.from ? search.from : search.to,
    query: search.query || undefined,
    late: search.late ? 'true' : undefined,
    sortBy: search.sortBy ?? (staff ? 'lateness' : 'updatedAt'),
    sortDirection: search.sortDirection ?? 'desc',
    page: search.page ?? 1,
    pageSize: ticketPageSize,
  };
}

/** Whether any filter narrows the list (to offer "Azzera i filtri"). */
export const hasTicketFilters = (search: TicketSearch): boolean =>
  Boolean(
    search.state ||
    search.type ||
    search.urgency ||
    search.siteCode ||
    search.from ||
    search.to ||
    search.query ||
    search.late,
  );
