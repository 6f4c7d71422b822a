import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateAfter,
  formatDateTime,
  formatDateTimeAfter,
  formatPeriod,
  formatTime,
  formatDuration,
  parseItalianDate,
  phoneHref,
} from './format.ts';

describe('formatDate', () => {
  it('shows a calendar date as DD/MM/YYYY without moving it across time zones', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it('shows an instant as the day it falls on in Italy', () => {
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('16/01/2026');
    expect(formatDate(new Date('2026-07-31T22:15:00Z'))).toBe('01/08/2026');
  });
});

describe('formatPeriod and the dates after a preposition', () => {
  it('elides before the 8th and the 11th only', () => {
    expect(formatPeriod('2025-07-11', '2025-08-08', 'Dal')).toBe('Dall’11/07/2025 all’08/08/2025');
    expect(formatPeriod('2025-07-01', '2025-07-18')).toBe('dal 01/07/2025 al 18/07/2025');
    expect(formatPeriod('2025-07-28', '2025-08-11')).toBe('dal 28/07/2025 all’11/08/2025');
    expect(formatDateAfter('fino al', '2026-03-08')).toBe('fino all’08/03/2026');
    expect(formatDateAfter('fino al', '2026-03-18')).toBe('fino al 18/03/2026');
    expect(formatDateTimeAfter('il', '2026-03-11T09:30:00Z')).toBe('l’11/03/2026 10:30');
    expect(formatDateTimeAfter('il', '2026-03-01T09:30:00Z')).toBe('il 01/03/2026 10:30');
  });
});

describe('formatTime', () => {
  it('shows the Italian hour and minute, winter and summer, midnight as 00', () => {
    expect(formatTime('2026-01-15T08:05:00Z')).toBe('09:05');
    expect(formatTime('2026-07-01T08:05:00Z')).toBe('10:05');
    expect(formatTime('2026-01-15T23:00:00Z')).toBe('00:00');
  });
});

describe('formatDateTime', () => {
  it('shows Italian time, winter and summer', () => {
    expect(formatDateTime('2026-01-15T08:05:00Z')).toBe('15/01/2026 09:05');
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('01/07/2026 10:05');
  });

  it('uses 24-hour time with midnight as 00', () => {
    expect(formatDateTime('2026-01-15T23:00:00Z')).toBe('16/01/2026 00:00');
  });
});

describe('formatCurrency', () => {
  it('formats euros with Italian separators', () => {
    expect(formatCurrency(1234.5).replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatCurrency(0).replace(/\s/g, ' ')).toBe('0,00 €');
    expect(formatCurrency(1234567.891).replace(/\s/g, ' ')).toBe('1.234.567,89 €');
    expect(formatCurrency(-42.1).replace(/\s/g, ' ')).toBe('-42,10 €');
  });
});

describe('phoneHref', () => {
  it('keeps only the digits and the international prefix', () => {
    expect(phoneHref('02 9713 3022')).toBe('tel:0297133022');
    expect(phoneHref('+39 330 788-2796')).toBe('tel:+393307882796');
  });
});

describe('parseItalianDate', () => {
  it('reads a day typed as day/month/year, with or without leading zeros', () => {
    expect(parseItalianDate('21/11/2025')).toBe('2025-11-21');
    expect(parseItalianDate(' 5.3.2026 ')).toBe('2026-03-05');
    expect(parseItalianDate('01-02-2027')).toBe('2027-02-01');
  });

  it('refuses what is not a real day', () => {
    expect(parseItalianDate('30/02/2026')).toBeNull();
    expect(parseItalianDate('2026-03-05')).toBeNull();
    expect(parseItalianDate('13/13/2026')).toBeNull();
    expect(parseItalianDate('')).toBeNull();
  });
});

describe('formatDuration', () => {
  it('says a configured duration in its largest whole unit', () => {
    expect(formatDuration({ minutes: 15 })).toBe('15 minuti');
    expect(formatDuration({ minutes: 1 })).toBe('1 minuto');
    expect(formatDuration({ minutes: 90 })).toBe('90 minuti');
    expect(formatDuration({ minutes: 60 })).toBe('1 ora');
    expect(formatDuration({ hours: 36 })).toBe('36 ore');
    expect(formatDuration({ hours: 24 })).toBe('1 giorno');
    expect(formatDuration({ hours: 7 * 24 })).toBe('7 giorni');
  });
});
