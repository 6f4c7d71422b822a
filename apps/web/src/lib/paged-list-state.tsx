import { Alert, Box, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { ListPagination } from './list-pagination.tsx';
import { LoadError } from './load-error.tsx';

type ListPage<T> = { data: T[]; total: number };

type PagedListStateProps<T> = {
  /** A page of the list as the API answers it. */
  list: UseQueryResult<ListPage<T>>;
  /** The words of this list: the loader's name, the error and empty titles, the empty text, the count. */
  labels: {
    loading: string;
    errorTitle: string;
    emptyTitle: string;
    empty: string;
    count: (total: number) => string;
  };
  errorMessage: (error: unknown) => string;
  pagination: { pageSize: number; page: number; onChange: (page: number) => void; compact: boolean };
  /** The rows of a page that has some (a table, or cards on a phone). */
  children: (rows: T[]) => ReactNode;
};

/**
 * A list's page as it is drawn. A page that arrives is a deferred value: React draws it in slices,
 * yielding to the browser between them, instead of in one task that blocks the phone's processor while
 * twenty cards of components are made (TanStack Query's answers reach React through an external store,
 * which it renders in one go). Until it is drawn, the loader or the previous page stays, `stale` (dimmed)
 * like a page kept while the next one loads.
 */
export function useDrawnPage<P>(list: UseQueryResult<P>): { page: P | undefined; stale: boolean } {
  const page = useDeferredValue(list.data);
  return { page, stale: list.isPlaceholderData || page !== list.data };
}

/**
 * The states of a list paged by the API: loading, failed, empty, or its rows with their count and the
 * pages; the rows dim while the next page loads over them (`useDrawnPage`).
 */
export function PagedListState<T>({
  list,
  labels,
  errorMessage,
  pagination,
  children,
}: PagedListStateProps<T>) {
  const { page, stale } = useDrawnPage(list);
  if (list.isError) {
    return (
      <LoadError title={labels.errorTitle} query={list}>
        {errorMessage(list.error)}
      </LoadError>
    );
  }
  if (page === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label={labels.loading} />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {labels.count(page.total)}
      </Text>
      {page.data.length === 0 ? (
        <Alert color="gray" variant="light" title={labels.emptyTitle}>
          {labels.empty}
        </Alert>
      ) : (
        <Box style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}>{children(page.data)}</Box>
      )}
      <ListPagination total={page.total} {...pagination} />
    </Stack>
  );
}
