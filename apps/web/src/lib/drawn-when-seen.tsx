import { useIntersection } from '@mantine/hooks';
import { Suspense, useState, type ReactNode } from 'react';

/** A quarter of its place on screen: a chart whose frame only peeks at the bottom of a phone waits. */
const enoughInSight = 0.25;

/**
 * A chart loaded and drawn once a quarter of its place is on screen, its place kept meanwhile by
 * `placeholder` (a box of the chart's height, also shown while its code loads; `ChartFrame` gives both).
 * Mantine's charts are recharts, which keeps its state in a store of its own: each of its
 * updates is a render React makes at once, not in slices, so a chart is drawn in one long task however
 * its data arrives (about 0.4 s on Lighthouse's phone for the kiosks' days, and as long on economics),
 * and its library is some 350 kB of script to read. Below a phone's first screen, the chart now costs
 * nothing until the user scrolls to it. `children` is the chart, a lazy component.
 */
export function DrawnWhenSeen({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const { ref, entry } = useIntersection({ threshold: enoughInSight });
  const [seen, setSeen] = useState(false);
  if (!seen && entry && entry.intersectionRatio >= enoughInSight) setSeen(true);
  if (!seen) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
