import { describe, expect, it } from 'vitest';
import {
  coverageShifted,
  coverageStart,
  daysSpanned,
  mondayOf,
  monthDays,
  monthShifted,
  stampingPeriod,
} from './employee-periods.ts';

const today = '2026-11-18'; // a Wednesday

describe('the stampings’ period', () => {
  it('is this month up to today unless one is chosen', () => {
    expect(stampingPeriod({}, today)).toEqual({ from: '2026-11-01', to: today, shortened: false });
    expect(stampingPeriod({ from: '2026-10-01' }, today)).toEqual({
      from: '2026-11-01',
      to: today,
      shortened: false,
    });
  });

  it('is the one chosen, in order', () => {
    expect(stampingPeriod({ from: '2026-10-05', to: '2026-10-20' }, today)).toEqual({
      from: '2026-10-05',
      to: '2026-10-20',
      shortened: false,
    });
    expect(stampingPeriod({ from: '2026-10-20', to: '2026-10-05' }, today).from).toBe('2026-10-05');
  });

  it('is cut to the 62 days the API reads at once', () => {
    const period = stampingPeriod({ from: '2026-01-01', to: '2026-06-30' }, today);
    expect(period).toEqual({ from: '2026-01-01', to: '2026-03-03', shortened: true });
    expect(daysSpanned(period.from, period.to)).toBe(62);
    expect(stampingPeriod({ from: '2026-01-01', to: '2026-03-03' }, today).shortened).toBe(false);
  });
});

describe('the coverage’s weeks', () => {
  it('end with this week by default, from a Monday', () => {
    expect(mondayOf(today)).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(coverageStart(undefined, 4, today)).toBe('2026-10-26');
    expect(coverageStart(undefined, 1, today)).toBe('2026-11-16');
  });

  it('start on the Monday of the day chosen, and step by as many weeks as shown', () => {
    expect(coverageStart('2026-09-03', 4, today)).toBe('2026-08-31');
    expect(coverageShifted('2026-10-26', 4, -1)).toBe('2026-09-28');
    expect(coverageShifted('2026-10-26', 2, 1)).toBe('2026-11-09');
  });
});

describe('a person’s month', () => {
  it('reads a past month whole and this one up to today, and none ahead', () => {
    expect(monthDays('2026-10', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(monthDays('2026-02', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthDays('2026-11', today)).toEqual({ from: '2026-11-01', to: today });
    expect(monthDays('2026-12', today)).toBeNull();
  });

  it('steps across the years', () => {
    expect(monthShifted('2026-01', -1)).toBe('2025-12');
    expect(monthShifted('2026-12', 1)).toBe('2027-01');
  });
});
