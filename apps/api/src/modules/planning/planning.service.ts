import {
  addDays,
  allows,
  lastCalendarDay,
  planningAccess,
  romeCalendarDay,
  CustomerSubRole,
  scheduleWords,
  type Plan,
  type PlannedServiceList,
  type PlannedServiceListQuery,
  type PlanOccurrence,
  type PlanQuery,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf, type Tenancy } from '../tenancy/index.ts';
import type { JointControlsRepository } from './joint-controls.repository.ts';
import type { PlanningRepository, ScheduledService } from './planning.repository.ts';
import { occurrencesBetween, type Occurrence } from '@portale/shared/schedule-expansion';

/**
 * How far before a range the schedules are read: work due in a closure that ends inside the range lands
 * in it, and a site's closure may last a school's summer or longer.
 */
const lookBackDays = 366;

/** The plan of action: the occurrences of the schedules within the caller's reach, for one range. */
export function createPlanningService(deps: {
  repository: PlanningRepository;
  jointControls: JointControlsRepository;
  tenancy: Tenancy;
  now: () => Date;
}) {
  return {
    async services(auth: AuthContext, query: PlannedServiceListQuery): Promise<PlannedServiceList> {
      if (!allows(planningAccess.rules.services, auth)) throw new AppError('FORBIDDEN');
      if (query.siteCode !== undefined) {
        await deps.tenancy.findVisibleSite(auth, query.siteCode, planningAccess.rules.services);
      }
      // The fees a user sees on a site's page: customers with sub-role site, and staff.
      const seesFees = auth.kind === 'staff' || auth.customerSubRoles.includes(CustomerSubRole.site);
      const { rows, total } = await deps.repository.services(
        siteScopeOf(auth),
        query,
        romeCalendarDay(deps.now()),
      );
      return {
        total,
        data: rows.map(({ serviceType, rule, onClosedDay, coverage, feeCents, ...service }) => {
          const words = rule === null ? null : scheduleWords(rule);
          return {
            ...service,
            schedule:
              serviceType === null || rule === null || onClosedDay === null || words === null
                ? null
                : { serviceType, rule, words, onClosedDay, coverage },
            monthlyFeeCents: seesFees ? feeCents : null,
          };
        }),
      };
    },

    async plan(auth: AuthContext, query: PlanQuery): Promise<Plan> {
      if (!allows(planningAccess.rules.plan, auth)) throw new AppError('FORBIDDEN');
      // The calendar's days end on lastCalendarDay: a range reaching past it stops there.
      const reach = addDays(query.from, query.days - 1);
      const to = reach > lastCalendarDay ? lastCalendarDay : reach;
      if (query.siteCode !== undefined) {
        await deps.tenancy.findVisibleSite(auth, query.siteCode, planningAccess.rules.plan);
      }
      const scope = siteScopeOf(auth);
      const [inputs, jointControls] = await Promise.all([
        deps.repository.planInputs(scope, {
          from: query.from,
          to,
          lookBackFrom: addDays(query.from, -lookBackDays),
          siteCode: query.siteCode,
        }),
        deps.jointControls.scheduled(scope, { from: query.from, to, siteCode: query.siteCode }),
      ]);
      const expanded: (Occurrence & { service: ScheduledService })[] = [];
      for (const service of inputs.services) {
        const calendar = inputs.calendars.get(service.siteCode);
        if (!calendar) continue;
        for (const occurrence of occurrencesBetween(service.schedule, calendar, query.from, to)) {
          expanded.push({ ...occurrence, service });
        }
      }
      // The records of the days found (a closure's or a move's may lie before the range, or after it).
      let [first, last] = [query.from, to];
      for (const { ruleDate } of expanded) {
        if (ruleDate < first) first = ruleDate;
        if (ruleDate > last) last = ruleDate;
      }
      const serviceIds = new Set(expanded.map((occurrence) => occurrence.service.siteServiceId));
      const records = await deps.repository.records([...serviceIds], first, last);
      const today = romeCalendarDay(deps.now());
      const occurrences = expanded.map(({ service, ...occurrence }): PlanOccurrence => {
        const outcome = records.get(service.siteServiceId)?.get(occurrence.ruleDate);
        return {
          siteCode: service.siteCode,
          siteName: service.siteName,
          siteServiceId: service.siteServiceId,
          serviceName: service.serviceName,
          serviceType: service.serviceType,
          ...occurrence,
          state: outcome ?? (occurrence.date >= today ? 'planned' : 'unrecorded'),
        };
      });
      occurrences.sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          a.siteCode.localeCompare(b.siteCode) ||
          a.siteServiceId - b.siteServiceId,
      );
      return { from: query.from, to, occurrences, jointControls };
    },
  };
}
