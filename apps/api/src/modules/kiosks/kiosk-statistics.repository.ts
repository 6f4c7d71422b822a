import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { jobOrders, kiosks, kioskVotes, roomStates, sites, type Database } from '@portale/db';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

/** The filters as the service settled them: a period of days in Italy, both ends included. */
export type KioskStatisticsFilter = {
  from: string;
  to: string;
  siteCode?: string | undefined;
  jobOrderId?: string | undefined;
};

/** The index of the votes grouped: (mean − 1) / 3 × 100, rounded half up (kioskIndexOfMean). */
const indexOfVotes = sql<number>`round((avg(${kioskVotes.vote}) - 1) * 100 / 3)::int`;
const votes = sql<number>`count(*)::int`;
const inRome = sql`(${kioskVotes.votedAt} at time zone 'Europe/Rome')`;

/**
 * The kiosks' statistics, each figure one grouped query over the votes of the period within the caller's
 * reach (the votes carry their site, joined to the site and its job order for the reach and the filters).
 * Days and hours are Italy's.
 */
export function createKioskStatisticsRepository(db: Database) {
  const within = (scope: SiteScope, filter: KioskStatisticsFilter): SQL | undefined =>
    and(
      visibleSitesCondition(scope),
      sql`${kioskVotes.votedAt} >= (${filter.from}::date)::timestamp at time zone 'Europe/Rome'`,
      sql`${kioskVotes.votedAt} < ((${filter.to}::date + 1)::timestamp at time zone 'Europe/Rome')`,
      filter.siteCode === undefined ? undefined : eq(kioskVotes.siteCode, filter.siteCode),
      filter.jobOrderId === undefined ? undefined : eq(sites.jobOrderId, filter.jobOrderId),
    );

  const votesOf = <T extends Record<string, unknown>>(columns: T) =>
    db
      .select(columns as never)
      .from(kioskVotes)
      .innerJoin(sites, eq(sites.code, kioskVotes.siteCode))
      .innerJoin(jobOrders, joinJobOrder)
      .$dynamic();

  return {
    async statistics(scope: SiteScope, filter: KioskStatisticsFilter, priorVotes: number) {
      const where = within(scope, filter);
      const day = sql<string>`to_char(${inRome}, 'YYYY-MM-DD')`;
      const weekday = sql<number>`extract(isodow from ${inRome})::int`;
      const hour = sql<number>`extract(hour from ${inRome})::int`;
      const roomName = sql<
        string | null
      >`(select ${roomStates.name} from ${roomStates} where ${roomStates.roomId} = ${kiosks.roomId} order by ${roomStates.effectiveFrom} desc limit 1)`;
      // Shrinkage toward the mean of every vote of the result: (Σ votes + m × global mean) / (n + m).
      const globalMean = sql`(sum(sum(${kioskVotes.vote})) over () / sum(count(*)) over ())`;
      const rankingIndex = sql<number>`round(((sum(${kioskVotes.vote}) + ${priorVotes} * ${globalMean}) / (count(*) + ${priorVotes}) - 1) * 100 / 3)::int`;
      const [byVote, days, hours, byKiosk, bySite] = await Promise.all([
        votesOf({ vote: kioskVotes.vote, votes })
          .where(where)
          .groupBy(kioskVotes.vote)
          .orderBy(asc(kioskVotes.vote)),
        votesOf({ day, votes, index: indexOfVotes }).where(where).groupBy(day).orderBy(day),
        votesOf({ weekday, hour, votes, index: indexOfVotes })
          .where(where)
          .groupBy(weekday, hour)
          .orderBy(weekday, hour),
        votesOf({
          kioskId: kiosks.id,
          kioskName: kiosks.name,
          roomName,
          siteCode: sites.code,
          siteName: sites.name,
          votes,
          index: indexOfVotes,
        })
          .innerJoin(kiosks, eq(kiosks.id, kioskVotes.kioskId))
          .where(where)
          .groupBy(kiosks.id, kiosks.name, kiosks.roomId, sites.code, sites.name)
          .orderBy(asc(sites.name), asc(kiosks.name)),
        votesOf({ siteCode: sites.code, siteName: sites.name, votes, index: indexOfVotes, rankingIndex })
          .where(where)
          .groupBy(sites.code, sites.name)
          .orderBy(
            sql`((sum(${kioskVotes.vote}) + ${priorVotes} * ${globalMean}) / (count(*) + ${priorVotes})) desc`,
            asc(sites.name),
          ),
      ]);
      return {
        byVote: byVote as { vote: number; votes: number }[],
        days: days as { day: string; votes: number; index: number }[],
        hours: hours as { weekday: number; hour: number; votes: number; index: number }[],
        kiosks: byKiosk as {
          kioskId: number;
          kioskName: string;
          roomName: string | null;
          siteCode: string;
          siteName: string;
          votes: number;
          index: number;
        }[],
        sites: bySite as {
          siteCode: string;
          siteName: string;
          votes: number;
          index: number;
          rankingIndex: number;
        }[],
      };
    },

    /** Each site's votes and index since a moment, the lowest index first, with its latest vote. */
    async siteIndex(scope: SiteScope, since: Date) {
      const rows = await votesOf({
        siteCode: sites.code,
        siteName: sites.name,
        votes,
        index: indexOfVotes,
        lastVoteAt: sql<Date>`max(${kioskVotes.votedAt})`.mapWith(kioskVotes.votedAt),
      })
        .where(and(visibleSitesCondition(scope), sql`${kioskVotes.votedAt} >= ${since.toISOString()}`))
        .groupBy(sites.code, sites.name)
        .orderBy(indexOfVotes, asc(sites.name));
      return (
        rows as { siteCode: string; siteName: string; votes: number; index: number; lastVoteAt: Date }[]
      ).map((row) => ({ ...row, lastVoteAt: row.lastVoteAt.toISOString() }));
    },
  };
}

export type KioskStatisticsRepository = ReturnType<typeof createKioskStatisticsRepository>;
