import { describe, expect, it } from 'vitest';
import { romeCalendarDay } from './rome-zone.ts';

describe('the calendar day in Italy, by the time-zone data', () => {
  it('turns a New Year’s Eve in UTC into New Year’s Day in Italy', () => {
    expect(romeCalendarDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });

  it('follows summer time: 22:30 UTC is past midnight in July, not in January', () => {
    expect(romeCalendarDay(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(romeCalendarDay(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-14');
  });

  it('holds before 1996, when summer time ended in September', () => {
    // 30 September 1990, 23:30 in Italy: summer time had ended at 01:00 UTC that day. The EU rule of
    // rome-time.ts would still add two hours and say 1 October.
    expect(romeCalendarDay(new Date('1990-09-30T22:30:00Z'))).toBe('1990-09-30');
  });

  it('pads months and days to two digits', () => {
    expect(romeCalendarDay(new Date('2026-03-05T10:00:00Z'))).toBe('2026-03-05');
  });
});
