import { describe, expect, it } from 'vitest';
import { isJobOrderExtended, jobOrderDateProblems, jobOrderStateOn } from './job-order-dates.ts';

const dates = { dateFrom: '2026-01-01', originalDateTo: '2026-12-31', dateTo: '2027-06-30' };

describe('a job order’s dates', () => {
  it('reads its state on a day as the site filters do', () => {
    expect(jobOrderStateOn(dates, '2025-12-31')).toBe('inActivation');
    expect(jobOrderStateOn(dates, '2026-01-01')).toBe('active');
    expect(jobOrderStateOn(dates, '2026-12-31')).toBe('active');
    expect(jobOrderStateOn(dates, '2027-01-01')).toBe('extended');
    expect(jobOrderStateOn(dates, '2027-07-01')).toBe('closed');
    expect(isJobOrderExtended(dates)).toBe(true);
    expect(isJobOrderExtended({ ...dates, dateTo: dates.originalDateTo })).toBe(false);
  });

  it('finds dates out of order and an original end outside the job order', () => {
    expect(jobOrderDateProblems(dates)).toEqual([]);
    expect(jobOrderDateProblems({ ...dates, dateTo: '2025-12-01' }).map((p) => p.field)).toEqual([
      'dateTo',
      'originalDateTo',
    ]);
    expect(jobOrderDateProblems({ ...dates, originalDateTo: '2025-06-30' })).toEqual([
      { field: 'originalDateTo', message: 'La fine originaria non può precedere l’inizio della commessa' },
    ]);
    expect(jobOrderDateProblems({ ...dates, originalDateTo: '2027-07-01' })[0]?.message).toMatch(/proroga/);
  });
});
