import { describe, expect, it } from 'vitest';
import { hasTicketFilters, ticketSearchSchema, toTicketListQuery } from './ticket-search.ts';

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

  it('never asks for a period that ends before it starts', () => {
    expect(toTicketListQuery({ from: '2026-03-10', to: '2026-03-01' }, false)).toMatchObject({
      from: '2026-03-10',
      to: '2026-03-10',
    });
  });

  it('tells whether a filter is set', () => {
    expect(hasTicketFilters({ sortBy: 'code', page: 3 })).toBe(false);
    expect(hasTicketFilters({ late: true })).toBe(true);
  });
});
