import { describe, expect, it } from 'vitest';
import { romeToday } from './calendar-dates.ts';

describe('romeToday', () => {
  it('is the calendar day in Italy, which starts at 23:00 or 22:00 UTC', () => {
    expect(romeToday(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(romeToday(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(romeToday(new Date('2026-07-15T21:59:59Z'))).toBe('2026-07-15');
    expect(romeToday(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });

  it('gives the right day when asked again within the same minute and after it', () => {
    const beforeMidnight = new Date('2026-03-10T22:59:00Z');
    expect(romeToday(beforeMidnight)).toBe('2026-03-10');
    expect(romeToday(new Date('2026-03-10T22:59:59.999Z'))).toBe('2026-03-10');
    expect(romeToday(new Date('2026-03-10T23:00:00Z'))).toBe('2026-03-11');
    expect(romeToday(beforeMidnight)).toBe('2026-03-10');
  });
});
