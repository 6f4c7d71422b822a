import { describe, expect, it } from 'vitest';
import {
  attendanceOrder,
  employeeOrder,
  toAttendanceFilter,
  toCoverageQuery,
  toEmployeeListQuery,
} from './employees-query.ts';
import { employeesSearchSchema } from './employees-search.ts';

const today = '2026-11-18';

describe('the personnel page’s address bar', () => {
  it('keeps the tab, the filters, the order and the page it knows', () => {
    expect(
      employeesSearchSchema.parse({
        tab: 'stampings',
        siteCode: 'UB0001',
        from: '2026-11-01',
        to: '2026-11-15',
        employeeId: 42,
        anomaly: 'missingClockOut',
        sortBy: 'employee',
        sortDirection: 'desc',
        page: 2,
      }),
    ).toEqual({
      tab: 'stampings',
      siteCode: 'UB0001',
      from: '2026-11-01',
      to: '2026-11-15',
      employeeId: 42,
      anomaly: 'missingClockOut',
      sortBy: 'employee',
      sortDirection: 'desc',
      page: 2,
    });
  });

  it('drops what makes no sense', () => {
    expect(
      employeesSearchSchema.parse({
        tab: 'payroll',
        from: '2026-02-30',
        weeks: 9,
        employeeId: -1,
        anomaly: 'late',
        sortBy: 'salary',
        page: 0,
      }),
    ).toEqual({});
  });
});

describe('each tab’s query', () => {
  it('orders each list only by its own orders', () => {
    expect(employeeOrder({ sortBy: 'employee' })).toEqual({ sortBy: 'name', sortDirection: 'asc' });
    expect(employeeOrder({ sortBy: 'weeklyHours', sortDirection: 'desc' })).toEqual({
      sortBy: 'weeklyHours',
      sortDirection: 'desc',
    });
    expect(attendanceOrder({ sortBy: 'name' })).toEqual({ sortBy: 'day', sortDirection: 'desc' });
    expect(attendanceOrder({ sortBy: 'site' })).toEqual({ sortBy: 'site', sortDirection: 'asc' });
  });

  it('asks the people of the page chosen', () => {
    expect(toEmployeeListQuery({ query: 'rossi', qualification: 'Operatrice', page: 3 })).toEqual({
      query: 'rossi',
      siteCode: undefined,
      qualification: 'Operatrice',
      sortBy: 'name',
      sortDirection: 'asc',
      page: 3,
      pageSize: 20,
    });
  });

  it('asks the coverage of the last four weeks unless told', () => {
    expect(toCoverageQuery({}, today)).toMatchObject({ from: '2026-10-26', weeks: 4, page: 1 });
    expect(toCoverageQuery({ weeks: 2, from: '2026-11-04' }, today)).toMatchObject({
      from: '2026-11-02',
      weeks: 2,
    });
  });

  it('asks the stampings of this month up to today unless told, the same for the export', () => {
    expect(toAttendanceFilter({ siteCode: 'UB0001' }, today).filter).toEqual({
      from: '2026-11-01',
      to: today,
      siteCode: 'UB0001',
      employeeId: undefined,
      anomaly: undefined,
      sortBy: 'day',
      sortDirection: 'desc',
    });
  });
});
