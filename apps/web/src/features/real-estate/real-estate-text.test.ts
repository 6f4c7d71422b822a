import { describe, expect, it } from 'vitest';
import {
  dayBefore,
  dayHeading,
  historyPeriodText,
  onDayText,
  roomFactsText,
  totalsText,
  untilText,
} from './real-estate-text.ts';

describe('the registry’s words', () => {
  it('adds up a level of the tree in Italian, with m² the Italian way', () => {
    expect(
      totalsText({ rooms: 42, openRooms: 38, area: 1234.5, openArea: 1000, equivalentOpenArea: null }),
    ).toBe('42 locali, 38 aperti · 1.234,50 m²');
    expect(totalsText({ rooms: 1, openRooms: 1, area: 6, openArea: 6, equivalentOpenArea: 6 })).toBe(
      '1 locale, 1 aperto · 6,00 m²',
    );
    expect(
      totalsText({ rooms: 1255, openRooms: 1118, area: 20000, openArea: 1, equivalentOpenArea: null }),
    ).toBe('1.255 locali, 1.118 aperti · 20.000,00 m²');
  });

  it('says until when a state lasts: the day before its next change, elided', () => {
    expect(dayBefore('2025-03-01')).toBe('2025-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
    expect(untilText('2025-06-01')).toBe('fino al 31/05/2025');
    expect(untilText('2025-06-09')).toBe('fino all’08/06/2025');
    expect(untilText(null)).toBeNull();
  });

  it('words a period of the history, the last one open-ended', () => {
    expect(historyPeriodText({ from: '2025-03-01', to: '2025-05-31' })).toBe('dal 01/03/2025 al 31/05/2025');
    expect(historyPeriodText({ from: '2025-06-11', to: null })).toBe('dall’11/06/2025 in poi');
    expect(
      roomFactsText({
        roomName: 'Degenza 12',
        area: 24.5,
        areaCategoryName: 'Degenze',
        frequencyName: '5 giorni su 7',
      }),
    ).toBe('Degenza 12 · 24,50 m² · Degenze · 5 giorni su 7');
  });

  it('names the day shown: today, or the date after its preposition', () => {
    expect(onDayText('2025-03-01', '2025-03-01')).toBe('oggi');
    expect(onDayText('2025-03-08', '2025-03-01')).toBe('l’08/03/2025');
    expect(dayHeading('2025-03-01')).toBe('Situazione al 01/03/2025');
    expect(dayHeading('2025-03-11')).toBe('Situazione all’11/03/2025');
  });
});
