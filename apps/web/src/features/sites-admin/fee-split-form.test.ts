import { describe, expect, it } from 'vitest';
import { feeSplitFormIssues, toFeeSplitFormValues, toFeeSplitInput } from './fee-split-form.ts';

const bounds = { from: '2025-01-01', to: '2025-12-31', of: 'site' } as const;

describe('feeSplitFormIssues', () => {
  it('asks for the empty required fields before anything else', () => {
    const values = { endDate: '', items: [{ startDate: '', fee: '' as const, notes: '' }] };
    expect(feeSplitFormIssues(values, bounds)).toEqual([
      { path: 'endDate', message: 'Campo richiesto' },
      { path: 'items.0.startDate', message: 'Campo richiesto' },
      { path: 'items.0.fee', message: 'Campo richiesto' },
    ]);
  });

  it('applies the shared rule: an overlapping period is refused at its start date', () => {
    const values = {
      endDate: '2025-12-31',
      items: [
        { startDate: '2025-01-01', fee: 1000, notes: '' },
        { startDate: '2025-01-01', fee: 1200, notes: 'Adeguamento' },
      ],
    };
    expect(feeSplitFormIssues(values, bounds)).toEqual([
      { path: 'items.1.startDate', message: 'Il periodo si sovrappone al precedente' },
    ]);
  });

  it('refuses periods outside the bounds and negative fees, and accepts a valid split', () => {
    const outside = {
      endDate: '2026-01-31',
      items: [{ startDate: '2024-12-01', fee: -5, notes: '' }],
    };
    expect(feeSplitFormIssues(outside, bounds).map((issue) => issue.path)).toEqual([
      'items.0.startDate',
      'items.0.fee',
      'endDate',
    ]);
    const valid = {
      endDate: '2025-12-31',
      items: [
        { startDate: '2025-01-01', fee: 1000, notes: '' },
        { startDate: '2025-07-01', fee: 1050.5, notes: '' },
      ],
    };
    expect(feeSplitFormIssues(valid, bounds)).toEqual([]);
  });
});

describe('fee split values', () => {
  it('start a site without a split with one period over its dates', () => {
    expect(toFeeSplitFormValues(null, { from: '2025-01-01', to: '2025-12-31' })).toEqual({
      endDate: '2025-12-31',
      items: [{ startDate: '2025-01-01', fee: '', notes: '' }],
    });
  });

  it('become the API body with blank notes as null and typed amounts as numbers', () => {
    expect(
      toFeeSplitInput({
        endDate: '2025-12-31',
        items: [
          { startDate: '2025-01-01', fee: 1000, notes: '  ' },
          { startDate: '2025-06-01', fee: '320.50', notes: 'Revisione' },
        ],
      }),
    ).toEqual({
      endDate: '2025-12-31',
      items: [
        { startDate: '2025-01-01', fee: 1000, notes: null },
        { startDate: '2025-06-01', fee: 320.5, notes: 'Revisione' },
      ],
    });
  });

  it('refuses an amount that is not a number', () => {
    const values = { endDate: '2025-12-31', items: [{ startDate: '2025-01-01', fee: '-', notes: '' }] };
    expect(feeSplitFormIssues(values, null)).toEqual([
      { path: 'items.0.fee', message: 'Inserisci un importo valido' },
    ]);
  });
});
