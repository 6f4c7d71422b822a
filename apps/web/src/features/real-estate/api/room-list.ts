import { roomListContract, roomListExportContract, type RoomListQueryInput } from '@portale/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { downloadApiFile, saveFile } from '../../../lib/api-files.ts';
import { realEstateQueryKey } from './query-keys.ts';

/** One page of a site's rooms as the filters keep them; the previous page stays while the next loads. */
export const useRoomList = (siteCode: string | undefined, query: RoomListQueryInput) =>
  useQuery({
    queryKey: [...realEstateQueryKey, 'list', siteCode, query],
    queryFn: ({ signal }) =>
      callApi(roomListContract, { params: { siteCode: siteCode ?? '' }, query, signal }),
    enabled: Boolean(siteCode),
    placeholderData: keepPreviousData,
  });

type RoomExport = { siteCode: string; query: Omit<RoomListQueryInput, 'page' | 'pageSize'> };

/** Downloads the filtered rooms as an Excel workbook and hands it to the browser. */
async function exportRooms({ siteCode, query }: RoomExport): Promise<void> {
  const file = await downloadApiFile(roomListExportContract, {
    params: { siteCode },
    query,
    fallbackFilename: `locali-${siteCode}-${query.date ?? 'oggi'}.xlsx`,
  });
  saveFile(file);
}

export const useExportRooms = () => useMutation({ mutationFn: exportRooms });
