import { roomListContract, roomTreeContract } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { realEstateQueryKey } from './query-keys.ts';

export const roomTreeQueryOptions = (siteCode: string, date: string) =>
  queryOptions({
    queryKey: [...realEstateQueryKey, 'tree', siteCode, date],
    queryFn: ({ signal }) => callApi(roomTreeContract, { params: { siteCode }, query: { date }, signal }),
  });

/**
 * A site's buildings and floors with their counts and areas on the day (asked once a site is known);
 * the previous site or day stays on screen while the next one loads.
 */
export const useRoomTree = (siteCode: string | undefined, date: string) =>
  useQuery({
    ...roomTreeQueryOptions(siteCode ?? '', date),
    enabled: Boolean(siteCode),
    placeholderData: keepPreviousData,
  });

/** Rooms of a floor the tree lists at once; a larger floor links to the flat table for the rest. */
export const floorRoomsShown = 200;

/**
 * The rooms of one floor on the day, asked when the floor is opened in the tree: the flat table's call
 * filtered by the floor, whose rows carry the state in words (closed or suspended), which the floor's
 * own call (SPEC.md's Room fields) tells only as open or not.
 */
export const useFloorRooms = (siteCode: string, floorId: number, date: string) =>
  useQuery({
    queryKey: [...realEstateQueryKey, 'floor', siteCode, floorId, date],
    queryFn: ({ signal }) =>
      callApi(roomListContract, {
        params: { siteCode },
        query: { date, floorId, sortBy: 'identifier', pageSize: floorRoomsShown },
        signal,
      }),
  });
