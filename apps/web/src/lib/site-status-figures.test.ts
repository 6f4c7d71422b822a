import { describe, expect, it } from 'vitest';
import { siteStatusFiguresOf, splittingStatuses } from './site-status-figures.ts';

describe('the figures of the sites by status', () => {
  const sites = [
    { status: 'active', isExtended: false },
    { status: 'active', isExtended: true },
    { status: 'active', isExtended: true },
    { status: 'inActivation', isExtended: false },
    { status: 'closed', isExtended: false },
    {},
  ] as const;

  it('count the extended among the active, as the list’s «Attive» filter does', () => {
    expect(siteStatusFiguresOf(sites)).toEqual({
      all: 5,
      active: 3,
      extended: 2,
      inActivation: 1,
      closed: 1,
    });
  });

  it('split the sites into statuses that add up to all of them', () => {
    const figures = siteStatusFiguresOf(sites);
    const total = splittingStatuses.reduce((sum, status) => sum + figures[status], 0);
    expect(total).toBe(figures.all);
  });
});
