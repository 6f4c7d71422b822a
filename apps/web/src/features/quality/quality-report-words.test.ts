import { describe, expect, it } from 'vitest';
import { recentMonths, reportMonthLabel } from './quality-report-words.ts';

describe('the reports’ months', () => {
  it('names a month as Italians write it', () => {
    expect(reportMonthLabel('2026-10')).toBe('Ottobre 2026');
    expect(reportMonthLabel('2027-01')).toBe('Gennaio 2027');
  });

  it('offers the months back from today across a new year, latest first', () => {
    expect(recentMonths('2026-02-14', 4)).toEqual([
      { value: '2026-02', label: 'Febbraio 2026' },
      { value: '2026-01', label: 'Gennaio 2026' },
      { value: '2025-12', label: 'Dicembre 2025' },
      { value: '2025-11', label: 'Novembre 2025' },
    ]);
  });
});
