import { z } from 'zod';
import { loginAccess, publicAccess } from '../access/policy.ts';
import { staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { syncBatchMaxRows } from '../sync/sync.contract.ts';
import { syncReceiptSchema } from '../sync/sync.schemas.ts';
import { employeesAccess } from './employees.access.ts';
import {
  attendanceFilterSchema,
  attendanceListSchema,
  attendanceMaxDays,
  attendanceQuerySchema,
  coverageQuerySchema,
  coverageSchema,
  coverageSummaryQuerySchema,
  coverageSummarySchema,
  employeeDetailSchema,
  employeeFiltersSchema,
  employeeIdParams,
  employeeImportRowSchema,
  employeeListQuerySchema,
  employeeListSchema,
  onSiteQuerySchema,
  onSiteSchema,
  stampingImportRowSchema,
} from './employees.schemas.ts';

const tags = ['employees'];
const readers =
  'Customers with sub-role employee (3) over the people of the sites they see, staff with employees (13) ' +
  'over every site (a login route whose service checks employeesAccess.rules.read).';
const stampingReaders =
  'Customers with sub-role employee stampings (4) only, over the sites they see (403 without it, whatever ' +
  'else they hold), staff with employees (13) (a login route whose service checks ' +
  'employeesAccess.rules.stampings).';

export const employeeListContract = defineContract({
  method: 'GET',
  path: '/employees',
  summary: 'The people assigned to the caller’s sites: badge data, qualification, employer, hours, sites',
  description: `${readers} No private data (address, phone, tax code) is in the answer. Searched, filtered and paged in SQL.`,
  tags,
  access: loginAccess,
  query: employeeListQuerySchema,
  response: { 200: employeeListSchema },
});

export const employeeFiltersContract = defineContract({
  method: 'GET',
  path: '/employees/filters',
  summary: 'The qualifications and sites of the people within reach, for the list’s filters',
  description: readers,
  tags,
  access: loginAccess,
  response: { 200: employeeFiltersSchema },
});

export const employeeDetailContract = defineContract({
  method: 'GET',
  path: '/employees/:employeeId',
  summary: 'One person: badge data, sites assigned with dates and weekly shifts; private data for staff only',
  description: `${readers} 404 Employee not found when the person works on no site within reach.`,
  tags,
  access: loginAccess,
  params: employeeIdParams,
  response: { 200: employeeDetailSchema },
});

export const employeePhotoContract = defineContract({
  method: 'GET',
  path: '/employees/:employeeId/photo',
  summary: 'A person’s photo, to those who may see the person',
  description: `${readers} 404 Employee photo not found.`,
  tags,
  access: loginAccess,
  params: employeeIdParams,
  response: {
    200: z.unknown().describe('The image bytes (JPEG, PNG, WebP, or the demo’s drawn SVG portraits)'),
  },
});

export const saveEmployeePhotoContract = defineContract({
  method: 'PUT',
  path: '/employees/:employeeId/photo',
  summary:
    'Staff (employees): a person’s photo, as multipart/form-data with one file part (JPEG, PNG or WebP, ' +
    'checked by content; at most UPLOAD_MAX_BYTES); replaces the previous one',
  tags: ['employees back office'],
  access: staffPolicy(employeesAccess.rules.manage),
  params: employeeIdParams,
  response: { 200: z.object({ photoUrl: z.string() }) },
});

export const coverageContract = defineContract({
  method: 'GET',
  path: '/employees/coverage',
  summary: 'Per site and week: planned hours, covered hours and anomalies by kind, naming nobody',
  description:
    `${readers} Planned hours are the shifts of the people assigned, on the days the site is open (the plan ` +
    'of action’s calendar: its working week, holidays, patron saint, closures); covered hours are the ' +
    'stamped hours of each day, up to that day’s planned hours; both over the days before today (a day not over ' +
    'would only lower the share). Sites with people assigned in the weeks, ' +
    'sorted by name and paged.',
  tags,
  access: loginAccess,
  query: coverageQuerySchema,
  response: { 200: coverageSchema },
});

export const coverageSummaryContract = defineContract({
  method: 'GET',
  path: '/employees/coverage-summary',
  summary: 'Per week, planned and covered hours and anomalies by kind summed over every site within reach',
  description: `${readers} The dashboard's figures: the same rules as /employees/coverage, all sites together.`,
  tags,
  access: loginAccess,
  query: coverageSummaryQuerySchema,
  response: { 200: coverageSummarySchema },
});

const attendanceDescription =
  `${stampingReaders} A day of a person on a site is listed when hours were planned or a stamping made; ` +
  `from and to are calendar days in Italy (by default the 30 days up to today); a period of more than ` +
  `${attendanceMaxDays} days is cut to its last ${attendanceMaxDays}, and one that ends before it starts ` +
  'holds no day. ' +
  'Anomalies: missingClockOut (a clock-in without a clock-out for 16 hours), missingClockIn, ' +
  'outsideSiteHours (more than 30 minutes outside the site’s hours), noStamping (planned hours, no ' +
  'stamping, the day over), hoursOffPlan (stamped hours off the plan by more than a quarter and 30 minutes).';

export const attendanceContract = defineContract({
  method: 'GET',
  path: '/employees/attendance',
  summary: 'Stampings by person, site and day, with planned and stamped hours and their anomalies',
  description: attendanceDescription,
  tags,
  access: loginAccess,
  query: attendanceQuerySchema,
  response: { 200: attendanceListSchema },
});

export const attendanceExportContract = defineContract({
  method: 'GET',
  path: '/employees/attendance/export',
  summary: 'The same days as an Excel file (.xlsx attachment), one row per person, site and day',
  description: attendanceDescription,
  tags,
  access: loginAccess,
  query: attendanceFilterSchema,
  response: { 200: z.unknown().describe('An .xlsx workbook') },
});

export const onSiteContract = defineContract({
  method: 'GET',
  path: '/employees/on-site',
  summary: 'Who is clocked in now, per site (a clock-in of the last 16 hours without its clock-out)',
  description: `${stampingReaders} The hub's StampingsArrived tells the page to read it again.`,
  tags,
  access: loginAccess,
  query: onSiteQuerySchema,
  response: { 200: onSiteSchema },
});

const stampingBatchSchema = z
  .object({ stampings: z.array(stampingImportRowSchema).min(1).max(syncBatchMaxRows) })
  .meta({
    examples: [
      {
        stampings: [
          {
            id: 'T-2026-11-16-000481',
            employeeCode: 'DIP00042',
            siteCode: 'UB0001',
            kind: 'in',
            at: '2026-11-16T06:02:00+01:00',
          },
          {
            id: 'T-2026-11-16-000517',
            employeeCode: 'DIP00042',
            siteCode: 'UB0001',
            kind: 'out',
            at: '2026-11-16T09:31:00+01:00',
          },
        ],
      },
    ],
  });

const syncDescription =
  'For the provider’s systems, not for people: no session; the source’s key goes in the header X-Sync-Key ' +
  '(401 Sync key not valid when missing, unknown or revoked). A batch is applied whole or not at all: a ' +
  'row at fault (a malformed value, an unknown person or site) answers 400 Sync batch not valid naming ' +
  'each row in body.fields (`stampings.3.employeeCode`), and nothing of the batch is stored. Each batch ' +
  'applied, or refused for a person or a site the portal does not know, is logged in the source’s runs; a ' +
  'batch refused by its shape (checked before its key is read) is not.';

export const importStampingsContract = defineContract({
  method: 'POST',
  path: '/sync/stampings',
  summary: 'The time-keeping system sends stampings: idempotent on its ids, late and corrected ones welcome',
  description:
    `${syncDescription} A stamping whose id the source already sent with the same data is counted as ` +
    'unchanged; with another time, site or kind it is a correction: the new data is kept, with the time ' +
    `first received and when it changed. At most ${syncBatchMaxRows} rows a batch.`,
  tags: ['sync'],
  access: publicAccess,
  invalidInput: 'SYNC_BATCH_NOT_VALID',
  body: stampingBatchSchema,
  response: { 200: syncReceiptSchema },
});

const employeeBatchSchema = z.object({ employees: z.array(employeeImportRowSchema).min(1).max(2_000) }).meta({
  examples: [
    {
      employees: [
        {
          code: 'DIP00042',
          firstName: 'Lucia',
          lastName: 'Ferraro',
          qualification: 'Operatrice di pulizia',
          employer: 'Servizi Integrati S.p.A.',
          badgeNumber: 'TS-00042',
          weeklyHours: 25,
          taxCode: null,
          phone: null,
          address: null,
          assignments: [
            {
              siteCode: 'UB0001',
              dateFrom: '2026-01-01',
              dateTo: null,
              shifts: [{ weekday: 1, startsAt: '06:00', endsAt: '09:30' }],
            },
          ],
        },
      ],
    },
  ],
});

export const importEmployeesContract = defineContract({
  method: 'POST',
  path: '/sync/employees',
  summary: 'The HR system sends people with their assignments and shifts, each person whole',
  description:
    `${syncDescription} People are matched by code; a person sent again with the same data is unchanged. ` +
    'The assignments sent replace the person’s assignments and shifts. At most 2,000 people a batch.',
  tags: ['sync'],
  access: publicAccess,
  invalidInput: 'SYNC_BATCH_NOT_VALID',
  body: employeeBatchSchema,
  response: { 200: syncReceiptSchema },
});
