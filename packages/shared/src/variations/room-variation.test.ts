import { describe, expect, it } from 'vitest';
import { applyRoomVariation, isOpenOn, modifyRoomFields } from './room-variation.ts';
import { RoomVariationType } from './variation-enums.ts';

type Row = {
  effectiveFrom: string;
  state: 'open' | 'closed' | 'suspended';
  variationId: number | null;
  areaCentiSqm: number;
  areaCategoryId: number;
  frequencyCode: string;
};
const row = (effectiveFrom: string, state: Row['state'] = 'open', areaCentiSqm = 2000): Row => ({
  effectiveFrom,
  state,
  variationId: null,
  areaCentiSqm,
  areaCategoryId: 1,
  frequencyCode: '5/7',
});
const history = [row('2025-01-01'), row('2026-03-10', 'open', 3000)];

describe('applyRoomVariation', () => {
  it('closes a room for a period and puts it back as it was the day after, every written row tagged', () => {
    const { history: after, written } = applyRoomVariation(history, {
      variationId: 7,
      roomVariationType: RoomVariationType.close,
      dateFrom: '2026-02-02',
      dateTo: '2026-02-08',
    });
    expect(written).toEqual([
      { ...row('2026-02-02', 'closed'), variationId: 7 },
      { ...row('2026-02-09', 'open'), variationId: 7 },
    ]);
    expect(after.map((snapshot) => [snapshot.effectiveFrom, snapshot.state, snapshot.variationId])).toEqual([
      ['2025-01-01', 'open', null],
      ['2026-02-02', 'closed', 7],
      ['2026-02-09', 'open', 7],
      ['2026-03-10', 'open', null],
    ]);
  });

  it('rewrites the rows that fall within the period, keeping what they change', () => {
    const { history: after } = applyRoomVariation(history, {
      variationId: 3,
      roomVariationType: RoomVariationType.suspend,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
    });
    expect(after.map((snapshot) => [snapshot.effectiveFrom, snapshot.state, snapshot.areaCentiSqm])).toEqual([
      ['2025-01-01', 'open', 2000],
      ['2026-03-01', 'suspended', 2000],
      ['2026-03-10', 'suspended', 3000],
      ['2026-04-01', 'open', 3000],
    ]);
  });

  it('writes no row back when the history already changes the day after, nor when it lasts for good', () => {
    const ending = applyRoomVariation(history, {
      variationId: 4,
      roomVariationType: RoomVariationType.close,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-09',
    });
    expect(ending.written.map((snapshot) => snapshot.effectiveFrom)).toEqual(['2026-03-01']);
    const forGood = applyRoomVariation(history, {
      variationId: 5,
      roomVariationType: RoomVariationType.close,
      dateFrom: '2026-01-01',
      dateTo: null,
    });
    expect(forGood.history.map((snapshot) => snapshot.state)).toEqual(['open', 'closed', 'closed']);
  });

  it('opens a closed room, and modifies a room with the new values given only', () => {
    const closed = [row('2025-01-01', 'closed')];
    expect(
      applyRoomVariation(closed, {
        variationId: 1,
        roomVariationType: RoomVariationType.open,
        dateFrom: '2026-05-01',
        dateTo: '2026-05-31',
      }).history.map((snapshot) => snapshot.state),
    ).toEqual(['closed', 'open', 'closed']);
    const modified = applyRoomVariation(
      history,
      {
        variationId: 2,
        roomVariationType: RoomVariationType.modify,
        dateFrom: '2026-01-10',
        dateTo: '2026-01-20',
      },
      modifyRoomFields({ newAreaCentiSqm: 1500, newAreaCategoryId: null, newFrequencyCode: '7/7' }),
    );
    expect(modified.written[0]).toEqual({
      ...row('2026-01-10', 'open', 1500),
      frequencyCode: '7/7',
      variationId: 2,
    });
    expect(modified.written[1]).toEqual({ ...row('2026-01-21'), variationId: 2 });
  });

  it('leaves a room that does not exist yet on the first day as it is', () => {
    const result = applyRoomVariation(history, {
      variationId: 9,
      roomVariationType: RoomVariationType.close,
      dateFrom: '2024-01-01',
      dateTo: '2024-01-31',
    });
    expect(result).toEqual({ history, written: [] });
  });
});

describe('isOpenOn', () => {
  it('tells whether a day falls within an open period', () => {
    const periods = [
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2026-03-01', to: null },
    ];
    expect(isOpenOn(periods, '2026-01-31')).toBe(true);
    expect(isOpenOn(periods, '2026-02-01')).toBe(false);
    expect(isOpenOn(periods, '2030-01-01')).toBe(true);
  });
});
