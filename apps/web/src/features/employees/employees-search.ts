import { attendanceAnomalies, attendanceSorts, employeeSorts } from '@portale/shared';
import {
  isoDay,
  listSearchSchema,
  oneOf,
  text,
  type SearchField,
  type SearchOf,
} from '../../lib/search-params.ts';

/**
 * The router's part, on the first screen (no zod: the enums come from employees-enums.ts); the API
 * queries and sort menus are in employees-query.ts, loaded with the page.
 */

/** The tabs of the personnel page: the people and the coverage; the stampings and who is on site now with sub-role 4. */
export const employeeTabs = ['people', 'coverage', 'stampings', 'onSite'] as const;
export type EmployeeTab = (typeof employeeTabs)[number];

/** A whole number from 1 to `max`. */
const wholeNumber =
  (max: number): SearchField<number> =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;

/**
 * The personnel page's tab, search, filters, order and page in the address bar, so that a link, a reload
 * or the back button shows the same list. Each tab reads the parameters it has (the people their
 * qualification, the stampings their period, person and anomaly, the coverage its first week and how
 * many); a change of tab keeps only the site.
 */
export const employeesSearchSchema = listSearchSchema([...employeeSorts, ...attendanceSorts], {
  tab: oneOf(employeeTabs),
  siteCode: text(16),
  qualification: text(100),
  from: isoDay,
  to: isoDay,
  weeks: wholeNumber(6),
  employeeId: wholeNumber(2_147_483_647),
  anomaly: oneOf(attendanceAnomalies),
});
export type EmployeesSearch = SearchOf<typeof employeesSearchSchema>;
