import { describe, expect, it } from 'vitest';
import {
  hasTicketFilters,
  parseTicketSortOption,
  ticketSortOptions,
  ticketSortValue,
  toTicketListQuery,
} from './ticket-list-query.ts';
import { ticketSearchSchema } from './ticket-search.ts';

describe('the ticket list in the address bar', () => {
  it('keeps what makes sense and drops the rest', () => {
    const search = ticketSearchSchema.parse({
      state: 'OPEN',
      urgency: 'URGENTE',
      from: '2026-02-30',
      page: 2,
    });
    expect(search).toEqual({ state: 'OPEN', page: 2 });
  });

  it('asks customers for the latest news first and the provider for lateness first', () => {
    expect(toTicketListQuery({}, false)).toMatchObject({
      sortBy: 'updatedAt',
      sortDirection: 'desc',
      page: 1,
    });
    expect(toTicketListQuery({}, true)).toMatchObject({ sortBy: 'lateness', pageSize: 20 });
  });

  it('sorts each way as a user expects unless the address bar names a direction', () => {
    expect(toTicketListQuery({ sortBy: 'dueAt' }, false)).toMatchObject({
      sortBy: 'dueAt',
      sortDirection: 'asc',
    });
    expect(toTicketListQuery({ sortBy: 'createdAt' }, true)).toMatchObject({ sortDirection: 'desc' });
    expect(toTicketListQuery({ sortBy: 'urgency' }, false)).toMatchObject({ sortDirection: 'desc' });
    expect(toTicketListQuery({ sortBy: 'dueAt', sortDirection: 'desc' }, false)).toMatchObject({
      sortDirection: 'desc',
    });
  });

  it('keeps the sort menu and the address bar in step', () => {
    expect(ticketSortValue({}, false)).toBe('updatedAt:desc');
    expect(ticketSortValue({}, true)).toBe('lateness:asc');
    expect(ticketSortValue({ sortBy: 'dueAt' }, false)).toBe('dueAt:asc');
    expect(parseTicketSortOption('dueAt:desc')).toEqual({ sortBy: 'dueAt', sortDirection: 'desc' });
    expect(parseTicketSortOption('lateness:asc')).toEqual({ sortBy: 'lateness', sortDirection: undefined });
    for (const option of ticketSortOptions) {
      const search = parseTicketSortOption(option.value);
      expect(ticketSortValue(search, false)).toBe(option.value);
    }
  });

  it('never asks for a period that ends before it starts', () => {
    expect(toTicketListQuery({ from: '2026-03-10', to: '2026-03-01' }, false)).toMatchObject({
      from: '2026-03-10',
      to: '2026-03-10',
    });
  });

  it('tells whether a filter is set', () => {
    expect(hasTicketFilters({ sortBy: 'code', page: 3 })).toBe(false);
    expect(hasTicketFilters({ late: true })).toBe(true);
    expect(hasTicketFilters({ lateOrDueToday: true })).toBe(true);
    expect(hasTicketFilters({ customerCode: 'CL0001' })).toBe(true);
  });

  it('asks the provider’s queue for one customer’s tickets late or due today, never the customer’s list', () => {
    const search = ticketSearchSchema.parse({ customerCode: 'CL0001', lateOrDueToday: true });
    expect(toTicketListQuery(search, true)).toMatchObject({ customerCode: 'CL0001', lateOrDueToday: 'true' });
    const mine = toTicketListQuery(search, false);
    expect(mine).not.toHaveProperty('customerCode');
    expect(mine).not.toHaveProperty('lateOrDueToday');
  });
});
