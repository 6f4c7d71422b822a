import { describe, expect, it } from 'vitest';
import {
  isItalianVatNumber,
  normaliseVatNumber,
  vatNumberCheckDigit,
  vatNumberProblem,
} from './vat-number.ts';

describe('the Italian VAT number', () => {
  it('accepts numbers whose check digit is right', () => {
    // 0123456789 → odd positions 0+2+4+6+8 = 20, even doubled 2+6+1+5+9 = 23: 43, check 7.
    expect(vatNumberCheckDigit('0123456789')).toBe(7);
    expect(isItalianVatNumber('01234567897')).toBe(true);
    // Two more, worked out by hand.
    expect(isItalianVatNumber('00743110157')).toBe(true);
    expect(isItalianVatNumber('12345678903')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length, letters and all zeros', () => {
    expect(isItalianVatNumber('01234567890')).toBe(false);
    expect(isItalianVatNumber('0123456789')).toBe(false);
    expect(isItalianVatNumber('012345678977')).toBe(false);
    expect(isItalianVatNumber('0123456789A')).toBe(false);
    expect(isItalianVatNumber('00000000000')).toBe(false);
  });

  it('strips the IT prefix, spaces and dots', () => {
    expect(normaliseVatNumber('IT01234567897')).toBe('01234567897');
    expect(normaliseVatNumber(' it 012 345 678 97 ')).toBe('01234567897');
    expect(normaliseVatNumber('012.345.678.97')).toBe('01234567897');
  });

  it('says in Italian what is wrong', () => {
    expect(vatNumberProblem('IT01234567897')).toBeNull();
    expect(vatNumberProblem('1234')).toBe('La partita IVA ha 11 cifre (il prefisso IT è facoltativo)');
    expect(vatNumberProblem('01234567890')).toBe('Partita IVA non valida: la cifra di controllo non torna');
  });
});
