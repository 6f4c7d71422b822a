import type { FastifyInstance } from 'fastify';
import {
  attendanceContract,
  attendanceExportContract,
  coverageContract,
  coverageSummaryContract,
  employeeDetailContract,
  employeeFiltersContract,
  employeeListContract,
  employeePhotoContract,
  onSiteContract,
  saveEmployeePhotoContract,
} from '@portale/shared';
import { readUploadedFile, sendFile } from '../../plugins/files.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { registerXlsxExportRoute } from '../../plugins/xlsx-export.ts';
import { attendanceExport } from './attendance-export.ts';
import type { AttendanceService } from './attendance.service.ts';
import type { EmployeesService } from './employees.service.ts';

/** The people on the sites, their coverage and stampings; staff's photos. */
export function registerEmployeesRoutes(
  app: FastifyInstance,
  services: { employees: EmployeesService; attendance: AttendanceService },
) {
  const { employees, attendance } = services;
  registerRoute(app, employeeListContract, ({ request, query }) =>
    employees.list(requireAuth(request), query),
  );
  registerRoute(app, employeeFiltersContract, ({ request }) => employees.filters(requireAuth(request)));
  registerRoute(app, coverageContract, ({ request, query }) =>
    attendance.coverage(requireAuth(request), query),
  );
  registerRoute(app, coverageSummaryContract, ({ request, query }) =>
    attendance.coverageSummary(requireAuth(request), query),
  );
  registerRoute(app, attendanceContract, ({ request, query }) =>
    attendance.list(requireAuth(request), query),
  );
  registerXlsxExportRoute(app, attendanceExportContract, attendanceExport, ({ request, query }) =>
    attendance.exportRows(requireAuth(request), query),
  );
  registerRoute(app, onSiteContract, ({ request, query }) =>
    attendance.onSite(requireAuth(request), query.siteCode),
  );
  registerRoute(app, employeeDetailContract, ({ request, params }) =>
    employees.detail(requireAuth(request), params.employeeId),
  );
  registerRoute(app, employeePhotoContract, async ({ request, params, reply }) =>
    sendFile(reply, await employees.openPhoto(requireAuth(request), params.employeeId)),
  );
  registerRoute(
    app,
    saveEmployeePhotoContract,
    async ({ request, params }) => employees.savePhoto(params.employeeId, await readUploadedFile(request)),
    { invalidates: ['employees'] },
  );
}
