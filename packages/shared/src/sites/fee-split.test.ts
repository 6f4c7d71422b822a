import { describe, expect, it } from 'vitest';
import {
  clipFeeSplit,
  euroToCents,
  feeSplitFormSchema,
  validateFeeSplit,
  type FeeSplitBounds,
} from './fee-split.ts';

const site: FeeSplitBounds = { from: '2026-01-01', to: '2027-12-31', of: 'site' };
const period = (startDate: string, fee: number, notes: string | null = null) => ({ startDate, fee, notes });
const paths = (issues: { path: string }[]) => issues.map((issue) => issue.path);

describe('validateFeeSplit', () => {
  it('accepts periods in order inside the site ending by its end', () => {
    const split = {
      endDate: '2027-12-31',
      items: [period('2026-01-01', 1500), period('2027-01-01', 1530.5)],
    };
    expect(validateFeeSplit(split, site)).toEqual([]);
  });

  it('names a period out of order and one starting the same day as the previous', () => {
    const split = {
      endDate: '2027-12-31',
      items: [
        period('2026-01-01', 1),
        period('2026-06-01', 1),
        period('2026-03-01', 1),
        period('2026-03-01', 1),
      ],
    };
    const issues = validateFeeSplit(split, site);
    expect(issues).toEqual([
      { path: 'items.2.startDate', message: 'I periodi devono essere in ordine di data di inizio' },
      { path: 'items.3.startDate', message: 'Il periodo si sovrappone al precedente' },
    ]);
  });

  it('keeps periods and the end date inside the site', () => {
    const split = { endDate: '2028-01-31', items: [period('2025-12-01', 10), period('2028-01-01', 10)] };
    const issues = validateFeeSplit(split, site);
    expect(paths(issues)).toEqual(['items.0.startDate', 'items.1.startDate', 'endDate']);
    expect(issues[0]?.message).toBe('Il periodo inizia prima dell’inizio dell’ubicazione (01/01/2026)');
    expect(issues[2]?.message).toBe('La data di fine supera la fine dell’ubicazione (31/12/2027)');
  });

  it('refuses an end before the last start, negative fees and more than two decimals', () => {
    const split = { endDate: '2026-05-31', items: [period('2026-01-01', -1), period('2026-06-01', 10.005)] };
    expect(validateFeeSplit(split, site)).toEqual([
      { path: 'items.0.fee', message: 'Il canone non può essere negativo' },
      { path: 'items.1.fee', message: 'Il canone può avere al massimo due decimali' },
      { path: 'endDate', message: 'La data di fine non può precedere l’inizio dell’ultimo periodo' },
    ]);
  });

  it('wants at least one period, and checks without bounds only what needs no site', () => {
    expect(paths(validateFeeSplit({ endDate: '2026-01-01', items: [] }))).toEqual(['items']);
    expect(validateFeeSplit({ endDate: '2030-01-01', items: [period('2000-01-01', 0)] })).toEqual([]);
  });

  it('speaks of the service for a service split', () => {
    const service: FeeSplitBounds = { ...site, of: 'service' };
    const [issue] = validateFeeSplit({ endDate: '2026-02-01', items: [period('2025-01-01', 1)] }, service);
    expect(issue?.message).toBe('Il periodo inizia prima dell’inizio del servizio (01/01/2026)');
  });
});

describe('euroToCents', () => {
  it('converts euro with up to two decimals exactly', () => {
    expect(euroToCents(1530.5)).toBe(153_050);
    expect(euroToCents(0.1 + 0.2)).toBe(30);
    expect(euroToCents(19.99)).toBe(1999);
    expect(euroToCents(1.234)).toBeNull();
    expect(euroToCents(Number.NaN)).toBeNull();
  });
});

describe('feeSplitFormSchema', () => {
  it('reports the rules as zod issues on the field', () => {
    const result = feeSplitFormSchema(site).safeParse({
      endDate: '2027-12-31',
      items: [period('2026-01-01', 1), period('2026-01-01', 2)],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['items', 1, 'startDate']]);
  });
});

describe('clipFeeSplit', () => {
  const split = {
    endDate: '2027-12-31',
    periods: [
      { startDate: '2026-01-01', feeCents: 100 },
      { startDate: '2026-07-01', feeCents: 110 },
      { startDate: '2027-01-01', feeCents: 120 },
    ],
  };

  it('leaves a split inside the new dates as it is', () => {
    expect(clipFeeSplit(split, '2025-01-01', '2028-12-31')).toEqual(split);
  });

  it('cuts the end and drops periods after it', () => {
    expect(clipFeeSplit(split, '2026-01-01', '2026-12-31')).toEqual({
      endDate: '2026-12-31',
      periods: split.periods.slice(0, 2),
    });
  });

  it('starts the period in force on the new start on that day', () => {
    expect(clipFeeSplit(split, '2026-09-15', '2027-12-31')).toEqual({
      endDate: '2027-12-31',
      periods: [
        { startDate: '2026-09-15', feeCents: 110 },
        { startDate: '2027-01-01', feeCents: 120 },
      ],
    });
  });

  it('is null when nothing is left', () => {
    expect(clipFeeSplit(split, '2028-01-01', '2028-12-31')).toBeNull();
    expect(clipFeeSplit({ endDate: '2026-12-31', periods: [] }, '2026-01-01', '2026-12-31')).toBeNull();
  });
});
