import { describe, expect, it } from 'vitest';
import { firstDayMonthsBefore, yearOfMonthsBefore } from './statistics-period.ts';

describe('the statistics’ default period', () => {
  it('starts on the first of the month eleven months back, across a year’s end', () => {
    expect(yearOfMonthsBefore('2026-11-28')).toBe('2025-12-01');
    expect(yearOfMonthsBefore('2026-01-31')).toBe('2025-02-01');
    expect(yearOfMonthsBefore('2024-02-29')).toBe('2023-03-01');
  });
});

describe('the dashboard’s six months', () => {
  it('start on the first of the month five months back', () => {
    expect(firstDayMonthsBefore('2026-11-28', 5)).toBe('2026-06-01');
    expect(firstDayMonthsBefore('2026-03-31', 5)).toBe('2025-10-01');
  });
});
