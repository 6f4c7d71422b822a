/** The statuses whose answer has no body (the Response constructor refuses one). */
const bodylessStatuses = new Set([101, 204, 205, 304]);

/** The answer's headers as XMLHttpRequest gives them, one `name: value` a line. */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for requestApi's `send` that reports how much of the body has been sent, from 0 to 1: fetch
 * cannot tell an upload's progress, XMLHttpRequest can. The answer comes back as a Response, so the API
 * client reads it and its errors as any other; aborting the signal aborts the upload.
 */
export function sendWithUploadProgress(onProgress: (fraction: number) => void) {
  return (url: string, init: RequestInit): Promise<Response> =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
      request.responseType = 'blob';
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        const body = bodylessStatuses.has(request.status) ? null : (request.response as Blob);
        resolve(
          new Response(body, {
            status: request.status,
            statusText: request.statusText,
            headers: headersOf(request.getAllResponseHeaders()),
          }),
        );
      };
      request.onerror = () => reject(new TypeError('Network request failed'));
      request.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      if (init.signal?.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      init.signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
