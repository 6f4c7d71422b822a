import { describe, expect, it } from 'vitest';
import { formatArea } from './format-area.ts';

describe('formatArea', () => {
  it('writes square metres with two decimals and grouped thousands, the Italian way', () => {
    expect(formatArea(24.5)).toBe('24,50 m²');
    expect(formatArea(1234.5)).toBe('1.234,50 m²');
    expect(formatArea(0)).toBe('0,00 m²');
    expect(formatArea(1_000_000.01)).toBe('1.000.000,01 m²');
  });
});
