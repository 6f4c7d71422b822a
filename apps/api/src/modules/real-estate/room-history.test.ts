import { describe, expect, it } from 'vitest';
import { openPeriodsFrom, openPeriodsOf, snapshotOn } from './room-history.ts';

const history = [
  { effectiveFrom: '2025-01-01', state: 'open' },
  { effectiveFrom: '2025-03-01', state: 'open' },
  { effectiveFrom: '2025-05-01', state: 'suspended' },
  { effectiveFrom: '2025-06-01', state: 'closed' },
  { effectiveFrom: '2025-09-01', state: 'open' },
] as const;

describe('snapshotOn', () => {
  it('finds the latest snapshot on or before the day, and the next one', () => {
    expect(snapshotOn(history, '2024-12-31')).toBeUndefined();
    expect(snapshotOn(history, '2025-01-01')).toEqual({ current: history[0], next: history[1] });
    expect(snapshotOn(history, '2025-05-31')).toEqual({ current: history[2], next: history[3] });
    expect(snapshotOn(history, '2030-01-01')).toEqual({ current: history[4], next: undefined });
  });
});

describe('openPeriodsOf', () => {
  it('merges consecutive open snapshots and ends a period the day before a closure or suspension', () => {
    expect(openPeriodsOf(history)).toEqual([
      { from: '2025-01-01', to: '2025-04-30' },
      { from: '2025-09-01', to: null },
    ]);
    expect(openPeriodsOf([{ effectiveFrom: '2025-01-01', state: 'closed' }])).toEqual([]);
  });

  it('keeps the periods that end on or after a day', () => {
    const periods = openPeriodsOf(history);
    expect(openPeriodsFrom(periods, '2025-04-30')).toEqual(periods);
    expect(openPeriodsFrom(periods, '2025-05-01')).toEqual([{ from: '2025-09-01', to: null }]);
  });
});
