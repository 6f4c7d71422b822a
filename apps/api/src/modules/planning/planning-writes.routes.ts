import type { FastifyInstance } from 'fastify';
import {
  createSiteClosureContract,
  deleteOccurrenceRecordContract,
  deleteScheduleChangeContract,
  deleteServiceScheduleContract,
  deleteSiteClosureContract,
  putOccurrenceRecordContract,
  putScheduleChangeContract,
  putServiceScheduleContract,
  siteClosureListContract,
} from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { PlanningWritesService } from './planning-writes.service.ts';

/**
 * Staff's writes of the plan of action. No cached read keeps these tables (the plan is computed on each
 * call); each write names its tables all the same. Like the other areas' staff writes they are not in
 * the audit log (only impersonated writes are, app-wide): each row keeps who made it and when.
 */
export function registerPlanningWriteRoutes(api: FastifyInstance, writes: PlanningWritesService) {
  const schedules = { invalidates: ['service_schedules', 'service_schedule_rooms'] } as const;
  const closures = { invalidates: ['site_closures'] } as const;
  const changes = { invalidates: ['service_schedule_changes'] } as const;
  const records = { invalidates: ['service_occurrence_records'] } as const;

  registerRoute(
    api,
    putServiceScheduleContract,
    ({ request, params, body }) => writes.setSchedule(requireAuth(request), params.siteServiceId, body),
    schedules,
  );
  registerRoute(
    api,
    deleteServiceScheduleContract,
    ({ params }) => writes.removeSchedule(params.siteServiceId),
    // The schedule's changes and records go with it.
    { invalidates: [...schedules.invalidates, ...changes.invalidates, ...records.invalidates] },
  );
  registerRoute(api, siteClosureListContract, ({ params }) => writes.closures(params.siteCode));
  registerRoute(
    api,
    createSiteClosureContract,
    ({ request, params, body }) => writes.addClosure(requireAuth(request), params.siteCode, body),
    closures,
  );
  registerRoute(
    api,
    deleteSiteClosureContract,
    ({ params }) => writes.removeClosure(params.closureId),
    closures,
  );
  registerRoute(
    api,
    putScheduleChangeContract,
    ({ request, params, body }) => writes.changeDay(requireAuth(request), params, body),
    changes,
  );
  registerRoute(api, deleteScheduleChangeContract, ({ params }) => writes.undoChange(params), changes);
  registerRoute(
    api,
    putOccurrenceRecordContract,
    ({ request, params, body }) => writes.recordDay(requireAuth(request), params, body),
    records,
  );
  registerRoute(api, deleteOccurrenceRecordContract, ({ params }) => writes.clearRecord(params), records);
}
