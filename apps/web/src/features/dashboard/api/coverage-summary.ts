import { addDays, romeToday, type coverageSummaryContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const coverageSummaryEndpoint: LazyContract<typeof coverageSummaryContract> = {
  method: 'GET',
  path: '/employees/coverage-summary',
  load: () => import('./coverage-summary-contract.ts').then((contracts) => contracts.coverageSummaryContract),
};

/**
 * Last week's and this week's planned and covered hours over every site, with their anomalies (GET
 * /employees/coverage-summary from a day of last week, two weeks).
 */
export const coverageSummaryQueryOptions = queryOptions({
  queryKey: ['employees', 'dashboard'],
  queryFn: ({ signal }) =>
    callApi(coverageSummaryEndpoint, { query: { from: addDays(romeToday(), -7), weeks: 2 }, signal }),
});

export const useCoverageSummary = () => useQuery(coverageSummaryQueryOptions);
