import type { RouteContract } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { downloadApiFile } from './api-files.ts';

/**
 * An image the API serves only with the bearer token, which an `<img src>` cannot send: downloaded as a
 * file and shown through an object URL, released when the image is no longer shown. Null while it loads,
 * when `params` is null (no image) or when it cannot be loaded.
 */
export function useApiImageUrl(
  contract: RouteContract,
  params: Record<string, string> | null,
): string | null {
  const image = useQuery({
    queryKey: ['api-image', contract.path, params],
    queryFn: ({ signal }) => downloadApiFile(contract, { params: params ?? {}, signal }),
    enabled: params !== null,
    // An image id names one upload: its bytes never change.
    staleTime: Infinity,
  });
  const blob = image.data?.blob;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
