import { describe, expect, it } from 'vitest';
import { daysUntil, todayInItaly } from './days-until.ts';

describe('daysUntil', () => {
  it('counts whole calendar days, across a daylight-saving change', () => {
    expect(daysUntil('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysUntil('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysUntil('2026-03-10', '2026-03-01')).toBe(-9);
  });
});

describe('todayInItaly', () => {
  it('is the date in Italy, not in UTC', () => {
    expect(todayInItaly(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInItaly(new Date('2026-01-15T10:00:00Z'))).toBe('2026-01-15');
  });
});
