import { describe, expect, it } from 'vitest';
import { describeDuration, dueStatus } from './lateness.ts';

const now = new Date('2026-03-10T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('lateness against the due time', () => {
  it('speaks in minutes, hours or days, singular and plural', () => {
    expect(describeDuration(60_000)).toBe('1 minuto');
    expect(describeDuration(45 * 60_000)).toBe('45 minuti');
    expect(describeDuration(3_600_000)).toBe('1 ora');
    expect(describeDuration(30 * 3_600_000)).toBe('30 ore');
    expect(describeDuration(72 * 3_600_000)).toBe('3 giorni');
  });

  it('says how late a ticket awaiting the provider is, or how long is left', () => {
    expect(dueStatus({ state: 'NEW', dueAt: at(-2) }, now)).toEqual({
      late: true,
      text: 'In ritardo di 2 ore',
    });
    expect(dueStatus({ state: 'REOPENED', dueAt: at(5) }, now)).toEqual({
      late: false,
      text: 'Da gestire entro 5 ore',
    });
  });

  it('says nothing once the provider has answered', () => {
    expect(dueStatus({ state: 'MANAGED', dueAt: at(-10) }, now)).toBeNull();
    expect(dueStatus({ state: 'CLOSED', dueAt: at(-10) }, now)).toBeNull();
  });
});
