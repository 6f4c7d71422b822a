import { describe, expect, it } from 'vitest';
import {
  adjustmentText,
  calendarText,
  feeLineText,
  rateText,
  signedCents,
  variationText,
} from './explanation-text.ts';

const room = {
  kind: 'room' as const,
  roomId: 1,
  identifier: 'A-1-001',
  name: 'Ufficio 1.02',
  areaCentiSqm: 2450,
  categoryName: 'Uffici',
  frequencyCode: 'GIO',
  coefficientMillionths: 1_200_000,
  openWorkingDays: 18,
  workingDays: 21,
  amountCents: 41235,
  fullAmountCents: 48100,
};

describe('the explanation of a month', () => {
  it('reads a room line as the area, its coefficient, the days open and the amount', () => {
    expect(feeLineText(room)).toBe(
      'Ufficio 1.02 — 24,50 m² × 1,200 = 29,40 m² equivalenti, aperto 18 giorni lavorativi su 21: 412,35\u00a0€',
    );
    expect(feeLineText({ ...room, coefficientMillionths: 1_000_000, openWorkingDays: 21 })).toBe(
      'Ufficio 1.02 — 24,50 m², aperto tutti i 21 giorni lavorativi: 412,35\u00a0€',
    );
    expect(feeLineText({ ...room, openWorkingDays: 0, amountCents: 0 })).toContain(
      'chiuso per tutto il mese',
    );
    expect(feeLineText({ ...room, openWorkingDays: 1 })).toContain('aperto 1 giorno lavorativo su 21');
  });

  it('reads a service line', () => {
    expect(
      feeLineText({
        kind: 'service',
        siteServiceId: 3,
        name: 'Disinfestazione',
        dueWorkingDays: 10,
        workingDays: 20,
        amountCents: 7500,
        fullAmountCents: 15000,
      }),
    ).toBe('Servizio «Disinfestazione», dovuto 10 giorni lavorativi su 20: 75,00\u00a0€');
  });

  it('names each accepted request with its kind and period, and its effect with a sign', () => {
    expect(
      adjustmentText({
        variationId: 12,
        effectCents: -8520,
        type: 1,
        subtype: 4,
        dateFrom: '2026-11-10',
        dateTo: '2026-11-16',
      }),
    ).toBe('Richiesta n. 12 (chiusura dal 10/11/2026 al 16/11/2026): −85,20\u00a0€');
    expect(
      adjustmentText({
        variationId: 3,
        effectCents: 1000,
        type: 0,
        subtype: 1,
        dateFrom: '2026-11-08',
        dateTo: null,
      }),
    ).toBe('Richiesta n. 3 (cambio di prezzo del servizio dall’08/11/2026): +10,00\u00a0€');
  });

  it('says how the working days are counted, the patron saint among the holidays', () => {
    const fee = {
      formula: 'equivalent_square_metres' as const,
      weekLength: 5,
      monthDuration: 'thirty_days' as const,
      holidaysAreWorkingDays: false,
      patronSaintDay: '12-07',
      workingDays: 20,
      partialMonthDivisor: 22,
      holidays: ['2026-12-07', '2026-12-08', '2026-12-25'],
      rate: { baseDate: '2026-01-01', baseWeightCentiSqm: 123456 },
      splitFeeCents: 1_200_000,
      lines: [],
      adjustments: [],
      totalCents: 0,
    };
    expect(calendarText(fee)).toEqual([
      'Giorni lavorativi del mese: 20 (si lavora dal lunedì al venerdì).',
      'Festività non lavorative: 07/12/2026 (santo patrono), 08/12/2026, 25/12/2026.',
      'Mese di 30 giorni: un mese tutto aperto vale il canone pieno; un mese parziale paga i giorni lavorativi aperti su 22.',
    ]);
    expect(rateText(fee)).toBe(
      'Tariffa: canone di 12.000,00\u00a0€ al mese diviso 1.234,56 m² equivalenti dei locali al 01/01/2026 = 9,7201 € per m² equivalente al mese.',
    );
  });

  it('shows extras and deductions with their sign and who added them', () => {
    expect(signedCents(-8520)).toBe('−85,20\u00a0€');
    expect(
      variationText({ amountCents: 25000, description: 'Pulizia dopo il trasloco', byCustomer: true }),
    ).toBe('Extra «Pulizia dopo il trasloco», chiesto dal cliente: +250,00\u00a0€');
  });
});
