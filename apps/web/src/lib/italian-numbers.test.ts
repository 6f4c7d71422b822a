import { describe, expect, it } from 'vitest';
import { formatCount, formatCurrency, formatNumber, formatPercent } from './italian-numbers.ts';

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('it-IT', options);
const samples = [
  0,
  -0,
  1,
  7,
  12,
  999,
  1000,
  1234,
  12345,
  999999,
  1000000,
  1234567.891,
  -1234.5,
  -0.001,
  0.004,
  0.005,
  0.015,
  1.005,
  2.675,
  1234.005,
  0.1 + 0.2,
  99.995,
  999.9999,
  28.999999999999996,
  1e-7,
  123456789012.34,
];

describe('Italian numbers without Intl', () => {
  it.each(samples)('%s as a whole number, as Intl writes it', (value) => {
    expect(formatNumber(value)).toBe(intl({ useGrouping: 'always', maximumFractionDigits: 0 }).format(value));
  });

  it.each(samples)('%s with two decimals, as Intl writes it', (value) => {
    const twoDecimals = intl({ minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
    expect(formatNumber(value, 2)).toBe(twoDecimals.format(value));
  });

  it.each(samples)('%s in euro, as Intl writes it', (value) => {
    expect(formatCurrency(value)).toBe(
      intl({ style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(value),
    );
  });

  it.each([0, 0.004, 0.005, 0.29, 0.5, 0.666, 0.995, 1, 1.5])(
    '%s as a percentage, as Intl writes it',
    (ratio) => {
      expect(formatPercent(ratio)).toBe(intl({ style: 'percent', maximumFractionDigits: 0 }).format(ratio));
    },
  );

  it('writes what a reader expects', () => {
    expect(formatCurrency(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatPercent(0.875)).toBe('88%');
  });
});

describe('formatCount', () => {
  it('writes a count with its noun, one or many, thousands grouped', () => {
    expect(formatCount(1, 'locale', 'locali')).toBe('1 locale');
    expect(formatCount(0, 'locale', 'locali')).toBe('0 locali');
    expect(formatCount(1255, 'locale', 'locali')).toBe('1.255 locali');
    expect(formatCount(1_000_000, 'ubicazione', 'ubicazioni')).toBe('1.000.000 ubicazioni');
  });
});
