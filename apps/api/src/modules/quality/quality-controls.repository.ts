import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  areaCategories,
  customers,
  jobOrders,
  qualityControlItems,
  qualityControlRooms,
  qualityControls,
  qualityElements,
  qualityRuleLevels,
  qualityRules,
  qualityRuleWeights,
  rooms,
  roomStates,
  sites,
  type Database,
} from '@portale/db';
import type { QualityControlListItem, QualityControlListQuery } from '@portale/shared';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

/**
 * The controls' SQL. Every customer read is within the caller's reach (visibleSitesCondition on the
 * control's site, through its job order); staff read every customer's.
 */
export function createQualityControlsRepository(db: Database) {
  const itemColumns = {
    id: qualityControls.id,
    siteCode: qualityControls.siteCode,
    siteName: sites.name,
    customerCode: qualityControls.customerCode,
    customerName: customers.name,
    kind: qualityControls.kind,
    state: qualityControls.state,
    controlDate: qualityControls.controlDate,
    sampleSize: qualityControls.sampleSize,
    scoreThousandths: qualityControls.scoreThousandths,
    compliant: qualityControls.compliant,
  };

  const base = <T extends Record<string, unknown>>(columns: T) =>
    db
      .select(columns as never)
      .from(qualityControls)
      .innerJoin(sites, eq(sites.code, qualityControls.siteCode))
      .innerJoin(jobOrders, joinJobOrder)
      .innerJoin(customers, eq(customers.code, qualityControls.customerCode))
      .$dynamic();

  const conditions = (scope: SiteScope, query: Partial<QualityControlListQuery>): SQL | undefined =>
    and(
      visibleSitesCondition(scope),
      query.siteCode === undefined ? undefined : eq(qualityControls.siteCode, query.siteCode),
      query.customerCode === undefined ? undefined : eq(qualityControls.customerCode, query.customerCode),
      query.outcome === undefined ? undefined : eq(qualityControls.compliant, query.outcome === 'compliant'),
      query.from === undefined ? undefined : gte(qualityControls.controlDate, query.from),
      query.to === undefined ? undefined : lte(qualityControls.controlDate, query.to),
    );

  const orderOf = (query: Pick<QualityControlListQuery, 'sortBy' | 'sortDirection'>) => {
    const direction = query.sortDirection === 'asc' ? asc : desc;
    const column = {
      controlDate: qualityControls.controlDate,
      // A control in progress has no score yet: it sorts as the lowest.
      score: sql`coalesce(${qualityControls.scoreThousandths}, -1)`,
      siteName: sites.name,
    }[query.sortBy];
    return [direction(column), direction(qualityControls.id)];
  };

  return {
    async list(scope: SiteScope, query: QualityControlListQuery) {
      const where = conditions(scope, query);
      const [rows, [total]] = await Promise.all([
        base(itemColumns)
          .where(where)
          .orderBy(...orderOf(query))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        base({ total: count() }).where(where),
      ]);
      return {
        data: rows as QualityControlListItem[],
        total: Number((total as { total: number } | undefined)?.total ?? 0),
      };
    },

    /** A control within the scope's reach, with its sample and rule version; null when out of reach. */
    async find(scope: SiteScope, controlId: number) {
      const [row] = (await base({
        ...itemColumns,
        ruleId: qualityControls.ruleId,
        seed: qualityControls.seed,
        lotSize: qualityControls.lotSize,
        notes: qualityControls.notes,
        completedAt: qualityControls.completedAt,
        ruleValidFrom: qualityRules.validFrom,
        ruleJobOrderId: qualityRules.jobOrderId,
      })
        .innerJoin(qualityRules, eq(qualityRules.id, qualityControls.ruleId))
        .where(and(eq(qualityControls.id, controlId), visibleSitesCondition(scope)))
        .limit(1)) as (QualityControlListItem & {
        ruleId: number;
        seed: number;
        lotSize: number;
        notes: string | null;
        completedAt: Date | null;
        ruleValidFrom: string;
        ruleJobOrderId: string;
      })[];
      return row ?? null;
    },

    /** The weights and levels of a rule version, with the words the page shows. */
    async findRule(ruleId: number) {
      const [weights, levels] = await Promise.all([
        db
          .select({
            elementCode: qualityRuleWeights.elementCode,
            elementName: qualityElements.name,
            weight: qualityRuleWeights.weight,
          })
          .from(qualityRuleWeights)
          .innerJoin(qualityElements, eq(qualityElements.code, qualityRuleWeights.elementCode))
          .where(eq(qualityRuleWeights.ruleId, ruleId))
          .orderBy(qualityElements.sortOrder),
        db
          .select({
            areaCategoryId: qualityRuleLevels.areaCategoryId,
            areaCategoryName: areaCategories.name,
            lqaThousandths: qualityRuleLevels.lqaThousandths,
          })
          .from(qualityRuleLevels)
          .innerJoin(areaCategories, eq(areaCategories.id, qualityRuleLevels.areaCategoryId))
          .where(eq(qualityRuleLevels.ruleId, ruleId))
          .orderBy(areaCategories.name),
      ]);
      return { weights, levels };
    },

    /** The drawn rooms in the order drawn, each with its name on the control's day. */
    async findRooms(controlId: number, day: string) {
      return db
        .select({
          roomId: qualityControlRooms.roomId,
          position: qualityControlRooms.position,
          identifier: rooms.identifier,
          roomName: sql<string>`coalesce((select ${roomStates.name} from ${roomStates} where ${roomStates.roomId} = ${rooms.id} and ${roomStates.effectiveFrom} <= ${day} order by ${roomStates.effectiveFrom} desc limit 1), ${rooms.identifier})`,
          areaCategoryId: qualityControlRooms.areaCategoryId,
          areaCategoryName: areaCategories.name,
        })
        .from(qualityControlRooms)
        .innerJoin(rooms, eq(rooms.id, qualityControlRooms.roomId))
        .innerJoin(areaCategories, eq(areaCategories.id, qualityControlRooms.areaCategoryId))
        .where(eq(qualityControlRooms.controlId, controlId))
        .orderBy(qualityControlRooms.position);
    },

    /** The votes of a control, in the elements' order. */
    async findItems(controlId: number) {
      return db
        .select({
          roomId: qualityControlItems.roomId,
          elementCode: qualityControlItems.elementCode,
          elementName: qualityElements.name,
          vote: qualityControlItems.vote,
          note: qualityControlItems.note,
        })
        .from(qualityControlItems)
        .innerJoin(qualityElements, eq(qualityElements.code, qualityControlItems.elementCode))
        .where(eq(qualityControlItems.controlId, controlId))
        .orderBy(qualityElements.sortOrder);
    },
  };
}

export type QualityControlsRepository = ReturnType<typeof createQualityControlsRepository>;
export type QualityControlRecord = NonNullable<Awaited<ReturnType<QualityControlsRepository['find']>>>;
