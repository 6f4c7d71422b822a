import { describe, expect, it } from 'vitest';
import { newsAudienceWords, newsStateLabels, newsWindowWords } from './news-words.ts';

const customer = (customerCode: string, name: string) => ({ customerCode, name });

describe('the news in words', () => {
  it('names each state as staff read it', () => {
    expect(Object.values(newsStateLabels).map((state) => state.label)).toEqual([
      'Programmata',
      'Pubblicata',
      'Scaduta',
    ]);
  });

  it('says whom a news item addresses', () => {
    expect(newsAudienceWords({ audience: 'ALL', customers: [], jobOrders: [] })).toBe('Tutti i clienti');
    expect(
      newsAudienceWords({
        audience: 'CUSTOMERS',
        customers: [customer('CL0001', 'Azienda Ospedaliera')],
        jobOrders: [],
      }),
    ).toBe('1 cliente: Azienda Ospedaliera');
    const many = ['A', 'B', 'C', 'D', 'E'].map((name, index) => customer(`CL000${String(index)}`, name));
    expect(newsAudienceWords({ audience: 'CUSTOMERS', customers: many, jobOrders: [] })).toBe(
      '5 clienti: A, B, C e 2 altri',
    );
    expect(
      newsAudienceWords({
        audience: 'JOB_ORDERS',
        customers: [],
        jobOrders: [{ jobOrderId: 'C24-0001', description: 'Pulizie', customerName: 'Comune di Lecco' }],
      }),
    ).toBe('1 commessa: C24-0001 (Comune di Lecco)');
  });

  it('writes the window in Italy’s time, elided, or until withdrawn', () => {
    expect(newsWindowWords({ publishFrom: '2026-12-01T07:00:00Z', publishTo: null })).toBe(
      'dal 01/12/2026 08:00, fino al ritiro',
    );
    expect(newsWindowWords({ publishFrom: '2026-07-08T06:30:00Z', publishTo: '2026-08-11T20:00:00Z' })).toBe(
      'dall’08/07/2026 08:30 all’11/08/2026 22:00',
    );
  });
});
