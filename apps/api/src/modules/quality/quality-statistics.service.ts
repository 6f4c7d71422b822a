import {
  addDays,
  allows,
  qualityAccess,
  type QualityStatistics,
  type QualityStatisticsQuery,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf } from '../tenancy/index.ts';
import type { QualityStatisticsRepository } from './quality-statistics.repository.ts';

/** The longest period the statistics cover in one call: three years, a day more for a leap year. */
const longestPeriodDays = 3 * 366;

/** The quality statistics of the sites the caller sees: sub-role quality stats, or staff with survey. */
export function createQualityStatisticsService(repository: QualityStatisticsRepository) {
  return {
    async statistics(auth: AuthContext, query: QualityStatisticsQuery): Promise<QualityStatistics> {
      if (!allows(qualityAccess.rules.statistics, auth)) throw new AppError('FORBIDDEN');
      if (query.from > query.to || addDays(query.from, longestPeriodDays) < query.to)
        throw new AppError('QUALITY_PERIOD_NOT_VALID');
      return repository.statistics(siteScopeOf(auth), query);
    },
  };
}
