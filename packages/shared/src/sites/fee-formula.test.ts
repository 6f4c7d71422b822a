import { describe, expect, it } from 'vitest';
import { computeMonthlyFee, isWorkingDay, type FeeSettings } from './fee-formula.ts';

const fiveDays: FeeSettings = { weekLength: 5, holidaysAreWorkingDays: false, monthDuration: 'calendar' };
const wholeApril = { endDate: '2026-12-31', periods: [{ startDate: '2026-01-01', feeCents: 210_000 }] };
const april = (settings: FeeSettings, schedule = wholeApril, openShare?: (date: string) => number) =>
  computeMonthlyFee({ year: 2026, month: 4, schedule, settings, ...(openShare && { openShare }) });

describe('isWorkingDay', () => {
  it('follows the week length and the holidays', () => {
    expect(isWorkingDay('2026-04-11', fiveDays)).toBe(false); // Saturday
    expect(isWorkingDay('2026-04-11', { ...fiveDays, weekLength: 6 })).toBe(true);
    expect(isWorkingDay('2026-04-12', { ...fiveDays, weekLength: 6 })).toBe(false); // Sunday
    expect(isWorkingDay('2026-04-06', fiveDays)).toBe(false); // Easter Monday
    expect(isWorkingDay('2026-04-06', { ...fiveDays, holidaysAreWorkingDays: true })).toBe(true);
  });
});

describe('computeMonthlyFee', () => {
  it('is the full fee for a month open on every working day', () => {
    expect(april(fiveDays)).toEqual({
      feeCents: 210_000,
      fullMonthFeeCents: 210_000,
      workingDays: 21,
      openWorkingDays: 21,
    });
  });

  it('counts the working days by week length and holidays', () => {
    expect(april({ ...fiveDays, holidaysAreWorkingDays: true }).workingDays).toBe(22);
    // Sundays and Easter Monday and 25 April (a Saturday) are out.
    expect(april({ ...fiveDays, weekLength: 6 }).workingDays).toBe(24);
    // Easter Sunday, Easter Monday and 25 April are out.
    expect(april({ ...fiveDays, weekLength: 7 }).workingDays).toBe(27);
    expect(april({ ...fiveDays, weekLength: 7, holidaysAreWorkingDays: true }).workingDays).toBe(30);
  });

  it('pro-rates a calendar month by the working days open', () => {
    const fromMidApril = { endDate: '2026-12-31', periods: [{ startDate: '2026-04-16', feeCents: 210_000 }] };
    expect(april(fiveDays, fromMidApril)).toMatchObject({ feeCents: 110_000, openWorkingDays: 11 });
    const untilMidApril = {
      endDate: '2026-04-15',
      periods: [{ startDate: '2026-01-01', feeCents: 210_000 }],
    };
    expect(april(fiveDays, untilMidApril)).toMatchObject({ feeCents: 100_000, openWorkingDays: 10 });
  });

  it('pro-rates a 30-day month over its customary 22 working days, never above the full fee', () => {
    const thirty: FeeSettings = { ...fiveDays, monthDuration: 'thirty_days' };
    expect(april(thirty).feeCents).toBe(210_000);
    const fromMidApril = { endDate: '2026-12-31', periods: [{ startDate: '2026-04-16', feeCents: 210_000 }] };
    expect(april(thirty, fromMidApril).feeCents).toBe(105_000);
    // Open on 21 of 21 working days but one at half share: 20.5 / 22 of the fee.
    const halfOnce = (date: string) => (date === '2026-04-01' ? 0.5 : 1);
    expect(april(thirty, wholeApril, halfOnce).feeCents).toBe(Math.round((20.5 * 210_000) / 22));
  });

  it('uses the fee in force on each day', () => {
    const revised = {
      endDate: '2026-12-31',
      periods: [
        { startDate: '2026-04-16', feeCents: 121_000 },
        { startDate: '2026-01-01', feeCents: 100_000 },
      ],
    };
    expect(april(fiveDays, revised).feeCents).toBe((10 * 100_000 + 11 * 121_000) / 21);
  });

  it('weighs each day by its open share', () => {
    expect(april(fiveDays, wholeApril, () => 0.5).feeCents).toBe(105_000);
    expect(april(fiveDays, wholeApril, () => 0)).toMatchObject({ feeCents: 0, openWorkingDays: 0 });
  });

  it('is nothing without fee periods', () => {
    expect(april(fiveDays, { endDate: '2026-12-31', periods: [] })).toMatchObject({
      feeCents: 0,
      fullMonthFeeCents: 0,
    });
  });
});
