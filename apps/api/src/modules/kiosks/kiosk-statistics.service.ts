import {
  allows,
  kioskRankingPriorVotes,
  kiosksAccess,
  romeCalendarDay,
  type KioskSiteIndex,
  type KioskStatistics,
  type KioskStatisticsQuery,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf } from '../tenancy/index.ts';
import type { KioskStatisticsRepository } from './kiosk-statistics.repository.ts';

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const maxDay = (a: string, b: string) => (a > b ? a : b);

/**
 * The kiosks' statistics of the sites the caller sees (sub-role kiosks, or staff with survey): by
 * default the 90 days up to today in Italy; a period ending before it starts holds no vote.
 */
export function createKioskStatisticsService(repository: KioskStatisticsRepository, now: () => Date) {
  const check = (auth: AuthContext) => {
    if (!allows(kiosksAccess.rules.statistics, auth)) throw new AppError('FORBIDDEN');
  };
  return {
    async statistics(auth: AuthContext, query: KioskStatisticsQuery): Promise<KioskStatistics> {
      check(auth);
      const to = query.to ?? romeCalendarDay(now());
      // The earliest calendar day any date of the API takes (the answer names it).
      const from = query.from ?? maxDay(dayBefore(to, 89), '1900-01-01');
      const figures = await repository.statistics(
        siteScopeOf(auth),
        { from, to, siteCode: query.siteCode, jobOrderId: query.jobOrderId },
        kioskRankingPriorVotes,
      );
      const votes = figures.byVote.reduce((sum, row) => sum + row.votes, 0);
      const points = figures.byVote.reduce((sum, row) => sum + row.vote * row.votes, 0);
      return {
        from,
        to,
        total: {
          votes,
          // (mean − 1) / 3 × 100 = 100 (points − votes) / (3 votes), rounded half up in whole numbers as SQL does.
          index: votes === 0 ? null : Math.floor((200 * (points - votes) + 3 * votes) / (6 * votes)),
          badVotes: figures.byVote.filter((row) => row.vote <= 2).reduce((sum, row) => sum + row.votes, 0),
          byVote: [1, 2, 3, 4].map((vote) => ({
            vote,
            votes: figures.byVote.find((row) => row.vote === vote)?.votes ?? 0,
          })),
        },
        days: figures.days,
        hours: figures.hours,
        kiosks: figures.kiosks,
        sites: figures.sites,
        priorVotes: kioskRankingPriorVotes,
      };
    },

    async siteIndex(auth: AuthContext): Promise<KioskSiteIndex> {
      check(auth);
      const to = romeCalendarDay(now());
      const since = new Date(now().getTime() - 30 * 86_400_000);
      return { from: dayBefore(to, 30), to, sites: await repository.siteIndex(siteScopeOf(auth), since) };
    },
  };
}
