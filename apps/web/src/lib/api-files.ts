import type { RouteContract } from '@portale/shared';
import { readContractResponse, requestApi, type ApiRequest } from './api-client.ts';
import { sendWithUploadProgress } from './upload-progress.ts';

/** Files take longer than other calls, above all on a phone's network: two minutes before giving up. */
export const fileTransferTimeoutMs = 120_000;

export type DownloadedFile = { blob: Blob; filename: string };

/**
 * The name a `Content-Disposition` header gives a file (`filename*=UTF-8''…` first, then
 * `filename="…"`), or the fallback.
 */
export function filenameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}

/**
 * Downloads a file from an endpoint (an export, an image) with the user's token, the API client's
 * error handling and a longer timeout; the name comes from the server's Content-Disposition.
 */
export function downloadApiFile(
  contract: RouteContract,
  request: Pick<ApiRequest, 'params' | 'query' | 'signal'> & { fallbackFilename?: string } = {},
): Promise<DownloadedFile> {
  const { fallbackFilename = 'download', ...rest } = request;
  return requestApi(
    contract,
    { ...rest, accept: '*/*', timeoutMs: fileTransferTimeoutMs },
    async (response) => ({
      blob: await response.blob(),
      filename: filenameFromContentDisposition(response.headers.get('Content-Disposition'), fallbackFilename),
    }),
  );
}

/** Hands a downloaded file to the browser, which saves it under its name. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file by now; give it time before letting the memory go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What an upload may add to its request: a report of how much of it has been sent, from 0 to 1. */
export type UploadRequest = Pick<ApiRequest, 'params' | 'query' | 'signal'> & {
  onProgress?: (fraction: number) => void;
};

/**
 * Sends a multipart form (files and fields) to an endpoint and returns its parsed JSON answer, with the
 * user's token, the API client's error handling and a longer timeout; with `onProgress`, the browser
 * tells how much of the form has been sent (lib/upload-progress.ts).
 */
export function uploadApiForm<C extends RouteContract>(
  contract: C,
  form: FormData,
  { onProgress, ...request }: UploadRequest = {},
) {
  return requestApi(
    contract,
    {
      ...request,
      body: form,
      timeoutMs: fileTransferTimeoutMs,
      send: onProgress && sendWithUploadProgress(onProgress),
    },
    readContractResponse(contract),
  );
}

/** Sends one file as multipart/form-data (field `file`), as uploadApiForm does. */
export function uploadApiFile<C extends RouteContract>(contract: C, file: File, request: UploadRequest = {}) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadApiForm(contract, form, request);
}
