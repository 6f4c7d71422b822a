import {
  allows,
  firstDayMonthsBefore,
  qualityAccess,
  romeCalendarDay,
  yearOfMonthsBefore,
  type QualityStatistics,
  type QualityStatisticsQuery,
  type QualityTrend,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf } from '../tenancy/index.ts';
import type { QualityStatisticsRepository } from './quality-statistics.repository.ts';

/** The quality statistics of the sites the caller sees: sub-role quality stats, or staff with survey. */
export function createQualityStatisticsService(repository: QualityStatisticsRepository, now: () => Date) {
  return {
    async statistics(auth: AuthContext, query: QualityStatisticsQuery): Promise<QualityStatistics> {
      if (!allows(qualityAccess.rules.statistics, auth)) throw new AppError('FORBIDDEN');
      const to = query.to ?? romeCalendarDay(now());
      const from = query.from ?? yearOfMonthsBefore(to);
      return repository.statistics(siteScopeOf(auth), { ...query, from, to });
    },

    /** The dashboard's card: the last six months (this one included) and the latest control. */
    async trend(auth: AuthContext): Promise<QualityTrend> {
      if (!allows(qualityAccess.rules.trend, auth)) throw new AppError('FORBIDDEN');
      const to = romeCalendarDay(now());
      const from = firstDayMonthsBefore(to, 5);
      return repository.trend(siteScopeOf(auth), { from, to });
    },
  };
}
