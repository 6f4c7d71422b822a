import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  customers,
  jobOrders,
  qualityControlRequests,
  qualityControls,
  sites,
  users,
  type Database,
} from '@portale/db';
import {
  BackOfficePermission,
  type QualityControlRequestListQuery,
  type QualityControlRequestState,
} from '@portale/shared';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

const requester = alias(users, 'requester');
const answerer = alias(users, 'answerer');
const canceller = alias(users, 'canceller');
const fullName = (person: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${person.firstName} || ' ' || ${person.lastName}`;

/**
 * The joint control requests' SQL. Every read is within the caller's reach (visibleSitesCondition on the
 * request's site); staff read every customer's. A state change names the states it may leave, so two
 * people acting at once cannot both move a request.
 */
export function createControlRequestsRepository(db: Database) {
  const columns = {
    id: qualityControlRequests.id,
    siteCode: qualityControlRequests.siteCode,
    siteName: sites.name,
    customerCode: qualityControlRequests.customerCode,
    customerName: customers.name,
    state: qualityControlRequests.state,
    proposedDates: qualityControlRequests.proposedDates,
    note: qualityControlRequests.note,
    requestedByUserId: qualityControlRequests.requestedByUserId,
    requestedByName: fullName(requester),
    requestedAt: qualityControlRequests.requestedAt,
    scheduledAt: qualityControlRequests.scheduledAt,
    answer: qualityControlRequests.answer,
    answeredByName: fullName(answerer),
    answeredAt: qualityControlRequests.answeredAt,
    cancelledByName: fullName(canceller),
    cancelledAt: qualityControlRequests.cancelledAt,
    controlId: qualityControls.id,
    controlState: qualityControls.state,
    controlCompliant: qualityControls.compliant,
    customerConfirmedAt: qualityControls.customerConfirmedAt,
    recheckOfControlId: qualityControlRequests.recheckOfControlId,
  };

  const base = <T extends Record<string, unknown>>(selection: T) =>
    db
      .select(selection as never)
      .from(qualityControlRequests)
      .innerJoin(sites, eq(sites.code, qualityControlRequests.siteCode))
      .innerJoin(jobOrders, joinJobOrder)
      .innerJoin(customers, eq(customers.code, qualityControlRequests.customerCode))
      .leftJoin(requester, eq(requester.id, qualityControlRequests.requestedByUserId))
      .leftJoin(answerer, eq(answerer.id, qualityControlRequests.answeredByUserId))
      .leftJoin(canceller, eq(canceller.id, qualityControlRequests.cancelledByUserId))
      .leftJoin(qualityControls, eq(qualityControls.id, qualityControlRequests.controlId))
      .$dynamic();

  const conditions = (scope: SiteScope, query: Partial<QualityControlRequestListQuery>): SQL | undefined =>
    and(
      visibleSitesCondition(scope),
      query.siteCode === undefined ? undefined : eq(qualityControlRequests.siteCode, query.siteCode),
      query.customerCode === undefined
        ? undefined
        : eq(qualityControlRequests.customerCode, query.customerCode),
      query.state === undefined ? undefined : eq(qualityControlRequests.state, query.state),
    );

  return {
    /** The newest first; those waiting for someone (requested, proposed) before the rest. */
    async list(scope: SiteScope, query: QualityControlRequestListQuery) {
      const where = conditions(scope, query);
      const [rows, [total]] = await Promise.all([
        base(columns)
          .where(where)
          .orderBy(
            sql`case when ${qualityControlRequests.state} in ('requested', 'proposed') then 0 else 1 end`,
            desc(qualityControlRequests.requestedAt),
            desc(qualityControlRequests.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        base({ total: count() }).where(where),
      ]);
      return {
        rows: rows as ControlRequestRecord[],
        total: Number((total as { total: number } | undefined)?.total ?? 0),
      };
    },

    /** A request within the scope's reach; null when out of reach. */
    async find(scope: SiteScope, requestId: number) {
      const [row] = (await base(columns)
        .where(and(eq(qualityControlRequests.id, requestId), visibleSitesCondition(scope)))
        .limit(1)) as ControlRequestRecord[];
      return row ?? null;
    },

    /** A site within the scope's reach, with its customer and dates; null when out of reach. */
    async findSite(scope: SiteScope, siteCode: string) {
      const [site] = await db
        .select({
          siteCode: sites.code,
          customerCode: jobOrders.customerCode,
          dateFrom: sites.dateFrom,
          dateTo: sites.dateTo,
        })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(and(eq(sites.code, siteCode), visibleSitesCondition(scope)))
        .limit(1);
      return site ?? null;
    },

    async insert(request: Omit<typeof qualityControlRequests.$inferInsert, 'id'>) {
      const [row] = await db
        .insert(qualityControlRequests)
        .values(request)
        .returning({ id: qualityControlRequests.id });
      return row!.id;
    },

    /** Moves a request from one of `from` (its control not started); false when it was no longer there. */
    async move(
      requestId: number,
      from: readonly QualityControlRequestState[],
      change: Partial<typeof qualityControlRequests.$inferInsert>,
    ) {
      const moved = await db
        .update(qualityControlRequests)
        .set(change)
        .where(
          and(
            eq(qualityControlRequests.id, requestId),
            inArray(qualityControlRequests.state, [...from]),
            isNull(qualityControlRequests.controlId),
          ),
        )
        .returning({ id: qualityControlRequests.id });
      return moved.length > 0;
    },

    /** Staff who answer requests (permission contradictory requests), to tell them of a customer's step. */
    async findAnswerers() {
      return db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          systemEmailsConsent: users.systemEmailsConsent,
        })
        .from(users)
        .where(
          and(
            eq(users.kind, 'staff'),
            eq(users.enabled, true),
            sql`${BackOfficePermission.contradictoryRequests} = any(${users.backOfficePermissions})`,
          ),
        );
    },

    /** A customer user who asked for a control, to tell them staff's answer; null when gone or disabled. */
    async findRequester(userId: string) {
      const [user] = await db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          systemEmailsConsent: users.systemEmailsConsent,
        })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.enabled, true)))
        .limit(1);
      return user ?? null;
    },
  };
}

export type ControlRequestsRepository = ReturnType<typeof createControlRequestsRepository>;
export type ControlRequestRecord = {
  id: number;
  siteCode: string;
  siteName: string;
  customerCode: string;
  customerName: string;
  state: QualityControlRequestState;
  proposedDates: string[];
  note: string | null;
  requestedByUserId: string | null;
  requestedByName: string | null;
  requestedAt: Date;
  scheduledAt: Date | null;
  answer: string | null;
  answeredByName: string | null;
  answeredAt: Date | null;
  cancelledByName: string | null;
  cancelledAt: Date | null;
  controlId: number | null;
  controlState: 'in_progress' | 'completed' | null;
  controlCompliant: boolean | null;
  customerConfirmedAt: Date | null;
  recheckOfControlId: number | null;
};
