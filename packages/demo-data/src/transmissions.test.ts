import { describe, expect, it } from 'vitest';
import { endOfRomeDay } from './transmissions.ts';

describe('the end of the day in Italy, for the demo ticket due today', () => {
  it('is the next midnight in Europe/Rome, in winter and in summer time', () => {
    expect(endOfRomeDay(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe('2026-03-15T23:00:00.000Z');
    expect(endOfRomeDay(new Date('2026-07-11T21:30:00Z')).toISOString()).toBe('2026-07-11T22:00:00.000Z');
  });

  it('follows the days the clocks change', () => {
    // 29/03/2026 starts in winter time and ends in summer time; 25/10/2026 the other way round.
    expect(endOfRomeDay(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(endOfRomeDay(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('counts from the Italian day, not the UTC one', () => {
    // 23:30 UTC on the 15th is already 00:30 of the 16th in Rome.
    expect(endOfRomeDay(new Date('2026-03-15T23:30:00Z')).toISOString()).toBe('2026-03-16T23:00:00.000Z');
  });
});
