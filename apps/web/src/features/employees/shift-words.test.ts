import { describe, expect, it } from 'vitest';
import { shiftsInWords, weekdaysInWords } from './shift-words.ts';

const shift = (weekday: number, startsAt: string, endsAt: string) => ({ weekday, startsAt, endsAt });
const weekdays = (days: number[], startsAt: string, endsAt: string) =>
  days.map((day) => shift(day, startsAt, endsAt));

describe('the days of the week in words', () => {
  it('spans three days or more in a row, lists the others', () => {
    expect(weekdaysInWords([1, 2, 3, 4, 5])).toBe('lun–ven');
    expect(weekdaysInWords([6, 7])).toBe('sab e dom');
    expect(weekdaysInWords([1, 3, 5])).toBe('lun, mer e ven');
    expect(weekdaysInWords([1, 2, 3, 5])).toBe('lun–mer e ven');
    expect(weekdaysInWords([1, 2, 4, 5, 6, 7])).toBe('lun, mar e gio–dom');
    expect(weekdaysInWords([3])).toBe('mer');
  });

  it('reads the days in the week’s order, each once', () => {
    expect(weekdaysInWords([5, 1, 3, 2, 4, 4])).toBe('lun–ven');
  });
});

describe('a person’s weekly shifts in words', () => {
  it('says the days with the same hours together', () => {
    expect(shiftsInWords(weekdays([1, 2, 3, 4, 5], '06:00', '09:00'))).toBe('lun–ven 06:00–09:00');
  });

  it('says each set of hours in the week’s order', () => {
    expect(
      shiftsInWords([...weekdays([6], '07:00', '10:00'), ...weekdays([1, 2, 3, 4, 5], '06:00', '09:00')]),
    ).toBe('lun–ven 06:00–09:00; sab 07:00–10:00');
  });

  it('joins a split day’s hours, earliest first', () => {
    expect(
      shiftsInWords([
        ...weekdays([1, 2, 3, 4, 5], '17:00', '19:00'),
        ...weekdays([1, 2, 3, 4, 5], '06:00', '09:00'),
        shift(6, '06:00', '09:00'),
      ]),
    ).toBe('lun–ven 06:00–09:00 e 17:00–19:00; sab 06:00–09:00');
  });

  it('drops the seconds of a time and a shift sent twice', () => {
    expect(shiftsInWords([shift(2, '06:00:00', '09:30:00'), shift(2, '06:00', '09:30')])).toBe(
      'mar 06:00–09:30',
    );
  });

  it('is empty without shifts', () => {
    expect(shiftsInWords([])).toBe('');
  });
});
