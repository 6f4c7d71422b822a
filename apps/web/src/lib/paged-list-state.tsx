import { Alert, Box, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { staleStyle, useDrawnAnswer } from './drawn-answer.ts';
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
 * The states of a list paged by the API: loading, failed, empty, or its rows with their count and the
 * pages; the rows dim while the next page loads over them (`useDrawnAnswer`).
 */
export function PagedListState<T>({
  list,
  labels,
  errorMessage,
  pagination,
  children,
}: PagedListStateProps<T>) {
  const { answer: page, stale } = useDrawnAnswer(list);
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
        <Box style={staleStyle(stale)}>{children(page.data)}</Box>
      )}
      <ListPagination total={page.total} {...pagination} />
    </Stack>
  );
}
