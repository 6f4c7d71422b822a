import { describe, expect, it } from 'vitest';
import { paymentMethodText, quantityText, vatRateText } from './fatturapa-text.ts';

describe('FatturaPA wording', () => {
  it('names the common payment methods and keeps the code', () => {
    expect(paymentMethodText('MP05')).toBe('Bonifico (MP05)');
    expect(paymentMethodText('MP12')).toBe('RIBA (MP12)');
    expect(paymentMethodText('MP22')).toBe('MP22');
    expect(paymentMethodText(null)).toBe('—');
  });

  it('writes quantities and VAT rates with the Italian decimal comma', () => {
    expect(quantityText('2.50')).toBe('2,5');
    expect(quantityText('1.00000000')).toBe('1');
    expect(quantityText(null)).toBe('—');
    expect(vatRateText('22.00')).toBe('22%');
    expect(vatRateText('5.50')).toBe('5,5%');
    expect(vatRateText('0.00', 'N4')).toBe('0% (N4)');
  });
});
