import { describe, expect, it } from 'vitest';
import { feeSplitPeriods } from './fee-split-periods.ts';

describe('feeSplitPeriods', () => {
  const split = {
    endDate: '2029-11-20',
    items: [
      { startDate: '2025-11-21', fee: 17153, notes: 'Adeguamento ISTAT 2025' },
      { startDate: '2024-11-21', fee: 16800, notes: 'Canone contrattuale' },
      { startDate: '2026-11-21', fee: 17650, notes: null },
    ],
  };

  it('ends each period the day before the next starts and the last on the end date', () => {
    expect(feeSplitPeriods(split, '2026-03-01').map(({ from, to }) => [from, to])).toEqual([
      ['2024-11-21', '2025-11-20'],
      ['2025-11-21', '2026-11-20'],
      ['2026-11-21', '2029-11-20'],
    ]);
  });

  it('marks the period in force today, on its first and on its last day', () => {
    const current = (today: string) => feeSplitPeriods(split, today).findIndex((period) => period.current);
    expect(current('2025-11-20')).toBe(0);
    expect(current('2025-11-21')).toBe(1);
    expect(current('2029-11-20')).toBe(2);
    expect(current('2029-11-21')).toBe(-1);
    expect(current('2020-01-01')).toBe(-1);
  });
});
