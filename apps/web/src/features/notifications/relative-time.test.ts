import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
const s = 1_000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('relativeTime', () => {
  it('says seconds under a minute, refreshing every second', () => {
    expect(ago(0)).toEqual({ text: 'pochi secondi fa', refreshMs: 1_000 });
    expect(ago(9 * s).text).toBe('pochi secondi fa');
    expect(ago(10 * s)).toEqual({ text: '10 secondi fa', refreshMs: 1_000 });
    expect(ago(59 * s + 999).text).toBe('59 secondi fa');
  });

  it('treats a moment slightly in the future (clock skew) as just now', () => {
    expect(ago(-5 * s).text).toBe('pochi secondi fa');
  });

  it('says minutes under an hour, refreshing every 10 s', () => {
    expect(ago(60 * s)).toEqual({ text: '1 minuto fa', refreshMs: 10_000 });
    expect(ago(2 * m + 30 * s).text).toBe('2 minuti fa');
    expect(ago(59 * m + 59 * s).text).toBe('59 minuti fa');
  });

  it('says hours up to 24 hours, refreshing every minute', () => {
    expect(ago(h)).toEqual({ text: '1 ora fa', refreshMs: 60_000 });
    expect(ago(5 * h + 59 * m).text).toBe('5 ore fa');
    expect(ago(24 * h).text).toBe('24 ore fa');
  });

  it("says 'ieri' up to 36 hours", () => {
    expect(ago(24 * h + 1)).toEqual({ text: 'ieri', refreshMs: 60_000 });
    expect(ago(36 * h).text).toBe('ieri');
  });

  it('says days up to 7 days', () => {
    expect(ago(36 * h + 1).text).toBe('2 giorni fa');
    expect(ago(3 * d + 5 * h).text).toBe('3 giorni fa');
    expect(ago(7 * d)).toEqual({ text: '7 giorni fa', refreshMs: 60_000 });
  });

  it('gives the date in Italy after 7 days', () => {
    expect(ago(7 * d + 1).text).toBe('03/03/2026');
    expect(relativeTime(new Date('2026-01-01T23:30:00Z'), now).text).toBe('02/01/2026');
  });
});
