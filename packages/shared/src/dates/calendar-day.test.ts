import { describe, expect, it } from 'vitest';
import { firstCalendarDay, isCalendarDay, lastCalendarDay } from './calendar-day.ts';
import { isoDateSchema } from './calendar-day.schemas.ts';

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The truth the pattern must give: the proleptic Gregorian calendar of Date, within the bounds. */
function isRealDayInBounds(year: number, month: number, day: number) {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && year <= 2199;
}

describe('isoDateSchema, the calendar day of every contract', () => {
  it('accepts exactly the real days from 1900-01-01 to 2199-12-31', () => {
    const wrong: string[] = [];
    for (let year = 1890; year <= 2210; year++) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const expected = isRealDayInBounds(year, month, day);
          if (isoDateSchema.safeParse(text).success !== expected || isCalendarDay(text) !== expected)
            wrong.push(text);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('knows the leap days of the three centuries', () => {
    expect(isoDateSchema.safeParse('2000-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('1900-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2100-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2025-02-29').success).toBe(false);
  });

  it('refuses year 0, five-digit years, other forms and padding, as an invalid date', () => {
    for (const text of [
      '0000-01-01',
      '99999-01-01',
      '+002025-01-01',
      '2025-1-1',
      '2025-01-01T00:00:00Z',
      ' 2025-01-01',
      '2025-02-30',
      '',
    ]) {
      const result = isoDateSchema.safeParse(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ code: 'invalid_format', format: 'date' });
    }
  });

  it('names its bounds', () => {
    expect(isoDateSchema.safeParse(firstCalendarDay).success).toBe(true);
    expect(isoDateSchema.safeParse(lastCalendarDay).success).toBe(true);
  });
});
