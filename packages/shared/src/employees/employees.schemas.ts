import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from '../dates/calendar-day.schemas.ts';
import { pagingQuerySchema } from '../sites/site-queries.ts';
import { codeText, searchText } from '../tickets/text.schemas.ts';
import { attendanceAnomalies, attendanceSorts, employeeSorts, stampingKinds } from './employees-enums.ts';

export const employeeIdParams = z.object({
  employeeId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const employeeListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searched in the first and last name, the badge number and the qualification. */
  query: searchText(),
  siteCode: codeText(16).optional(),
  qualification: codeText(100).optional(),
  sortBy: z.enum(employeeSorts).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

/** A site a person is assigned to, within the caller's reach. */
export const employeeSiteSchema = z.object({
  siteCode: z.string(),
  siteName: z.string(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema.nullable(),
});
export type EmployeeSite = z.infer<typeof employeeSiteSchema>;

/**
 * A person as a customer may see them (issue 28): what the badge the law requires shows, their
 * contracted hours and the sites of the customer they work on. Never an address, a phone or a tax code.
 */
export const employeeItemSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  qualification: z.string(),
  employer: z.string(),
  badgeNumber: z.string(),
  weeklyHours: z.number(),
  /** The photo's address on the API, null when there is none. */
  photoUrl: z.string().nullable(),
  sites: z.array(employeeSiteSchema),
});
export type EmployeeItem = z.infer<typeof employeeItemSchema>;

export const employeeListSchema = z.object({ data: z.array(employeeItemSchema), total: z.number().int() });
export type EmployeeList = z.infer<typeof employeeListSchema>;

/** The filters' options: the qualifications and the sites of the people within reach. */
export const employeeFiltersSchema = z.object({
  qualifications: z.array(z.string()),
  sites: z.array(z.object({ siteCode: z.string(), siteName: z.string() })),
});
export type EmployeeFilters = z.infer<typeof employeeFiltersSchema>;

/** A planned shift on a day of the week (1 Monday … 7 Sunday), local time in Italy. */
export const employeeShiftSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const employeeDetailSchema = employeeItemSchema.extend({
  /** Each assigned site with its weekly shifts. */
  assignments: z.array(employeeSiteSchema.extend({ shifts: z.array(employeeShiftSchema) })),
  /** Staff only: null in every customer's answer. */
  privateData: z
    .object({
      code: z.string(),
      taxCode: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/** The Monday of the first week and how many weeks: the coverage's columns. */
export const coverageQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  from: isoDateSchema.describe('A day of the first week (the week from its Monday)'),
  weeks: z.coerce.number().int().min(1).max(6).default(4),
  siteCode: codeText(16).optional(),
  query: searchText(),
});
export type CoverageQuery = z.infer<typeof coverageQuerySchema>;

export const anomalyCountsSchema = z.object(
  Object.fromEntries(attendanceAnomalies.map((kind) => [kind, z.number().int()])) as Record<
    (typeof attendanceAnomalies)[number],
    z.ZodNumber
  >,
);
export type AnomalyCounts = z.infer<typeof anomalyCountsSchema>;

export const coverageWeekSchema = z.object({
  weekStart: isoDateSchema,
  plannedMinutes: z.number().int(),
  /** Stamped minutes of each day on the site, up to that day's planned minutes. */
  coveredMinutes: z.number().int(),
  anomalies: anomalyCountsSchema,
});
export type CoverageWeek = z.infer<typeof coverageWeekSchema>;

/** Per site and week: planned against covered hours and anomalies by kind, naming nobody. */
export const coverageSchema = z.object({
  weekStarts: z.array(isoDateSchema),
  data: z.array(z.object({ siteCode: z.string(), siteName: z.string(), weeks: z.array(coverageWeekSchema) })),
  total: z.number().int(),
});
export type Coverage = z.infer<typeof coverageSchema>;

export const coverageSummaryQuerySchema = z.object({
  from: isoDateSchema.describe('A day of the first week (the week from its Monday)'),
  weeks: z.coerce.number().int().min(1).max(6).default(1),
});
export type CoverageSummaryQuery = z.infer<typeof coverageSummaryQuerySchema>;

/** Per week, the sum over every site within reach. */
export const coverageSummarySchema = z.object({
  weeks: z.array(coverageWeekSchema),
  /** The sites counted. */
  sites: z.number().int(),
});
export type CoverageSummary = z.infer<typeof coverageSummarySchema>;

/** The most days one read of stampings spans. */
export const attendanceMaxDays = 62;

export const attendanceFilterSchema = z.object({
  from: isoDateSchema.optional().describe('First day; by default 30 days before the last'),
  to: isoDateSchema.optional().describe('Last day; by default today, or the first day when it is later'),
  siteCode: codeText(16).optional(),
  employeeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  anomaly: z.enum(attendanceAnomalies).optional(),
  sortBy: z.enum(attendanceSorts).default('day'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type AttendanceFilter = z.infer<typeof attendanceFilterSchema>;

export const attendanceQuerySchema = attendanceFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AttendanceQuery = z.infer<typeof attendanceQuerySchema>;

export const stampingSchema = z.object({
  kind: z.enum(stampingKinds),
  at: z.string(),
  /** The time first received, when the time-keeping system corrected it later. */
  firstAt: z.string().nullable(),
});
export type Stamping = z.infer<typeof stampingSchema>;

/** A person's day on a site: planned and stamped minutes, the stampings, and what is wrong with it. */
export const attendanceDaySchema = z.object({
  day: isoDateSchema,
  employeeId: z.number().int(),
  employeeName: z.string(),
  siteCode: z.string(),
  siteName: z.string(),
  plannedMinutes: z.number().int(),
  stampedMinutes: z.number().int(),
  stampings: z.array(stampingSchema),
  anomalies: z.array(z.enum(attendanceAnomalies)),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

export const attendanceListSchema = z.object({
  /** The period answered: the one asked, its first days cut when it spans more than 62 days. */
  from: isoDateSchema,
  to: isoDateSchema,
  data: z.array(attendanceDaySchema),
  total: z.number().int(),
});
export type AttendanceList = z.infer<typeof attendanceListSchema>;

export const onSiteQuerySchema = z.object({ siteCode: codeText(16).optional() });

/** Who is clocked in now, per site. */
export const onSiteSchema = z.array(
  z.object({
    siteCode: z.string(),
    siteName: z.string(),
    people: z.array(z.object({ employeeId: z.number().int(), name: z.string(), since: z.string() })),
  }),
);
export type OnSite = z.infer<typeof onSiteSchema>;

/** A time in Italy, 'HH:MM'. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Un orario come 06:30');

/** One stamping of a batch from the time-keeping system. */
export const stampingImportRowSchema = z.object({
  /** The time-keeping system's id of the stamping: sent again, it is not stored twice. */
  id: codeText(64).min(1),
  employeeCode: codeText(32).min(1),
  siteCode: codeText(16).min(1),
  kind: z.enum(stampingKinds),
  /** The moment, with its offset: 2026-11-16T06:02:00+01:00. */
  at: isoInstantSchema,
});
export type StampingImportRow = z.infer<typeof stampingImportRowSchema>;

/** One person of a batch from the HR system, with their assignments and shifts: the whole of them. */
export const employeeImportRowSchema = z.object({
  code: codeText(32).min(1),
  firstName: codeText(80).min(1),
  lastName: codeText(80).min(1),
  qualification: codeText(100).min(1),
  employer: codeText(120).min(1),
  badgeNumber: codeText(32).min(1),
  weeklyHours: z.number().min(0).max(60),
  taxCode: codeText(16).nullable().default(null),
  phone: codeText(40).nullable().default(null),
  address: codeText(200).nullable().default(null),
  assignments: z
    .array(
      z
        .object({
          siteCode: codeText(16).min(1),
          dateFrom: isoDateSchema,
          dateTo: isoDateSchema.nullable().default(null),
          shifts: z
            .array(
              z
                .object({ weekday: z.number().int().min(1).max(7), startsAt: clockTime, endsAt: clockTime })
                .refine((shift) => shift.endsAt > shift.startsAt, {
                  message: 'Il turno finisce prima di cominciare',
                  path: ['endsAt'],
                }),
            )
            .max(21),
        })
        .refine((assignment) => assignment.dateTo === null || assignment.dateTo >= assignment.dateFrom, {
          message: 'L’assegnazione finisce prima di cominciare',
          path: ['dateTo'],
        }),
    )
    .max(50),
});
export type EmployeeImportRow = z.infer<typeof employeeImportRowSchema>;
