import { Center, Loader, SimpleGrid } from '@mantine/core';
import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';

type SettledGridProps = {
  /** The queries of the widgets in the grid: asked together, shown together. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the options of any query
  queries: readonly UseQueryOptions<any, any, any, any>[];
  label: string;
  children: ReactNode;
  /** Shown below the grid once it is there (the map, which would otherwise be pushed down by it). */
  below?: ReactNode;
};

/**
 * The dashboard's widgets appear together once every one of their queries has answered (each still
 * shows its own error): one widget filling in above another would push it down the screen while the
 * user reads or taps it.
 */
export function SettledGrid({ queries, label, children, below }: SettledGridProps) {
  const answered = useQueries({
    queries,
    combine: (results) => results.every((result) => !result.isPending),
  });
  // The widgets are drawn in a background render that yields to the browser every few milliseconds,
  // so a phone stays responsive to taps while the whole grid appears.
  const shown = useDeferredValue(answered, false);
  if (!shown) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={`Caricamento: ${label}`} />
      </Center>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {children}
      </SimpleGrid>
      {below}
    </>
  );
}
