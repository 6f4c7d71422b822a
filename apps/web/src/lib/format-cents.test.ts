import { describe, expect, it } from 'vitest';
import { formatCents } from './format-cents.ts';

describe('formatCents', () => {
  it('formats cents, as the API sends money, without floating-point slips', () => {
    expect(formatCents(123450).replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatCents(7).replace(/\s/g, ' ')).toBe('0,07 €');
    expect(formatCents(1_000_000_01).replace(/\s/g, ' ')).toBe('1.000.000,01 €');
  });
});
