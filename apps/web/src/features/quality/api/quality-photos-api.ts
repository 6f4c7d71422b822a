import {
  deleteQualityPhotoContract,
  qualityPhotoContract,
  uploadQualityPhotoContract,
} from '@portale/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { downloadApiFile, uploadApiFile } from '../../../lib/api-files.ts';
import { qualityControlQueryKey } from './quality-api.ts';

/**
 * A photo as an address the page can show (an object URL of its bytes), fetched once per photo: a photo
 * never changes. The few kilobytes of a control's photos stay in memory for the session.
 */
export function useQualityPhoto(controlId: number, photoId: string) {
  return useQuery({
    queryKey: [...qualityControlQueryKey(controlId), 'photo', photoId],
    queryFn: ({ signal }) =>
      downloadApiFile(qualityPhotoContract, { params: { controlId, photoId }, signal }).then((file) =>
        URL.createObjectURL(file.blob),
      ),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Staff add a photo of a room; the control is read again, with it. */
export function useAddQualityPhoto(controlId: number, roomId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadApiFile(uploadQualityPhotoContract, file, { params: { controlId, roomId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: qualityControlQueryKey(controlId), exact: true }),
  });
}

export function useRemoveQualityPhoto(controlId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => callApi(deleteQualityPhotoContract, { params: { controlId, photoId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: qualityControlQueryKey(controlId), exact: true }),
  });
}
