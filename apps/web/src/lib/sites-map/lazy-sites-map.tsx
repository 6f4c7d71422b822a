import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SitesMapProps } from './sites-map.tsx';

/** Leaflet and its styles load only when a map is shown, in their own chunk. */
const SitesMap = lazy(() => import('./sites-map.tsx').then((module) => ({ default: module.SitesMap })));

export function LazySitesMap(props: SitesMapProps) {
  return (
    <Suspense
      fallback={<Skeleton h={props.height} radius="md" role="status" aria-label="Caricamento della mappa" />}
    >
      <SitesMap {...props} />
    </Suspense>
  );
}
