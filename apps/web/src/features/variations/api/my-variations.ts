import { myVariationsContract } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const myVariationsQueryOptions = queryOptions({
  queryKey: ['variations', 'mine'],
  queryFn: ({ signal }) => callApi(myVariationsContract, { signal }),
});

export function useMyVariations() {
  return useSuspenseQuery(myVariationsQueryOptions);
}
