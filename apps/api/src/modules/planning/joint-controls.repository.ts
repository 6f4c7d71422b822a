import { romeMidnight } from '../../plugins/rome-day.repository.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { jobOrders, qualityControlRequests, sites, type Database } from '@portale/db';
import type { IsoDate, PlanJointControl } from '@portale/shared';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

/**
 * The joint quality controls (issue 26) agreed for a range of days on the sites within reach: the plan
 * of action shows them beside the services' work.
 */
export function createJointControlsRepository(db: Database) {
  return {
    async scheduled(
      scope: SiteScope,
      range: { from: IsoDate; to: IsoDate; siteCode?: string | undefined },
    ): Promise<PlanJointControl[]> {
      const romeTime = sql`(${qualityControlRequests.scheduledAt} at time zone 'Europe/Rome')`;
      const rows = await db
        .select({
          requestId: qualityControlRequests.id,
          siteCode: sites.code,
          siteName: sites.name,
          date: sql<string>`to_char(${romeTime}, 'YYYY-MM-DD')`,
          time: sql<string>`to_char(${romeTime}, 'HH24:MI')`,
          controlId: qualityControlRequests.controlId,
        })
        .from(qualityControlRequests)
        .innerJoin(sites, eq(sites.code, qualityControlRequests.siteCode))
        .innerJoin(jobOrders, joinJobOrder)
        .where(
          and(
            visibleSitesCondition(scope),
            eq(qualityControlRequests.state, 'scheduled'),
            range.siteCode === undefined ? undefined : eq(sites.code, range.siteCode),
            sql`${qualityControlRequests.scheduledAt} >= ${romeMidnight(range.from)}`,
            sql`${qualityControlRequests.scheduledAt} < ${romeMidnight(range.to, 1)}`,
          ),
        )
        .orderBy(asc(qualityControlRequests.scheduledAt));
      return rows;
    },
  };
}
export type JointControlsRepository = ReturnType<typeof createJointControlsRepository>;
