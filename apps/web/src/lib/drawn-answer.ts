import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type CSSProperties } from 'react';

/**
 * A query's answer as it is drawn. An answer that arrives is a deferred value: React draws it in slices,
 * yielding to the browser between them, instead of in one task that blocks a phone's processor while a
 * page of components is made (TanStack Query's answers reach React through an external store, which it
 * renders in one go). Until it is drawn, the loader or the previous answer stays, `stale` like an answer
 * kept while the next one loads (`placeholderData: keepPreviousData`).
 */
export function useDrawnAnswer<T>(query: UseQueryResult<T>): { answer: T | undefined; stale: boolean } {
  const answer = useDeferredValue(query.data);
  return { answer, stale: query.isPlaceholderData || answer !== query.data };
}

/** How a stale answer shows: dimmed, until the fresh one is drawn over it. */
export function staleStyle(stale: boolean): CSSProperties {
  return { opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' };
}
