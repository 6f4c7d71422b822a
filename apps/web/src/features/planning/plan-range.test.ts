import { describe, expect, it } from 'vitest';
import { planRange, stepped } from './plan-range.ts';

describe('the days a view of the plan asks for', () => {
  it('is the day alone in the day view', () => {
    expect(planRange('day', '2026-12-06')).toEqual({ from: '2026-12-06', days: 1 });
  });

  it('is the week from Monday, Sunday included', () => {
    // 6 December 2026 is a Sunday: its week began on Monday 30 November.
    expect(planRange('week', '2026-12-06')).toEqual({ from: '2026-11-30', days: 7 });
    expect(planRange('week', '2026-12-07')).toEqual({ from: '2026-12-07', days: 7 });
  });

  it('is six weeks from the Monday on or before the first, across a change of summer time', () => {
    // December 2026 starts on a Tuesday: its grid from Monday 30 November to Sunday 10 January.
    expect(planRange('month', '2026-12-15')).toEqual({ from: '2026-11-30', days: 42 });
    // March 2026 (clocks forward on the 29th) starts on a Sunday: from Monday 23 February.
    expect(planRange('month', '2026-03-31')).toEqual({ from: '2026-02-23', days: 42 });
    // February 2027 starts on a Monday: the grid starts with it.
    expect(planRange('month', '2027-02-28')).toEqual({ from: '2027-02-01', days: 42 });
  });

  it('steps by the view’s unit', () => {
    expect(stepped('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepped('week', '2026-03-25', 1)).toBe('2026-04-01');
    expect(stepped('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(stepped('month', '2026-03-31', -1)).toBe('2026-02-28');
  });
});
