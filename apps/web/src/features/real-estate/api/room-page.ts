import { roomPageContract } from '@portale/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { realEstateQueryKey } from './query-keys.ts';

/** A room on the day with its whole history (asked once the address names a room). */
export const useRoomPage = (roomId: number | undefined, date: string) =>
  useQuery({
    queryKey: [...realEstateQueryKey, 'room', roomId, date],
    queryFn: ({ signal }) =>
      callApi(roomPageContract, { params: { roomId: roomId ?? 0 }, query: { date }, signal }),
    enabled: roomId !== undefined,
    placeholderData: keepPreviousData,
  });
