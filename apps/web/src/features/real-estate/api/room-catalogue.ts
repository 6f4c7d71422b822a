import { roomCatalogueContract } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { realEstateQueryKey } from './query-keys.ts';

/** The area categories and cleaning frequencies (the flat table's filters), which rarely change. */
export const useRoomCatalogue = () =>
  useQuery({
    queryKey: [...realEstateQueryKey, 'catalogue'],
    queryFn: ({ signal }) => callApi(roomCatalogueContract, { signal }),
    staleTime: 10 * 60_000,
  });
