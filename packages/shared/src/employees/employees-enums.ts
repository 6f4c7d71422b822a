/**
 * Personnel's words that screens check on their first load (a route's search, a filter's options): kept
 * out of the schemas' module so that the first screen does not load zod (docs/ARCHITECTURE.md, "Adding
 * an area", step 7).
 */

/** A clock-in or a clock-out. */
export const stampingKinds = ['in', 'out'] as const;
export type StampingKind = (typeof stampingKinds)[number];

/**
 * What can be wrong with a person's day on a site (issue 28): a clock-in left without its clock-out
 * for more than 16 hours, a clock-out without a clock-in before it, a stamping more than 30 minutes
 * outside the site's hours, a day with planned hours and no stamping (once the day is over), stamped
 * hours far from the plan (off by more than a quarter of the planned hours and more than 30 minutes).
 */
export const attendanceAnomalies = [
  'missingClockOut',
  'missingClockIn',
  'outsideSiteHours',
  'noStamping',
  'hoursOffPlan',
] as const;
export type AttendanceAnomaly = (typeof attendanceAnomalies)[number];

/** The orders of the employees list. */
export const employeeSorts = ['name', 'qualification', 'employer', 'weeklyHours'] as const;
export type EmployeeSort = (typeof employeeSorts)[number];

/** The orders of the days of attendance. */
export const attendanceSorts = ['day', 'employee', 'site'] as const;
export type AttendanceSort = (typeof attendanceSorts)[number];
