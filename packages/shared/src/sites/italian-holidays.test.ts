import { describe, expect, it } from 'vitest';
import { easterSunday, isItalianNationalHoliday, italianNationalHolidays } from './italian-holidays.ts';

describe('easterSunday', () => {
  it('finds the Easter Sundays of known years', () => {
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });
});

describe('italianNationalHolidays', () => {
  it('includes Easter Monday and the fixed holidays', () => {
    const holidays = italianNationalHolidays(2026);
    expect(holidays.has('2026-04-06')).toBe(true);
    expect(holidays.has('2026-06-02')).toBe(true);
    expect(holidays.has('2026-12-26')).toBe(true);
    expect(holidays.has('2026-10-04')).toBe(true);
    expect(holidays.size).toBe(13);
  });

  it('has 4 October only from 2026', () => {
    expect(isItalianNationalHoliday('2025-10-04')).toBe(false);
    expect(isItalianNationalHoliday('2027-10-04')).toBe(true);
  });

  it('does not count ordinary days or local patron days', () => {
    expect(isItalianNationalHoliday('2026-04-07')).toBe(false);
    expect(isItalianNationalHoliday('2026-12-07')).toBe(false); // Sant'Ambrogio, Milan only
  });
});

describe('italianNationalHolidays against date-holidays', () => {
  // The maintained library is the reference our own rule is checked against (decision 009).
  it('gives the same public holidays as date-holidays for 2024-2040', async () => {
    const { default: Holidays } = await import('date-holidays');
    const italy = new Holidays('IT');
    for (let year = 2024; year <= 2040; year++) {
      const reference = italy
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10));
      expect([...italianNationalHolidays(year)].sort(), String(year)).toEqual([...new Set(reference)].sort());
    }
  });
});
