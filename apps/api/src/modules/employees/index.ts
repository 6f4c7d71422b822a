import {
  CustomerSubRole,
  hubNotifyNames,
  importEmployeesContract,
  importStampingsContract,
} from '@portale/shared';
import type { Hub } from '../../plugins/realtime.ts';
import { registerRoute } from '../../plugins/route.ts';
import { hashToken } from '../../plugins/tokens.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { readSiteCalendars } from '../planning/index.ts';
import { syncKeyOf, type SyncService } from '../sync/index.ts';
import { findSiteReaders, type Tenancy } from '../tenancy/index.ts';
import { createAttendanceRepository } from './attendance.repository.ts';
import { createAttendanceService } from './attendance.service.ts';
import { createEmployeesRepository } from './employees.repository.ts';
import { registerEmployeesRoutes } from './employees.routes.ts';
import { createEmployeesService } from './employees.service.ts';
import { createEmployeesSyncRepository } from './employees-sync.repository.ts';
import { createEmployeesSyncService } from './employees-sync.service.ts';

/** Batches a source may send in a minute. */
const batchesPerMinute = 120;
/**
 * The largest batch body: 10,000 stampings of about 110 bytes, or 2,000 people with their shifts of
 * about 500, are over the app's 1 MiB.
 */
const batchBodyBytes = 4 * 1024 * 1024;

/**
 * Personnel and stampings (issue 28; docs/ARCHITECTURE.md, "Personnel"): the people on the customers'
 * sites, the coverage of their planned hours, their stampings for those who may see them, and the
 * imports of both from the provider's systems through sync.
 */
export function createEmployeesModule(
  deps: SharedDeps & { tenancy: Tenancy; sync: SyncService; hub: Pick<Hub, 'notifyUser'> },
): AppModule {
  const now = deps.now ?? (() => new Date());
  const repository = createEmployeesRepository(deps.db);
  const employees = createEmployeesService({ repository, tenancy: deps.tenancy, files: deps.files });
  const attendance = createAttendanceService({
    employees: repository,
    attendance: createAttendanceRepository(deps.db),
    calendars: (sites, range) => readSiteCalendars(deps.db, sites, range),
    tenancy: deps.tenancy,
    now,
  });
  /** Tells the users who may read stampings of the sites that new ones arrived: their pages read again. */
  const afterStampings = async (siteCodes: readonly string[]) => {
    try {
      const readers = await findSiteReaders(deps.db, siteCodes, CustomerSubRole.employeeStampings);
      const sitesOf = new Map<string, string[]>();
      for (const reader of readers)
        sitesOf.set(reader.userId, [...(sitesOf.get(reader.userId) ?? []), reader.siteCode]);
      for (const [userId, codes] of sitesOf)
        deps.hub.notifyUser(userId, hubNotifyNames.stampingsArrived, { siteCodes: codes });
    } catch (err) {
      deps.log.warn({ err }, 'stampings notice not sent');
    }
  };
  const imports = createEmployeesSyncService({
    repository: createEmployeesSyncRepository(deps.db),
    sync: deps.sync,
    now,
    afterStampings,
  });
  // Per source (its key's digest, so no key is kept in memory); calls without one by address.
  const perSource = {
    bodyLimitBytes: batchBodyBytes,
    limitPerKey: {
      max: batchesPerMinute,
      key: (request: Parameters<typeof syncKeyOf>[0]) => {
        const key = syncKeyOf(request);
        return key ? `sync:${hashToken(key)}` : `sync-ip:${request.ip}`;
      },
    },
  };
  return {
    name: 'employees',
    hubEvents: [hubNotifyNames.stampingsArrived],
    routes: (api) => {
      registerEmployeesRoutes(api, { employees, attendance });
      registerRoute(
        api,
        importStampingsContract,
        ({ request, body }) => imports.importStampings(syncKeyOf(request), body.stampings),
        { ...perSource, invalidates: ['stampings', 'sync_runs', 'sync_sources'] },
      );
      registerRoute(
        api,
        importEmployeesContract,
        ({ request, body }) => imports.importEmployees(syncKeyOf(request), body.employees),
        {
          ...perSource,
          invalidates: ['employees', 'employee_assignments', 'employee_shifts', 'sync_runs', 'sync_sources'],
        },
      );
    },
  };
}
