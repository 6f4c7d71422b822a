import type { JobOrderState } from './customers-enums.ts';

/** A job order's dates: from, to, and the end first agreed (to later than it: extended, prorogata). */
export type JobOrderDates = { dateFrom: string; dateTo: string; originalDateTo: string };

/** Whether the job order runs past its original end: it was extended (prorogata). */
export const isJobOrderExtended = (dates: Pick<JobOrderDates, 'dateTo' | 'originalDateTo'>): boolean =>
  dates.dateTo > dates.originalDateTo;

/**
 * What the job order is on a day, as the sites' filters read a site (modules/sites/site-filters):
 * in activation before its first day, closed after its last, extended while it runs past its original
 * end, active otherwise.
 */
export function jobOrderStateOn(dates: JobOrderDates, today: string): JobOrderState {
  if (dates.dateFrom > today) return 'inActivation';
  if (dates.dateTo < today) return 'closed';
  return dates.originalDateTo < today ? 'extended' : 'active';
}

/** A rule of a job order's dates that is broken: the field it concerns and why, in Italian. */
export type JobOrderDateProblem = { field: 'dateTo' | 'originalDateTo'; message: string };

/**
 * The rules of a job order's dates (the shared schemas and the sync check them): it ends on or after its
 * first day; its original end falls between its first day and its end, so an extension only moves the
 * end forward past the original one.
 */
export function jobOrderDateProblems(dates: JobOrderDates): JobOrderDateProblem[] {
  const problems: JobOrderDateProblem[] = [];
  if (dates.dateTo < dates.dateFrom)
    problems.push({ field: 'dateTo', message: 'La commessa non può finire prima di cominciare' });
  if (dates.originalDateTo < dates.dateFrom)
    problems.push({
      field: 'originalDateTo',
      message: 'La fine originaria non può precedere l’inizio della commessa',
    });
  else if (dates.originalDateTo > dates.dateTo)
    problems.push({
      field: 'originalDateTo',
      message: 'La fine originaria non può seguire la fine: una proroga sposta la fine solo in avanti',
    });
  return problems;
}
