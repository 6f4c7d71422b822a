import type { EconomicsMonthDetail } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { renderedText } from '../../../lib/testing/rendered-text.tsx';
import { MonthExplanation } from './month-explanation.tsx';

const detail: EconomicsMonthDetail = {
  siteCode: 'UB000001',
  siteName: 'Padiglione A',
  jobOrderId: 'C-0001',
  year: 2026,
  month: 12,
  issue: null,
  fee: {
    formula: 'equivalent_square_metres',
    weekLength: 5,
    monthDuration: 'calendar',
    holidaysAreWorkingDays: false,
    patronSaintDay: '12-07',
    workingDays: 20,
    partialMonthDivisor: 20,
    holidays: ['2026-12-07', '2026-12-08', '2026-12-25'],
    rate: { baseDate: '2026-01-01', baseWeightCentiSqm: 2940 },
    splitFeeCents: 50_000,
    lines: [
      {
        kind: 'room',
        roomId: 1,
        identifier: 'A-1-001',
        name: 'Ufficio 1.02',
        areaCentiSqm: 2450,
        categoryName: 'Uffici',
        frequencyCode: 'GIO',
        coefficientMillionths: 1_200_000,
        openWorkingDays: 18,
        workingDays: 20,
        amountCents: 45_000,
        fullAmountCents: 50_000,
      },
    ],
    adjustments: [
      {
        variationId: 12,
        effectCents: -5_000,
        type: 1,
        subtype: 4,
        dateFrom: '2026-12-10',
        dateTo: '2026-12-11',
      },
    ],
    totalCents: 45_000,
  },
  variations: [
    {
      id: 3,
      siteCode: 'UB000001',
      siteName: 'Padiglione A',
      jobOrderId: 'C-0001',
      month: '2026-12',
      amountCents: 25_000,
      description: 'Pulizia dopo il trasloco',
      byCustomer: false,
      authorName: 'Sara Neri',
      createdAt: '2026-12-01T10:00:00Z',
    },
  ],
  totalCents: 70_000,
};

describe('the explanation of a site’s month', () => {
  it('reads in Italian from the rate to the total, every line with its figures', () => {
    const text = renderedText(<MonthExplanation detail={detail} />);
    expect(text).toContain(
      'Tariffa: canone di 500,00 € al mese diviso 29,40 m² equivalenti dei locali al 01/01/2026 = 17,0068 € per m² equivalente al mese.',
    );
    expect(text).toContain('Festività non lavorative: 07/12/2026 (santo patrono), 08/12/2026, 25/12/2026.');
    expect(text).toContain(
      'Ufficio 1.02 — 24,50 m² × 1,200 = 29,40 m² equivalenti, aperto 18 giorni lavorativi su 20: 450,00 €',
    );
    expect(text).toContain('Richiesta n. 12 (chiusura dal 10/12/2026 all’11/12/2026): −50,00 €');
    expect(text).toContain('Extra «Pulizia dopo il trasloco», inserito dal fornitore: +250,00 €');
    expect(text).toContain('Totale del mese: 450,00 € + 250,00 € = 700,00 €');
  });

  it('says why a site has no fee', () => {
    const text = renderedText(<MonthExplanation detail={{ ...detail, fee: null, issue: 'no_fee_split' }} />);
    expect(text).toContain(
      'Il canone di questa ubicazione non si può calcolare: la ripartizione del canone non è ancora stata definita.',
    );
  });
});
