import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  areaCategories,
  jobOrders,
  qualityControlItems,
  qualityControlRooms,
  qualityControls,
  qualityElements,
  qualityRuleWeights,
  sites,
  type Database,
} from '@portale/db';
import type { QualityStatistics, QualityStatisticsQuery, QualityTrend } from '@portale/shared';

/** A period as the service has settled it. */
type Period = QualityStatisticsQuery & { from: string; to: string };
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

/**
 * The quality statistics, each figure one grouped query over the controls completed in the period within
 * the caller's reach: scores and outcomes by month and by site; by area category and element, the
 * weights inspected (A) and rejected (B) of every vote, each weighed by its control's own rule version.
 */
export function createQualityStatisticsRepository(db: Database) {
  const scoreColumns = {
    controls: count(),
    compliant: sql<number>`count(*) filter (where ${qualityControls.compliant})`.mapWith(Number),
    meanScoreThousandths: sql<number>`round(avg(${qualityControls.scoreThousandths}))`.mapWith(Number),
  };
  const weightColumns = {
    a: sql<number>`sum(${qualityRuleWeights.weight})`.mapWith(Number),
    b: sql<number>`coalesce(sum(${qualityRuleWeights.weight}) filter (where ${qualityControlItems.vote} <= 2), 0)`.mapWith(
      Number,
    ),
    items: count(),
  };

  const completedWithin = (scope: SiteScope, query: Period): SQL | undefined =>
    and(
      visibleSitesCondition(scope),
      eq(qualityControls.state, 'completed'),
      gte(qualityControls.controlDate, query.from),
      lte(qualityControls.controlDate, query.to),
      query.siteCode === undefined ? undefined : eq(qualityControls.siteCode, query.siteCode),
      query.jobOrderId === undefined ? undefined : eq(sites.jobOrderId, query.jobOrderId),
    );
  const month = sql<string>`to_char(date_trunc('month', ${qualityControls.controlDate}), 'YYYY-MM-DD')`;

  const controls = <T extends Record<string, unknown>>(columns: T) =>
    db
      .select(columns as never)
      .from(qualityControls)
      .innerJoin(sites, eq(sites.code, qualityControls.siteCode))
      .innerJoin(jobOrders, joinJobOrder)
      .$dynamic();

  const items = <T extends Record<string, unknown>>(columns: T) =>
    controls(columns)
      .innerJoin(qualityControlItems, eq(qualityControlItems.controlId, qualityControls.id))
      .innerJoin(
        qualityRuleWeights,
        and(
          eq(qualityRuleWeights.ruleId, qualityControls.ruleId),
          eq(qualityRuleWeights.elementCode, qualityControlItems.elementCode),
        ),
      );

  return {
    async statistics(scope: SiteScope, query: Period): Promise<QualityStatistics> {
      const where = completedWithin(scope, query);
      const [months, bySite, categories, elements] = await Promise.all([
        controls({ month, ...scoreColumns })
          .where(where)
          .groupBy(month)
          .orderBy(month),
        controls({ siteCode: sites.code, siteName: sites.name, ...scoreColumns })
          .where(where)
          .groupBy(sites.code, sites.name)
          .orderBy(sql`avg(${qualityControls.scoreThousandths})`, asc(sites.name)),
        items({
          areaCategoryId: qualityControlRooms.areaCategoryId,
          areaCategoryName: areaCategories.name,
          ...weightColumns,
        })
          .innerJoin(
            qualityControlRooms,
            and(
              eq(qualityControlRooms.controlId, qualityControlItems.controlId),
              eq(qualityControlRooms.roomId, qualityControlItems.roomId),
            ),
          )
          .innerJoin(areaCategories, eq(areaCategories.id, qualityControlRooms.areaCategoryId))
          .where(where)
          .groupBy(qualityControlRooms.areaCategoryId, areaCategories.name)
          .orderBy(asc(areaCategories.name)),
        items({ elementCode: qualityElements.code, elementName: qualityElements.name, ...weightColumns })
          .innerJoin(qualityElements, eq(qualityElements.code, qualityControlItems.elementCode))
          .where(where)
          .groupBy(qualityElements.code, qualityElements.name, qualityElements.sortOrder)
          .orderBy(asc(qualityElements.sortOrder)),
      ]);
      return {
        months: months as QualityStatistics['months'],
        sites: bySite as QualityStatistics['sites'],
        categories: categories as QualityStatistics['categories'],
        elements: elements as QualityStatistics['elements'],
      };
    },

    /** The dashboard's trend: the months' scores of the period and the latest control completed in it. */
    async trend(scope: SiteScope, query: Period): Promise<QualityTrend> {
      const where = completedWithin(scope, query);
      const [months, latest] = await Promise.all([
        controls({ month, ...scoreColumns })
          .where(where)
          .groupBy(month)
          .orderBy(month),
        controls({
          id: qualityControls.id,
          controlDate: qualityControls.controlDate,
          siteName: sites.name,
          compliant: qualityControls.compliant,
          scoreThousandths: qualityControls.scoreThousandths,
        })
          .where(where)
          .orderBy(desc(qualityControls.controlDate), desc(qualityControls.id))
          .limit(1),
      ]);
      return {
        months: months as QualityTrend['months'],
        latest: (latest[0] as QualityTrend['latest'] | undefined) ?? null,
      };
    },
  };
}

export type QualityStatisticsRepository = ReturnType<typeof createQualityStatisticsRepository>;
