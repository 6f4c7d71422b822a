import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  areaCategories,
  cleaningFrequencies,
  customers,
  jobOrders,
  rooms,
  roomStates,
  siteServices,
  sites,
  users,
  variationRequestRooms,
  variationRequests,
  type Database,
} from '@portale/db';
import {
  pendingVariationStates,
  type StaffVariationListQuery,
  type VariationListItem,
  type VariationState,
} from '@portale/shared';
import { matchingCount, totalOf } from '../../plugins/page-total.repository.ts';
import { withPageTotal } from '../../plugins/page-total.ts';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** A request's fields as stored (cents and hundredths of m²). */
export type StoredVariation = {
  siteCode: string;
  customerCode: string;
  type: number;
  roomVariationType: number | null;
  serviceVariationType: number | null;
  siteServiceId: number | null;
  dateFrom: string;
  dateTo: string | null;
  newFeeCents: number | null;
  notes: string | null;
  rooms: {
    roomId: number;
    newAreaCentiSqm: number | null;
    newAreaCategoryId: number | null;
    newFrequencyCode: string | null;
  }[];
};

/** A room_states row as an accepted variation writes it. */
export type WrittenRoomState = {
  roomId: number;
  effectiveFrom: string;
  state: 'open' | 'closed' | 'suspended';
  name: string;
  areaCentiSqm: number;
  areaCategoryId: number;
  frequencyCode: string;
  variationId: number;
};

const requester = alias(users, 'requester');
const fullName = (user: typeof requester) =>
  sql<string | null>`nullif(trim(${user.firstName} || ' ' || ${user.lastName}), '')`;

/**
 * The requests' SQL. Every customer read is within the caller's reach (visibleSitesCondition on the
 * request's site, through its job order); staff read every customer's.
 */
export function createVariationsRepository(db: Database) {
  const roomCount =
    sql<number>`(select count(*) from ${variationRequestRooms} where ${variationRequestRooms.variationId} = ${variationRequests.id})`.mapWith(
      Number,
    );
  const itemColumns = {
    id: variationRequests.id,
    siteCode: variationRequests.siteCode,
    siteName: sites.name,
    customerCode: variationRequests.customerCode,
    customerName: customers.name,
    type: variationRequests.type,
    roomVariationType: variationRequests.roomVariationType,
    serviceVariationType: variationRequests.serviceVariationType,
    serviceName: siteServices.serviceName,
    roomCount,
    dateFrom: variationRequests.dateFrom,
    dateTo: variationRequests.dateTo,
    state: variationRequests.state,
    createdAt: variationRequests.createdAt,
    decidedAt: variationRequests.decidedAt,
    requestedByName: fullName(requester),
  };

  const base = <T extends Record<string, unknown>>(columns: T) =>
    db
      .select(columns as never)
      .from(variationRequests)
      .innerJoin(sites, eq(sites.code, variationRequests.siteCode))
      .innerJoin(jobOrders, joinJobOrder)
      .innerJoin(customers, eq(customers.code, variationRequests.customerCode))
      .leftJoin(siteServices, eq(siteServices.id, variationRequests.siteServiceId))
      .leftJoin(requester, eq(requester.id, variationRequests.requestedByUserId))
      .$dynamic();

  const toItem = (row: Record<string, unknown>): VariationListItem => {
    const item = row as Omit<VariationListItem, 'createdAt' | 'decidedAt'> & {
      createdAt: Date;
      decidedAt: Date | null;
    };
    return {
      ...item,
      createdAt: item.createdAt.toISOString(),
      decidedAt: item.decidedAt?.toISOString() ?? null,
    };
  };

  const conditions = (scope: SiteScope, query: Partial<StaffVariationListQuery>): SQL | undefined => {
    const words = query.query?.trim();
    const pattern = words ? `%${words.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : undefined;
    return and(
      visibleSitesCondition(scope),
      query.siteCode === undefined ? undefined : eq(variationRequests.siteCode, query.siteCode),
      query.customerCode === undefined ? undefined : eq(variationRequests.customerCode, query.customerCode),
      query.state === undefined ? undefined : eq(variationRequests.state, query.state),
      query.type === undefined ? undefined : eq(variationRequests.type, query.type),
      query.open === undefined
        ? undefined
        : query.open
          ? inArray(variationRequests.state, [...pendingVariationStates])
          : sql`${variationRequests.state} not in (1, 2)`,
      pattern === undefined
        ? undefined
        : or(
            ilike(sites.name, pattern),
            ilike(sites.code, pattern),
            ilike(customers.name, pattern),
            ilike(sql`coalesce(${variationRequests.notes}, '')`, pattern),
          ),
    );
  };

  const orderOf = (query: Pick<StaffVariationListQuery, 'sortBy' | 'sortDirection'>) => {
    const direction = query.sortDirection === 'asc' ? asc : desc;
    const column = {
      createdAt: variationRequests.createdAt,
      dateFrom: variationRequests.dateFrom,
      state: variationRequests.state,
      site: sites.name,
    }[query.sortBy];
    return [direction(column), direction(variationRequests.id)];
  };

  return {
    async list(scope: SiteScope, query: StaffVariationListQuery) {
      const where = conditions(scope, query);
      const rows = (await base({ ...itemColumns, total: matchingCount() })
        .where(where)
        .orderBy(...orderOf(query))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)) as (Record<string, unknown> & { total: number })[];
      const page = await withPageTotal(rows, query.page, () =>
        totalOf(base({ total: count() }).where(where)),
      );
      return { data: page.rows.map(toItem), total: page.total };
    },

    /** A request within the scope's reach, with what its page shows; null when out of reach. */
    async find(scope: SiteScope, variationId: number) {
      const [row] = (await base({
        ...itemColumns,
        siteServiceId: variationRequests.siteServiceId,
        newFeeCents: variationRequests.newFeeCents,
        notes: variationRequests.notes,
        decisionReason: variationRequests.decisionReason,
        requestedByUserId: variationRequests.requestedByUserId,
        handledByName: sql<
          string | null
        >`(select nullif(trim(h.first_name || ' ' || h.last_name), '') from ${users} h where h.id = ${variationRequests.handledByUserId})`,
      })
        .where(and(eq(variationRequests.id, variationId), visibleSitesCondition(scope)))
        .limit(1)) as Record<string, unknown>[];
      if (!row) return null;
      const detail = row as ReturnType<typeof toItem> & {
        siteServiceId: number | null;
        newFeeCents: number | null;
        notes: string | null;
        decisionReason: string | null;
        requestedByUserId: string | null;
        handledByName: string | null;
      };
      return { ...detail, ...toItem(row), rooms: await this.findRooms(variationId, detail.dateFrom) };
    },

    /** The rooms of a request, each with its identifier, its name on `day` and its new values' words. */
    async findRooms(variationId: number, day: string) {
      return db
        .select({
          roomId: variationRequestRooms.roomId,
          identifier: rooms.identifier,
          roomName: sql<string>`coalesce((select ${roomStates.name} from ${roomStates} where ${roomStates.roomId} = ${rooms.id} order by (${roomStates.effectiveFrom} <= ${day}) desc, ${roomStates.effectiveFrom} desc limit 1), ${rooms.identifier})`,
          newAreaCentiSqm: variationRequestRooms.newAreaCentiSqm,
          newAreaCategoryId: variationRequestRooms.newAreaCategoryId,
          newAreaCategoryName: areaCategories.name,
          newFrequencyCode: variationRequestRooms.newFrequencyCode,
          newFrequencyName: cleaningFrequencies.name,
        })
        .from(variationRequestRooms)
        .innerJoin(rooms, eq(rooms.id, variationRequestRooms.roomId))
        .leftJoin(areaCategories, eq(areaCategories.id, variationRequestRooms.newAreaCategoryId))
        .leftJoin(cleaningFrequencies, eq(cleaningFrequencies.code, variationRequestRooms.newFrequencyCode))
        .where(eq(variationRequestRooms.variationId, variationId))
        .orderBy(asc(rooms.identifier));
    },

    /** The site as a request needs it (its customer and dates), within the scope's reach. */
    async findSite(scope: SiteScope, siteCode: string) {
      const [site] = await db
        .select({
          siteCode: sites.code,
          siteName: sites.name,
          customerCode: jobOrders.customerCode,
          dateFrom: sites.dateFrom,
          dateTo: sites.dateTo,
        })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(and(eq(sites.code, siteCode), visibleSitesCondition(scope)));
      return site ?? null;
    },

    /** The sites within reach, by name, with their services: the form's pickers. */
    async findSiteOptions(scope: SiteScope) {
      const rows = await db
        .select({
          siteCode: sites.code,
          siteName: sites.name,
          dateFrom: sites.dateFrom,
          dateTo: sites.dateTo,
          siteServiceId: siteServices.id,
          serviceName: siteServices.serviceName,
          serviceFrom: siteServices.dateFrom,
          serviceTo: siteServices.dateTo,
        })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .leftJoin(siteServices, eq(siteServices.siteCode, sites.code))
        .where(visibleSitesCondition(scope))
        .orderBy(asc(sites.name), asc(sites.code), asc(siteServices.serviceName));
      return rows;
    },

    /** The site's services, for the rules. */
    async findServices(siteCode: string) {
      return db
        .select({
          siteServiceId: siteServices.id,
          dateFrom: siteServices.dateFrom,
          dateTo: siteServices.dateTo,
        })
        .from(siteServices)
        .where(eq(siteServices.siteCode, siteCode));
    },

    /** The rooms among `roomIds` with their site and identifier (the rules check the site). */
    async findRoomSites(roomIds: readonly number[]) {
      if (roomIds.length === 0) return [];
      return db
        .select({ roomId: rooms.id, siteCode: rooms.siteCode, identifier: rooms.identifier })
        .from(rooms)
        .where(inArray(rooms.id, [...roomIds]));
    },

    async insert(
      request: StoredVariation,
      authorship: { requestedByUserId: string; impersonatorUserId: string | null },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(variationRequests)
          .values({ ...fieldsOf(request), ...authorship })
          .returning({ id: variationRequests.id });
        const id = (row as { id: number }).id;
        await insertRooms(tx, id, request.rooms);
        return id;
      });
    },

    /** Rewrites a request while it is still sent; false when its state changed meanwhile. */
    async update(variationId: number, request: StoredVariation): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(variationRequests)
          .set({ ...fieldsOf(request), updatedAt: new Date() })
          .where(and(eq(variationRequests.id, variationId), eq(variationRequests.state, 1)))
          .returning({ id: variationRequests.id });
        if (changed.length === 0) return false;
        await tx.delete(variationRequestRooms).where(eq(variationRequestRooms.variationId, variationId));
        await insertRooms(tx, variationId, request.rooms);
        return true;
      });
    },

    async deleteSent(variationId: number): Promise<boolean> {
      const deleted = await db
        .delete(variationRequests)
        .where(and(eq(variationRequests.id, variationId), eq(variationRequests.state, 1)))
        .returning({ id: variationRequests.id });
      return deleted.length > 0;
    },

    /**
     * Moves a request from one of `from` to `to`, with the staff user and the reason; `write` runs in
     * the same transaction (an accepted room variation's rows). False when the state was not in `from`.
     */
    async transition(
      variationId: number,
      change: {
        from: readonly VariationState[];
        to: VariationState;
        handledByUserId: string;
        reason?: string | null;
        decided: boolean;
      },
      write?: (tx: Executor) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(variationRequests)
          .set({
            state: change.to,
            handledByUserId: change.handledByUserId,
            updatedAt: new Date(),
            ...(change.reason === undefined ? {} : { decisionReason: change.reason }),
            ...(change.decided ? { decidedAt: new Date() } : {}),
          })
          .where(
            and(eq(variationRequests.id, variationId), inArray(variationRequests.state, [...change.from])),
          )
          .returning({ id: variationRequests.id });
        if (moved.length === 0) return false;
        if (write) await write(tx);
        return true;
      });
    },

    /** Writes an accepted variation's rows into the rooms' histories (a row of the same day replaced). */
    async writeRoomStates(tx: Executor, rows: readonly WrittenRoomState[]): Promise<void> {
      if (rows.length === 0) return;
      await tx
        .insert(roomStates)
        .values(rows.map((row) => ({ ...row, importRunId: null })))
        .onConflictDoUpdate({
          target: [roomStates.roomId, roomStates.effectiveFrom],
          set: {
            state: sql`excluded.state`,
            name: sql`excluded.name`,
            areaCentiSqm: sql`excluded.area_centi_sqm`,
            areaCategoryId: sql`excluded.area_category_id`,
            frequencyCode: sql`excluded.frequency_code`,
            importRunId: null,
            variationId: sql`excluded.variation_id`,
          },
        });
    },

    /** Categories and frequencies by id and code, with their coefficients (a modification's preview). */
    async findCatalogueEntries(categoryIds: readonly number[], frequencyCodes: readonly string[]) {
      const [categories, frequencies] = await Promise.all([
        categoryIds.length === 0
          ? []
          : db
              .select()
              .from(areaCategories)
              .where(inArray(areaCategories.id, [...categoryIds])),
        frequencyCodes.length === 0
          ? []
          : db
              .select()
              .from(cleaningFrequencies)
              .where(inArray(cleaningFrequencies.code, [...frequencyCodes])),
      ]);
      return {
        categories: new Map(categories.map((category) => [category.id, category])),
        frequencies: new Map(frequencies.map((frequency) => [frequency.code, frequency])),
      };
    },

    /** The requester, to tell them of a decision (null once their account is gone or disabled). */
    async findRecipient(userId: string) {
      const [user] = await db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          systemEmailsConsent: users.systemEmailsConsent,
          enabled: users.enabled,
        })
        .from(users)
        .where(eq(users.id, userId));
      return user?.enabled ? user : null;
    },

    /** The latest decided request within reach. */
    async findLastDecided(scope: SiteScope) {
      const [row] = (await base(itemColumns)
        .where(and(visibleSitesCondition(scope), inArray(variationRequests.state, [3, 4])))
        .orderBy(desc(variationRequests.decidedAt), desc(variationRequests.id))
        .limit(1)) as Record<string, unknown>[];
      return row ? toItem(row) : null;
    },

    /** Counts by state within reach. */
    async countByState(scope: SiteScope) {
      const rows = await db
        .select({ state: variationRequests.state, total: count() })
        .from(variationRequests)
        .innerJoin(sites, eq(sites.code, variationRequests.siteCode))
        .innerJoin(jobOrders, joinJobOrder)
        .where(visibleSitesCondition(scope))
        .groupBy(variationRequests.state);
      return new Map(rows.map((row) => [row.state, Number(row.total)]));
    },
  };
}

const fieldsOf = (request: StoredVariation) => ({
  siteCode: request.siteCode,
  customerCode: request.customerCode,
  type: request.type,
  roomVariationType: request.roomVariationType,
  serviceVariationType: request.serviceVariationType,
  siteServiceId: request.siteServiceId,
  dateFrom: request.dateFrom,
  dateTo: request.dateTo,
  newFeeCents: request.newFeeCents,
  notes: request.notes,
});

async function insertRooms(tx: Executor, variationId: number, list: StoredVariation['rooms']) {
  if (list.length === 0) return;
  await tx.insert(variationRequestRooms).values(list.map((room) => ({ ...room, variationId })));
}

export type VariationsRepository = ReturnType<typeof createVariationsRepository>;
export type VariationRecord = NonNullable<Awaited<ReturnType<VariationsRepository['find']>>>;
