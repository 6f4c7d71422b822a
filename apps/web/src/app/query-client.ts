import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

const maxRetries = 2;

/** Retries only what may pass on its own: no answer at all, or a server error. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError) || failureCount >= maxRetries) return false;
  return error.status >= 500 || error.body.code === 'NETWORK_ERROR';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
