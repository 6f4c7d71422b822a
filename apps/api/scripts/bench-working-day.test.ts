import { describe, expect, it } from 'vitest';
import { createDayDraw, requestKind, seededRandom, type WorkingDay } from './bench-working-day.ts';

/** Two users of the day: one whose sub-roles open every area's list and the rooms, one opening none. */
function dayOfTwo(): WorkingDay {
  const user = { customerCode: 'CL0001', notificationId: 'n', ticketId: null, siteCodes: ['UB000001'] };
  return {
    words: ['padiglione'],
    staffToken: 'staff',
    users: [
      {
        ...user,
        token: 'every-area',
        jobOrderIds: ['JO1'],
        roomSites: [{ siteCode: 'UB000001', buildings: ['A'], floorIds: [1] }],
        areas: new Set([
          'documents',
          'billing',
          'tickets',
          'variations',
          'quality',
          'plan',
          'employees',
          'equipment',
        ]),
      },
      { ...user, token: 'sites-only', jobOrderIds: ['JO1'], roomSites: [], areas: new Set() },
    ],
  };
}

describe('the working day of npm run bench', () => {
  const draw = createDayDraw(dayOfTwo(), seededRandom(1));
  const drawn = Array.from({ length: 20_000 }, draw);
  const kindsOf = (token: string) =>
    drawn
      .filter((request) => request.headers.authorization === `Bearer ${token}`)
      .filter((request) => request.method === 'GET')
      .map(requestKind);

  it('reads each area a user may open, in about the share of the mix', () => {
    const kinds = kindsOf('every-area');
    const share = (kind: string) => kinds.filter((each) => each === kind).length / kinds.length;
    // Some 9,000 reads of a seeded draw: within 1.5 points of the mix.
    const nearly = (kind: string, expected: number) =>
      expect(Math.abs(share(kind) - expected), kind).toBeLessThan(0.015);
    // Of the reads (900 of every 1,000 requests): tickets 90, the plan 50, documents 80, billing 60.
    nearly('tickets list', 90 / 900);
    nearly('plan list', 50 / 900);
    nearly('documents list, page of 20', 80 / 900);
    nearly('billing list, page of 20', 60 / 900);
    expect(new Set(kinds)).toEqual(
      new Set([
        'site list, page of 20',
        'site list, map (500)',
        'site detail',
        'documents list, page of 20',
        'billing list, page of 20',
        'rooms flat table, page of 50',
        'rooms flat table, page of 100',
        'rooms tree',
        'tickets list',
        'variations list',
        'quality list',
        'plan list',
        'employees list',
        'equipment list',
      ]),
    );
  });

  it('sends a user whose sub-roles open no area to the site list instead', () => {
    expect(new Set(kindsOf('sites-only'))).toEqual(
      new Set(['site list, page of 20', 'site list, map (500)', 'site detail']),
    );
  });
});
