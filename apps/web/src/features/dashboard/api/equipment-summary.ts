import type { equipmentSummaryContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const equipmentSummaryEndpoint: LazyContract<typeof equipmentSummaryContract> = {
  method: 'GET',
  path: '/site-equipments/summary',
  load: () =>
    import('./equipment-summary-contract.ts').then((contracts) => contracts.equipmentSummaryContract),
};

/**
 * The equipment within reach by state, and the problems reported from the labels in the last 30 days
 * (GET /site-equipments/summary). Under the area's key, so that a change of equipment reads it again.
 */
export const equipmentSummaryQueryOptions = queryOptions({
  queryKey: ['site-equipments', 'dashboard'],
  queryFn: ({ signal }) => callApi(equipmentSummaryEndpoint, { signal }),
});

export const useEquipmentSummary = () => useQuery(equipmentSummaryQueryOptions);
