import { describe, expect, it } from 'vitest';
import { isValidVatNumber, makeVatNumber, vatCheckDigit } from './vat.ts';

describe('partita IVA', () => {
  it('computes the check digit of known numbers', () => {
    expect(vatCheckDigit('1234567890')).toBe(3);
    expect(isValidVatNumber('12345678903')).toBe(true);
    expect(isValidVatNumber('00000000000')).toBe(true);
  });

  it('rejects a wrong check digit or a wrong length', () => {
    expect(isValidVatNumber('12345678901')).toBe(false);
    expect(isValidVatNumber('1234567890')).toBe(false);
    expect(isValidVatNumber('1234567890a')).toBe(false);
  });

  it('makes valid numbers from a serial and an office code', () => {
    const vat = makeVatNumber(4185230, 49);
    expect(vat).toMatch(/^4185230049\d$/);
    expect(isValidVatNumber(vat)).toBe(true);
    for (let serial = 1_000_000; serial < 1_000_200; serial++) {
      expect(isValidVatNumber(makeVatNumber(serial, (serial % 100) + 1))).toBe(true);
    }
  });
});
