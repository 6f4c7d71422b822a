import { describe, expect, it } from 'vitest';
import { billingPeriodText, documentsText, selectedText, totalsCaption } from './billing-text.ts';

describe('billing wording', () => {
  it('counts documents in the singular and the plural', () => {
    expect(documentsText(1)).toBe('1 documento');
    expect(documentsText(0)).toBe('0 documenti');
    expect(selectedText(1)).toBe('1 documento selezionato');
    expect(selectedText(3)).toBe('3 documenti selezionati');
  });

  it('names a whole month by its name, including February of a leap year', () => {
    expect(billingPeriodText('2026-01-01', '2026-01-31')).toBe('gennaio 2026');
    expect(billingPeriodText('2028-02-01', '2028-02-29')).toBe('febbraio 2028');
    expect(billingPeriodText('2025-12-01', '2025-12-31')).toBe('dicembre 2025');
  });

  it('gives any other period its first and last day', () => {
    expect(billingPeriodText('2026-02-01', '2026-02-27')).toBe('01/02/2026 – 27/02/2026');
    expect(billingPeriodText('2026-01-15', '2026-02-14')).toBe('15/01/2026 – 14/02/2026');
    expect(billingPeriodText('2026-01-01', '2026-03-31')).toBe('01/01/2026 – 31/03/2026');
  });

  it('says whether the totals are those of the filtered list', () => {
    expect(totalsCaption(true)).toMatch(/^Totali dei documenti che corrispondono ai filtri/);
    expect(totalsCaption(false)).toMatch(/^Totali di tutti i documenti/);
  });
});
