import { Skeleton } from '@mantine/core';
import { IconMap } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { LazySitesMap } from '../../../lib/sites-map/lazy-sites-map.tsx';
import { mapSitesQueryOptions } from '../api/map-sites.ts';
import { WidgetCard } from './widget-card.tsx';

const mapHeight = 360;

/**
 * The user's sites on a map, pins coloured by status with the legend in words (sub-role site). The
 * sites and Leaflet load only once the card comes near the screen: the first screen does without them.
 */
export function SitesMapWidget() {
  const [near, setNear] = useState(false);
  // Watches the card until it first comes within 200 px of the screen (React 19 ref cleanup).
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: '200px' },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near],
  );
  const query = useQuery({ ...mapSitesQueryOptions, enabled: near });
  const sites = query.data?.data;
  return (
    <div ref={ref}>
      <WidgetCard
        title="Mappa delle ubicazioni"
        icon={IconMap}
        state={{ isPending: near && query.isPending, isError: query.isError }}
      >
        {sites ? (
          <LazySitesMap
            sites={sites}
            label="Mappa delle tue ubicazioni"
            height={mapHeight}
            linkToDetail
            withLegend
          />
        ) : (
          <Skeleton h={mapHeight} radius="md" aria-hidden />
        )}
      </WidgetCard>
    </div>
  );
}
