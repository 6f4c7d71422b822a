import { describe, expect, it } from 'vitest';
import { italianMonthDay, italianMonthName, italianMonthNames } from './month-names.ts';

describe('italianMonthName', () => {
  it('names the twelve months in Italian, lower case, from 1', () => {
    expect(italianMonthNames).toEqual([
      'gennaio',
      'febbraio',
      'marzo',
      'aprile',
      'maggio',
      'giugno',
      'luglio',
      'agosto',
      'settembre',
      'ottobre',
      'novembre',
      'dicembre',
    ]);
    expect(italianMonthName(3)).toBe('marzo');
    expect(italianMonthName(3, { capital: true })).toBe('Marzo');
  });

  it('are the months of the platform’s Italian calendar', () => {
    const platform = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' });
    const months = Array.from({ length: 12 }, (_, index) =>
      platform.format(new Date(Date.UTC(2000, index, 1))),
    );
    expect(italianMonthNames).toEqual(months);
  });

  it('gives nothing for a number that is not a month', () => {
    expect(italianMonthName(0)).toBe('');
    expect(italianMonthName(13)).toBe('');
  });
});

describe('italianMonthDay', () => {
  it('writes a day of the year as Italians read it', () => {
    expect(italianMonthDay('12-07')).toBe('7 dicembre');
    expect(italianMonthDay('06-29')).toBe('29 giugno');
  });
});
