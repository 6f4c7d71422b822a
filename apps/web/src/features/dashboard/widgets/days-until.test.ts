import { describe, expect, it } from 'vitest';
import { daysUntil } from './days-until.ts';

describe('daysUntil', () => {
  it('counts whole calendar days, across a daylight-saving change', () => {
    expect(daysUntil('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysUntil('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysUntil('2026-03-10', '2026-03-01')).toBe(-9);
  });
});
