import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNull,
  lte,
  sql,
  TransactionRollbackError,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  qualityRules,
  qualityRuleWeights,
  rooms,
  roomStates,
  sites,
  users,
  type Database,
} from '@portale/db';
import { CustomerSubRole, type QualityControlListItem, type QualityControlListQuery } from '@portale/shared';
import { matchingCount, totalOf } from '../../plugins/page-total.repository.ts';
import { withPageTotal } from '../../plugins/page-total.ts';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { findSiteReaders, joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

const completer = alias(users, 'completer');
const confirmer = alias(users, 'confirmer');

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
      searchCondition(query.query, [sql`${sites.name}`, sql`${sites.code}`]),
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
      const rows = (await base({ ...itemColumns, total: matchingCount() })
        .where(where)
        .orderBy(...orderOf(query))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)) as (QualityControlListItem & { total: number })[];
      const page = await withPageTotal(rows, query.page, () =>
        totalOf(base({ total: count() }).where(where)),
      );
      return { data: page.rows, total: page.total };
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
        completedByName: sql<string | null>`${completer.firstName} || ' ' || ${completer.lastName}`,
        customerConfirmedByName: sql<string | null>`${confirmer.firstName} || ' ' || ${confirmer.lastName}`,
        customerConfirmedAt: qualityControls.customerConfirmedAt,
        requestId: sql<
          number | null
        >`(select ${qualityControlRequests.id} from ${qualityControlRequests} where ${qualityControlRequests.controlId} = ${qualityControls.id})`,
        recheckRequestId: sql<
          number | null
        >`(select max(${qualityControlRequests.id}) from ${qualityControlRequests} where ${qualityControlRequests.recheckOfControlId} = ${qualityControls.id})`,
      })
        .innerJoin(qualityRules, eq(qualityRules.id, qualityControls.ruleId))
        .leftJoin(completer, eq(completer.id, qualityControls.completedByUserId))
        .leftJoin(confirmer, eq(confirmer.id, qualityControls.customerConfirmedByUserId))
        .where(and(eq(qualityControls.id, controlId), visibleSitesCondition(scope)))
        .limit(1)) as (QualityControlListItem & {
        ruleId: number;
        seed: number;
        lotSize: number;
        notes: string | null;
        completedAt: Date | null;
        ruleValidFrom: string;
        ruleJobOrderId: string;
        completedByName: string | null;
        customerConfirmedByName: string | null;
        customerConfirmedAt: Date | null;
        requestId: number | null;
        recheckRequestId: number | null;
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

    /** A site's job order, customer and dates, for staff starting a control; null when unknown. */
    async findSite(siteCode: string) {
      const [site] = await db
        .select({
          siteCode: sites.code,
          jobOrderId: sites.jobOrderId,
          customerCode: jobOrders.customerCode,
          dateFrom: sites.dateFrom,
          dateTo: sites.dateTo,
        })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(eq(sites.code, siteCode))
        .limit(1);
      return site ?? null;
    },

    /** The version of a job order's rule in force on a day: the latest begun on or before it. */
    async findRuleInForce(jobOrderId: string, day: string) {
      const [rule] = await db
        .select({ id: qualityRules.id })
        .from(qualityRules)
        .where(and(eq(qualityRules.jobOrderId, jobOrderId), lte(qualityRules.validFrom, day)))
        .orderBy(desc(qualityRules.validFrom))
        .limit(1);
      return rule?.id ?? null;
    },

    /** The lot: the site's rooms open on a day, each with its area category of that day. */
    async findOpenRooms(siteCode: string, day: string) {
      /** The room's row of room_states on `day`: the latest begun on or before it. */
      const onDay = (column: typeof roomStates.state | typeof roomStates.areaCategoryId) =>
        sql`(select ${column} from ${roomStates} where ${roomStates.roomId} = ${rooms.id} and ${roomStates.effectiveFrom} <= ${day} order by ${roomStates.effectiveFrom} desc limit 1)`;
      return db
        .select({
          id: rooms.id,
          identifier: rooms.identifier,
          areaCategoryId: sql<number>`${onDay(roomStates.areaCategoryId)}`.mapWith(Number),
        })
        .from(rooms)
        .where(and(eq(rooms.siteCode, siteCode), sql`${onDay(roomStates.state)} = 'open'`));
    },

    /**
     * Stores a control in progress with its drawn rooms and, for a joint control, links the scheduled
     * request it carries out; returns its id, or null when that request was no longer scheduled and free.
     */
    async insert(
      control: Omit<typeof qualityControls.$inferInsert, 'id' | 'state'>,
      drawn: readonly { roomId: number; areaCategoryId: number }[],
      requestId?: number,
    ): Promise<number | null> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(qualityControls)
            .values(control)
            .returning({ id: qualityControls.id });
          const controlId = row!.id;
          if (requestId !== undefined) {
            const linked = await tx
              .update(qualityControlRequests)
              .set({ controlId })
              .where(
                and(
                  eq(qualityControlRequests.id, requestId),
                  eq(qualityControlRequests.siteCode, control.siteCode),
                  eq(qualityControlRequests.state, 'scheduled'),
                  isNull(qualityControlRequests.controlId),
                ),
              )
              .returning({ id: qualityControlRequests.id });
            if (linked.length === 0) tx.rollback();
          }
          await tx
            .insert(qualityControlRooms)
            .values(drawn.map((room, index) => ({ controlId, ...room, position: index + 1 })));
          return controlId;
        });
      } catch (err) {
        if (err instanceof TransactionRollbackError) return null;
        throw err;
      }
    },

    /** Records votes (a null vote deletes the element's), all or none. */
    async recordVotes(
      controlId: number,
      userId: string,
      votes: readonly { roomId: number; elementCode: string; vote: number | null; note: string | null }[],
    ) {
      await db.transaction(async (tx) => {
        for (const entry of votes) {
          const key = and(
            eq(qualityControlItems.controlId, controlId),
            eq(qualityControlItems.roomId, entry.roomId),
            eq(qualityControlItems.elementCode, entry.elementCode),
          );
          if (entry.vote === null) {
            await tx.delete(qualityControlItems).where(key);
            continue;
          }
          const values = {
            vote: entry.vote,
            note: entry.note,
            recordedByUserId: userId,
            recordedAt: new Date(),
          };
          await tx
            .insert(qualityControlItems)
            .values({ controlId, roomId: entry.roomId, elementCode: entry.elementCode, ...values })
            .onConflictDoUpdate({
              target: [
                qualityControlItems.controlId,
                qualityControlItems.roomId,
                qualityControlItems.elementCode,
              ],
              set: values,
            });
        }
      });
    },

    /** Completes a control in progress with its score: when, or null when it was completed meanwhile. */
    async complete(
      controlId: number,
      score: { scoreThousandths: number; compliant: boolean },
      completedByUserId: string,
    ) {
      const [updated] = await db
        .update(qualityControls)
        .set({ state: 'completed', completedAt: new Date(), completedByUserId, ...score })
        .where(and(eq(qualityControls.id, controlId), eq(qualityControls.state, 'in_progress')))
        .returning({ completedAt: qualityControls.completedAt });
      return updated?.completedAt ?? null;
    },

    /** The customer confirms a completed joint control's result: when, or null when it cannot be. */
    async confirm(controlId: number, userId: string) {
      const [updated] = await db
        .update(qualityControls)
        .set({ customerConfirmedByUserId: userId, customerConfirmedAt: new Date() })
        .where(
          and(
            eq(qualityControls.id, controlId),
            eq(qualityControls.kind, 'joint'),
            eq(qualityControls.state, 'completed'),
            isNull(qualityControls.customerConfirmedAt),
          ),
        )
        .returning({ at: qualityControls.customerConfirmedAt });
      return updated?.at ?? null;
    },

    /**
     * Whom a site's controls concern: its customer's enabled users with sub-role quality controls who see
     * it (their ATI's job orders; their own sites when limited to some), the site published.
     */
    async findSiteFollowers(siteCode: string) {
      const readers = await findSiteReaders(db, [siteCode], CustomerSubRole.qualityControls);
      return readers.map(({ siteCode: _site, ...user }) => user);
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
