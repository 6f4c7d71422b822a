import { Center, Loader, SimpleGrid } from '@mantine/core';
import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import { yieldToBrowser } from '../../../lib/yield-to-browser.ts';

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
 * Widgets drawn per step once their data is there. Drawing a dozen cards at once held a phone for one
 * long task (Lighthouse, mobile: 120 ms, most of the dashboard's blocking time); three at a time, each
 * step a task of its own, the phone answers a tap between them.
 */
const widgetsPerStep = 3;

/**
 * The dashboard's widgets appear once every one of their queries has answered (each still shows its own
 * error): one widget filling in above another would push it down the screen while the user reads or
 * taps it. They are then drawn in reading order a few at a time, each step below or beside the ones
 * before, so nothing already on screen moves.
 */
export function SettledGrid({ queries, label, children, below }: SettledGridProps) {
  const answered = useQueries({
    queries,
    combine: (results) => results.every((result) => !result.isPending),
  });
  const widgets = Children.toArray(children);
  const [drawn, setDrawn] = useState(0);
  const total = answered ? widgets.length : 0;

  useEffect(() => {
    if (drawn >= total) return;
    let cancelled = false;
    void yieldToBrowser().then(() => {
      // A background render, which yields to the browser every few milliseconds as it draws.
      if (!cancelled) startTransition(() => setDrawn((count) => Math.min(total, count + widgetsPerStep)));
    });
    return () => {
      cancelled = true;
    };
  }, [drawn, total]);

  if (!answered || drawn === 0) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={`Caricamento: ${label}`} />
      </Center>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {widgets.slice(0, drawn)}
      </SimpleGrid>
      {drawn >= widgets.length && below}
    </>
  );
}
