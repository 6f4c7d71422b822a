import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  areaCategories,
  customers,
  jobOrders,
  qualityControlItems,
  qualityControlRequests,
  qualityControlRooms,
  qualityControls,
  qualityElements,
  qualityRuleLevels,
  qualityRuleWeights,
  rooms,
  roomStates,
  sites,
  tickets,
  type Database,
} from '@portale/db';
import type { QualityVote } from '@portale/shared';

/** The first day of the month after `first` (a `YYYY-MM-01`). */
const nextMonth = (first: string) => sql`(${first}::date + interval '1 month')::date`;

/**
 * What a monthly report is drawn from, read per site so the job can tell its progress: the job order
 * and its customer, the sites with controls completed in the month, each site's votes with their rooms
 * and rules, the follow-up of its rooms (tickets and re-checks), and the trend of the twelve months.
 */
export function createQualityReportContentRepository(db: Database) {
  return {
    async findJobOrder(jobOrderId: string) {
      const [row] = await db
        .select({
          id: jobOrders.id,
          description: jobOrders.description,
          customerCode: customers.code,
          customerName: customers.name,
        })
        .from(jobOrders)
        .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
        .where(eq(jobOrders.id, jobOrderId))
        .limit(1);
      return row ?? null;
    },

    /** The job order's sites with a control completed in the month, by name. */
    async findSitesOfMonth(jobOrderId: string, first: string) {
      return db
        .selectDistinct({ siteCode: sites.code, siteName: sites.name })
        .from(qualityControls)
        .innerJoin(sites, eq(sites.code, qualityControls.siteCode))
        .where(
          and(
            eq(sites.jobOrderId, jobOrderId),
            eq(qualityControls.state, 'completed'),
            gte(qualityControls.controlDate, first),
            lt(qualityControls.controlDate, nextMonth(first)),
          ),
        )
        .orderBy(asc(sites.name), asc(sites.code));
    },

    /** Every vote of the site's controls completed in the month, with its room on the control's day. */
    async findVotes(siteCode: string, first: string) {
      const rows = await db
        .select({
          controlId: qualityControls.id,
          controlDate: qualityControls.controlDate,
          ruleId: qualityControls.ruleId,
          completedAt: qualityControls.completedAt,
          roomId: qualityControlItems.roomId,
          identifier: rooms.identifier,
          roomName: sql<string>`coalesce((select ${roomStates.name} from ${roomStates} where ${roomStates.roomId} = ${rooms.id} and ${roomStates.effectiveFrom} <= ${qualityControls.controlDate} order by ${roomStates.effectiveFrom} desc limit 1), ${rooms.identifier})`,
          areaCategoryId: qualityControlRooms.areaCategoryId,
          areaCategoryName: areaCategories.name,
          elementCode: qualityControlItems.elementCode,
          elementName: qualityElements.name,
          vote: qualityControlItems.vote,
          note: qualityControlItems.note,
        })
        .from(qualityControls)
        .innerJoin(qualityControlItems, eq(qualityControlItems.controlId, qualityControls.id))
        .innerJoin(
          qualityControlRooms,
          and(
            eq(qualityControlRooms.controlId, qualityControlItems.controlId),
            eq(qualityControlRooms.roomId, qualityControlItems.roomId),
          ),
        )
        .innerJoin(rooms, eq(rooms.id, qualityControlItems.roomId))
        .innerJoin(areaCategories, eq(areaCategories.id, qualityControlRooms.areaCategoryId))
        .innerJoin(qualityElements, eq(qualityElements.code, qualityControlItems.elementCode))
        .where(
          and(
            eq(qualityControls.siteCode, siteCode),
            eq(qualityControls.state, 'completed'),
            gte(qualityControls.controlDate, first),
            lt(qualityControls.controlDate, nextMonth(first)),
          ),
        )
        .orderBy(
          asc(qualityControls.controlDate),
          asc(qualityControls.id),
          asc(qualityControlRooms.position),
          asc(qualityElements.sortOrder),
        );
      return rows.map((row) => ({ ...row, vote: row.vote as QualityVote }));
    },

    /** The weights and levels of the rule versions, by version. */
    async findRules(ruleIds: readonly number[]) {
      if (ruleIds.length === 0) return { weights: [], levels: [] };
      const [weights, levels] = await Promise.all([
        db
          .select({
            ruleId: qualityRuleWeights.ruleId,
            elementCode: qualityRuleWeights.elementCode,
            weight: qualityRuleWeights.weight,
          })
          .from(qualityRuleWeights)
          .where(inArray(qualityRuleWeights.ruleId, [...ruleIds])),
        db
          .select({
            ruleId: qualityRuleLevels.ruleId,
            areaCategoryId: qualityRuleLevels.areaCategoryId,
            lqaThousandths: qualityRuleLevels.lqaThousandths,
          })
          .from(qualityRuleLevels)
          .where(inArray(qualityRuleLevels.ruleId, [...ruleIds])),
      ]);
      return { weights, levels };
    },

    /**
     * What followed the site's non-conformities: the tickets on the site since the month began whose room
     * is one of the given identifiers as the form filled from a control writes it («<identifier> · …»),
     * and the re-checks planned after the given controls.
     */
    async findFollowUps(siteCode: string, first: string, controlIds: readonly number[]) {
      const [ticketRows, recheckRows] = await Promise.all([
        db
          .select({
            code: tickets.code,
            room: tickets.room,
            state: tickets.state,
            createdAt: tickets.createdAt,
          })
          .from(tickets)
          .where(
            and(
              eq(tickets.siteCode, siteCode),
              gte(tickets.createdAt, sql`${first}::date`),
              sql`${tickets.room} like '%·%'`,
            ),
          )
          .orderBy(asc(tickets.createdAt)),
        controlIds.length === 0
          ? Promise.resolve([])
          : db
              .select({
                recheckOfControlId: qualityControlRequests.recheckOfControlId,
                state: qualityControlRequests.state,
                scheduledAt: qualityControlRequests.scheduledAt,
                proposedDates: qualityControlRequests.proposedDates,
              })
              .from(qualityControlRequests)
              .where(inArray(qualityControlRequests.recheckOfControlId, [...controlIds])),
      ]);
      return { tickets: ticketRows, rechecks: recheckRows };
    },

    /** The job order's completed controls by month, over the months from `firstMonth` to `lastMonth`. */
    async findTrend(jobOrderId: string, firstMonth: string, lastMonth: string) {
      const month = sql<string>`to_char(date_trunc('month', ${qualityControls.controlDate}), 'YYYY-MM')`;
      const rows = await db
        .select({
          month,
          controls: sql<number>`count(*)`.mapWith(Number),
          compliant: sql<number>`count(*) filter (where ${qualityControls.compliant})`.mapWith(Number),
          meanScoreThousandths: sql<number>`round(avg(${qualityControls.scoreThousandths}))`.mapWith(Number),
        })
        .from(qualityControls)
        .innerJoin(sites, eq(sites.code, qualityControls.siteCode))
        .where(
          and(
            eq(sites.jobOrderId, jobOrderId),
            eq(qualityControls.state, 'completed'),
            gte(qualityControls.controlDate, firstMonth),
            lt(qualityControls.controlDate, nextMonth(lastMonth)),
          ),
        )
        .groupBy(month)
        .orderBy(month);
      return rows;
    },
  };
}

export type QualityReportContentRepository = ReturnType<typeof createQualityReportContentRepository>;
