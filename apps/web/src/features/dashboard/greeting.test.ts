import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting.ts';

describe('greetingFor', () => {
  it('follows the hour in Italy, not in UTC', () => {
    expect(greetingFor(new Date('2026-01-15T11:30:00Z'))).toBe('Buongiorno');
    expect(greetingFor(new Date('2026-07-15T11:30:00Z'))).toBe('Buon pomeriggio');
  });

  it('switches at 5, 13 and 18', () => {
    expect(greetingFor(new Date('2026-01-15T03:59:00Z'))).toBe('Buonasera');
    expect(greetingFor(new Date('2026-01-15T04:00:00Z'))).toBe('Buongiorno');
    expect(greetingFor(new Date('2026-01-15T11:59:00Z'))).toBe('Buongiorno');
    expect(greetingFor(new Date('2026-01-15T12:00:00Z'))).toBe('Buon pomeriggio');
    expect(greetingFor(new Date('2026-01-15T16:59:00Z'))).toBe('Buon pomeriggio');
    expect(greetingFor(new Date('2026-01-15T17:00:00Z'))).toBe('Buonasera');
    expect(greetingFor(new Date('2026-01-15T23:00:00Z'))).toBe('Buonasera');
  });
});
