import { Alert, Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What LoadError needs of the query that failed: TanStack Query's own fields. */
export type RetryableQuery = { refetch: () => unknown; isFetching: boolean };

type LoadErrorProps = {
  /** What did not load, named as the page names it: «Segnalazioni non caricate». */
  title: string;
  /** The query that failed: «Riprova» asks it again. */
  query: RetryableQuery;
  /** Why, and what to do, in Italian. */
  children: ReactNode;
};

/**
 * The alert of a page, tab or list whose data did not load: what failed as its title, why under it,
 * and «Riprova», which asks again without reloading the page (what was typed in filters stays).
 */
export function LoadError({ title, query, children }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {children}
      <Button
        display="block"
        mt="sm"
        size="xs"
        // A red outline reads under 4.5:1 on the alert's red background: the neutral button reads.
        variant="default"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      >
        Riprova
      </Button>
    </Alert>
  );
}
