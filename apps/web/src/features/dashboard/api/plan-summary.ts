import { addDays, romeToday, type planContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const planEndpoint: LazyContract<typeof planContract> = {
  method: 'GET',
  path: '/planning/occurrences',
  load: () => import('./plan-summary-contract.ts').then((contracts) => contracts.planContract),
};

/** How far back the card looks for work not done: the last week. */
export const missedLookBackDays = 7;

/**
 * The plan from a week ago to tomorrow, in one call (GET /planning/occurrences): the card reads today's
 * and tomorrow's work from it, and what was missed or left unrecorded in the last week.
 */
export const planSummaryQueryOptions = queryOptions({
  queryKey: ['planning', 'dashboard'],
  queryFn: ({ signal }) =>
    callApi(planEndpoint, {
      query: { from: addDays(romeToday(), -missedLookBackDays), days: missedLookBackDays + 2 },
      signal,
    }),
});

export const usePlanSummary = () => useQuery(planSummaryQueryOptions);
