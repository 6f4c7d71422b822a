import { ticketSorts, type StaffTicketListQueryInput, type TicketSort } from '@portale/shared';
import { parseSortOption, type SortDirection } from '../../../lib/sort-options.ts';
import { ticketPageSize, type TicketSearch } from './ticket-search.ts';

/** The order when the address bar names none: latest news first for customers, lateness for staff. */
export const defaultTicketSort = (staff: boolean): TicketSort => (staff ? 'lateness' : 'updatedAt');

/**
 * The direction a user expects of each order when none is chosen: the newest first for dates and codes,
 * the soonest due first, the most urgent first. Lateness has its own order and no direction.
 */
const expectedDirection: Record<TicketSort, SortDirection> = {
  lateness: 'asc',
  updatedAt: 'desc',
  createdAt: 'desc',
  dueAt: 'asc',
  urgency: 'desc',
  code: 'desc',
};

/** The order the address bar asks for, with its direction. */
export function ticketSortOf(
  search: TicketSearch,
  staff: boolean,
): { sortBy: TicketSort; sortDirection: SortDirection } {
  const sortBy = search.sortBy ?? defaultTicketSort(staff);
  return { sortBy, sortDirection: search.sortDirection ?? expectedDirection[sortBy] };
}

/** The sort menu: each order with the direction a user expects first, then the other one. */
export const ticketSortOptions: { value: string; label: string }[] = [
  { value: 'lateness:asc', label: 'Prima le più in ritardo' },
  { value: 'updatedAt:desc', label: 'Aggiornamento (dal più recente)' },
  { value: 'updatedAt:asc', label: 'Aggiornamento (dal meno recente)' },
  { value: 'createdAt:desc', label: 'Data di apertura (dalla più recente)' },
  { value: 'createdAt:asc', label: 'Data di apertura (dalla meno recente)' },
  { value: 'dueAt:asc', label: 'Scadenza (dalla più vicina)' },
  { value: 'dueAt:desc', label: 'Scadenza (dalla più lontana)' },
  { value: 'urgency:desc', label: 'Urgenza (dalla più alta)' },
  { value: 'urgency:asc', label: 'Urgenza (dalla più bassa)' },
  { value: 'code:desc', label: 'Codice (decrescente)' },
  { value: 'code:asc', label: 'Codice (crescente)' },
];

/** The sort menu's value for the order of the address bar. */
export function ticketSortValue(search: TicketSearch, staff: boolean): string {
  const { sortBy, sortDirection } = ticketSortOf(search, staff);
  return `${sortBy}:${sortBy === 'lateness' ? 'asc' : sortDirection}`;
}

/** The address bar for a choice of the sort menu; lateness needs no direction. */
export function parseTicketSortOption(value: string): Pick<TicketSearch, 'sortBy' | 'sortDirection'> {
  const { sortBy, sortDirection } = parseSortOption(value, ticketSorts, 'updatedAt');
  return sortBy === 'lateness' ? { sortBy, sortDirection: undefined } : { sortBy, sortDirection };
}

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
    ...(staff && {
      customerCode: search.customerCode || undefined,
      lateOrDueToday: search.lateOrDueToday ? ('true' as const) : undefined,
    }),
    ...ticketSortOf(search, staff),
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
    search.late ||
    search.customerCode ||
    search.lateOrDueToday,
  );
