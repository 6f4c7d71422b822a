import { describe, expect, it } from 'vitest';
import { romeClock, romeInstant } from './rome-time.ts';

const intlRome = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function intlClock(instant: Date) {
  const parts = Object.fromEntries(
    intlRome.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

describe('the clock in Italy, computed', () => {
  it('agrees with Intl every hour around each change of the clocks from 1996 to 2045', () => {
    for (let year = 1996; year <= 2045; year += 1) {
      for (const month of [2, 9]) {
        const start = Date.UTC(year, month, 20);
        for (let hour = 0; hour < 14 * 24; hour += 1) {
          const instant = new Date(start + hour * 3_600_000 + 59 * 60_000);
          expect(romeClock(instant), instant.toISOString()).toEqual(intlClock(instant));
        }
      }
    }
  });

  it('agrees with Intl at ten thousand instants spread over fifty years', () => {
    const from = Date.UTC(1996, 0, 1);
    const span = Date.UTC(2046, 0, 1) - from;
    for (let index = 0; index < 10_000; index += 1) {
      const instant = new Date(from + Math.floor((span * index) / 10_000) + index * 7_919);
      expect(romeClock(instant), instant.toISOString()).toEqual(intlClock(instant));
    }
  });

  it('turns a New Year’s Eve in UTC into New Year’s Day in Italy', () => {
    expect(romeClock(new Date('2025-12-31T23:30:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
    });
  });
});

describe('romeInstant', () => {
  it('reads an Italian clock in winter and in summer', () => {
    expect(romeInstant('2026-01-15', '09:30').toISOString()).toBe('2026-01-15T08:30:00.000Z');
    expect(romeInstant('2026-07-15', '09:30').toISOString()).toBe('2026-07-15T07:30:00.000Z');
  });

  it('keeps to the clock on the days it changes', () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(romeInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(romeInstant('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(romeInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(romeInstant('2026-10-25', '03:30').toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('gives back the clock it was asked for', () => {
    for (const [day, time] of [
      ['2024-02-29', '23:59'],
      ['2026-12-31', '00:00'],
      ['2026-06-01', '12:00'],
    ] as const) {
      const clock = romeClock(romeInstant(day, time));
      expect(
        `${String(clock.year)}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`,
      ).toBe(day);
      expect(`${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`).toBe(time);
    }
  });
});
