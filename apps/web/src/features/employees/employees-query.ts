import {
  attendanceSorts,
  employeeSorts,
  type AttendanceFilter,
  type AttendanceSort,
  type CoverageQuery,
  type EmployeeListQuery,
  type EmployeeSort,
  type IsoDate,
} from '@portale/shared';
import { parseSortOption, sortOptions, type SortLabels } from '../../lib/sort-options.ts';
import {
  coverageStart,
  defaultCoverageWeeks,
  stampingPeriod,
  type StampingPeriod,
} from './employee-periods.ts';
import type { EmployeesSearch } from './employees-search.ts';

/** Rows per page of the people, the coverage's sites and the stampings' days. */
export const employeePageSize = 20;
export const coveragePageSize = 20;
export const attendancePageSize = 25;

const isOneOf = <T extends string>(names: readonly T[], value: string | undefined): value is T =>
  names.some((name) => name === value);

const employeeSortLabels: SortLabels<EmployeeSort> = {
  name: { label: 'Cognome e nome', asc: 'A-Z', desc: 'Z-A' },
  qualification: { label: 'Qualifica', asc: 'A-Z', desc: 'Z-A' },
  employer: { label: 'Datore di lavoro', asc: 'A-Z', desc: 'Z-A' },
  weeklyHours: { label: 'Ore settimanali', asc: 'dalle meno', desc: 'dalle più' },
};
export const employeeSortOptions = sortOptions(employeeSorts, employeeSortLabels);
export const parseEmployeeSort = (value: string) => parseSortOption(value, employeeSorts, 'name');

const attendanceSortLabels: SortLabels<AttendanceSort> = {
  day: { label: 'Giorno', asc: 'dal meno recente', desc: 'dal più recente' },
  employee: { label: 'Persona', asc: 'A-Z', desc: 'Z-A' },
  site: { label: 'Ubicazione', asc: 'A-Z', desc: 'Z-A' },
};
export const attendanceSortOptions = sortOptions(attendanceSorts, attendanceSortLabels);
export const parseAttendanceSort = (value: string) => parseSortOption(value, attendanceSorts, 'day');

/** The people list's order: the address bar's when it is one of the list's. */
export function employeeOrder(search: EmployeesSearch): Pick<EmployeeListQuery, 'sortBy' | 'sortDirection'> {
  return isOneOf(employeeSorts, search.sortBy)
    ? { sortBy: search.sortBy, sortDirection: search.sortDirection ?? 'asc' }
    : { sortBy: 'name', sortDirection: 'asc' };
}

/** The stampings' order: the address bar's when it is one of theirs; the latest day first otherwise. */
export function attendanceOrder(search: EmployeesSearch): Pick<AttendanceFilter, 'sortBy' | 'sortDirection'> {
  return isOneOf(attendanceSorts, search.sortBy)
    ? { sortBy: search.sortBy, sortDirection: search.sortDirection ?? 'asc' }
    : { sortBy: 'day', sortDirection: 'desc' };
}

export function toEmployeeListQuery(search: EmployeesSearch): EmployeeListQuery {
  return {
    query: search.query || undefined,
    siteCode: search.siteCode,
    qualification: search.qualification,
    ...employeeOrder(search),
    page: search.page ?? 1,
    pageSize: employeePageSize,
  };
}

/** The coverage's weeks: the first Monday and how many, by default the last four with this one. */
export function toCoverageQuery(search: EmployeesSearch, today: IsoDate): CoverageQuery {
  const weeks = search.weeks ?? defaultCoverageWeeks;
  return {
    from: coverageStart(search.from, weeks, today),
    weeks,
    siteCode: search.siteCode,
    query: search.query || undefined,
    page: search.page ?? 1,
    pageSize: coveragePageSize,
  };
}

/** The stampings' filter, shared by the list and the Excel export, and the period it reads. */
export function toAttendanceFilter(
  search: EmployeesSearch,
  today: IsoDate,
): { filter: AttendanceFilter; period: StampingPeriod } {
  const period = stampingPeriod(search, today);
  return {
    period,
    filter: {
      from: period.from,
      to: period.to,
      siteCode: search.siteCode,
      employeeId: search.employeeId,
      anomaly: search.anomaly,
      ...attendanceOrder(search),
    },
  };
}
