import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  jobOrders,
  kioskAlertSettings,
  kioskAlerts,
  kiosks,
  kioskVotes,
  rooms,
  roomStates,
  sites,
  type Database,
} from '@portale/db';
import { kioskListLimit } from '@portale/shared';

/** The name of a room on its latest snapshot. */
const roomNameOf = (roomId: typeof kiosks.roomId | typeof rooms.id) =>
  sql<
    string | null
  >`(select ${roomStates.name} from ${roomStates} where ${roomStates.roomId} = ${roomId} order by ${roomStates.effectiveFrom} desc limit 1)`;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * The kiosks themselves: staff's list, installation, keys and alert settings, and what an upload needs
 * (the kiosk behind a key, the stored presses near the new ones, the insert).
 */
export function createKiosksRepository(db: Database) {
  const kioskColumns = {
    id: kiosks.id,
    siteCode: kiosks.siteCode,
    siteName: sites.name,
    roomId: kiosks.roomId,
    roomName: roomNameOf(kiosks.roomId),
    name: kiosks.name,
    keyPrefix: kiosks.keyPrefix,
    keyIssuedAt: kiosks.keyIssuedAt,
    createdAt: kiosks.createdAt,
    revokedAt: kiosks.revokedAt,
    lastSeenAt: kiosks.lastSeenAt,
    recentVotes:
      sql<number>`(select count(*) from ${kioskVotes} where ${kioskVotes.kioskId} = ${kiosks.id} and ${kioskVotes.votedAt} >= now() - interval '30 days')`.mapWith(
        Number,
      ),
  };
  type Row = {
    keyIssuedAt: Date;
    createdAt: Date;
    revokedAt: Date | null;
    lastSeenAt: Date | null;
  };
  const asKiosk = <R extends Row>(row: R) => ({
    ...row,
    keyIssuedAt: row.keyIssuedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    revokedAt: iso(row.revokedAt),
    lastSeenAt: iso(row.lastSeenAt),
  });

  const listKiosks = async (where: ReturnType<typeof eq> | undefined) => {
    const rows = await db
      .select(kioskColumns)
      .from(kiosks)
      .innerJoin(sites, eq(sites.code, kiosks.siteCode))
      .where(where)
      .orderBy(asc(sites.name), asc(kiosks.name), asc(kiosks.id))
      .limit(kioskListLimit);
    return rows.map(asKiosk);
  };

  return {
    listKiosks: (siteCode: string | undefined) =>
      listKiosks(siteCode === undefined ? undefined : eq(kiosks.siteCode, siteCode)),

    async findKiosk(kioskId: number) {
      const [row] = await listKiosks(eq(kiosks.id, kioskId));
      return row ?? null;
    },

    async findSite(siteCode: string) {
      const [row] = await db
        .select({ code: sites.code, name: sites.name, customerCode: jobOrders.customerCode })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(eq(sites.code, siteCode));
      return row ?? null;
    },

    async findRoomOptions(siteCode: string) {
      return db
        .select({
          roomId: rooms.id,
          identifier: rooms.identifier,
          name: sql<string>`coalesce(${roomNameOf(rooms.id)}, ${rooms.identifier})`,
        })
        .from(rooms)
        .where(eq(rooms.siteCode, siteCode))
        .orderBy(asc(rooms.identifier))
        .limit(2000);
    },

    async roomBelongsToSite(roomId: number, siteCode: string) {
      const [row] = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(eq(rooms.id, roomId), eq(rooms.siteCode, siteCode)));
      return row !== undefined;
    },

    async insertKiosk(kiosk: {
      siteCode: string;
      roomId: number | null;
      name: string;
      keyHash: string;
      keyPrefix: string;
      createdByUserId: string;
    }) {
      const [row] = await db.insert(kiosks).values(kiosk).returning({ id: kiosks.id });
      return row!.id;
    },

    /** A new key: the old digest is gone, and a revoked kiosk works again. */
    async replaceKey(kioskId: number, key: { keyHash: string; keyPrefix: string }) {
      const rows = await db
        .update(kiosks)
        .set({ ...key, keyIssuedAt: sql`now()`, revokedAt: null })
        .where(eq(kiosks.id, kioskId))
        .returning({ id: kiosks.id });
      return rows.length > 0;
    },

    async revoke(kioskId: number) {
      const rows = await db
        .update(kiosks)
        .set({ revokedAt: sql`coalesce(${kiosks.revokedAt}, now())` })
        .where(eq(kiosks.id, kioskId))
        .returning({ id: kiosks.id });
      return rows.length > 0;
    },

    /** The kiosk a key's digest opens, unless it is revoked; with its customer for the votes' copy. */
    async findKioskByKeyHash(keyHash: string) {
      const [row] = await db
        .select({ id: kiosks.id, siteCode: kiosks.siteCode, customerCode: jobOrders.customerCode })
        .from(kiosks)
        .innerJoin(sites, eq(sites.code, kiosks.siteCode))
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(and(eq(kiosks.keyHash, keyHash), isNull(kiosks.revokedAt)));
      return row ?? null;
    },

    /** Which of these device vote ids the kiosk already sent. */
    async findStoredDeviceVoteIds(kioskId: number, deviceVoteIds: string[]) {
      const rows = await db
        .select({ id: kioskVotes.deviceVoteId })
        .from(kioskVotes)
        .where(and(eq(kioskVotes.kioskId, kioskId), inArray(kioskVotes.deviceVoteId, deviceVoteIds)));
      return new Set(rows.map((row) => row.id));
    },

    /** The times of the kiosk's stored presses between two moments (the burst filter's neighbours). */
    async findStoredPressTimes(kioskId: number, from: Date, to: Date) {
      const rows = await db
        .select({ votedAt: kioskVotes.votedAt })
        .from(kioskVotes)
        .where(
          and(
            eq(kioskVotes.kioskId, kioskId),
            gte(kioskVotes.votedAt, from),
            sql`${kioskVotes.votedAt} <= ${to.toISOString()}`,
          ),
        )
        .orderBy(asc(kioskVotes.votedAt));
      return rows.map((row) => row.votedAt.getTime());
    },

    /**
     * Stores the votes, those already stored left out (two uploads at once), and marks the kiosk seen;
     * answers how many were stored.
     */
    async insertVotes(
      kiosk: { id: number; siteCode: string; customerCode: string },
      votes: { deviceVoteId: string; vote: number; votedAt: Date }[],
    ) {
      const inserted =
        votes.length === 0
          ? []
          : await db
              .insert(kioskVotes)
              .values(
                votes.map((vote) => ({
                  kioskId: kiosk.id,
                  siteCode: kiosk.siteCode,
                  customerCode: kiosk.customerCode,
                  ...vote,
                })),
              )
              .onConflictDoNothing({ target: [kioskVotes.kioskId, kioskVotes.deviceVoteId] })
              .returning({ id: kioskVotes.id });
      await db
        .update(kiosks)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(kiosks.id, kiosk.id));
      return inserted.length;
    },

    async findAlertSettings(siteCode: string) {
      const [row] = await db
        .select({
          thresholdPercent: kioskAlertSettings.thresholdPercent,
          windowMinutes: kioskAlertSettings.windowMinutes,
          minimumVotes: kioskAlertSettings.minimumVotes,
        })
        .from(kioskAlertSettings)
        .where(eq(kioskAlertSettings.siteCode, siteCode));
      return row ?? null;
    },

    async saveAlertSettings(
      siteCode: string,
      settings: { thresholdPercent: number; windowMinutes: number; minimumVotes: number },
      userId: string,
    ) {
      await db
        .insert(kioskAlertSettings)
        .values({ siteCode, ...settings, updatedByUserId: userId })
        .onConflictDoUpdate({
          target: kioskAlertSettings.siteCode,
          set: { ...settings, updatedByUserId: userId, updatedAt: sql`now()` },
        });
    },

    async findRecentAlerts(siteCode: string) {
      const rows = await db
        .select({
          windowStart: kioskAlerts.windowStart,
          windowEnd: kioskAlerts.windowEnd,
          votes: kioskAlerts.votes,
          badVotes: kioskAlerts.badVotes,
          sentAt: kioskAlerts.sentAt,
        })
        .from(kioskAlerts)
        .where(eq(kioskAlerts.siteCode, siteCode))
        .orderBy(desc(kioskAlerts.windowStart))
        .limit(10);
      return rows.map((row) => ({
        ...row,
        windowStart: row.windowStart.toISOString(),
        windowEnd: row.windowEnd.toISOString(),
        sentAt: row.sentAt.toISOString(),
      }));
    },
  };
}

export type KiosksRepository = ReturnType<typeof createKiosksRepository>;
