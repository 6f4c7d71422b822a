import { useIntersection } from '@mantine/hooks';
import { useState } from 'react';

/** Half a screen below the fold: what a flick of the thumb brings in is already being fetched. */
const nearScreen = { rootMargin: '50% 0px' };

/**
 * Whether an element has come on screen, or near it, once: for work that only an element in sight
 * needs (a photo to download). `ref` goes on the element while it has not been seen.
 */
export function useSeenOnScreen() {
  const { ref, entry } = useIntersection(nearScreen);
  const [seen, setSeen] = useState(false);
  if (!seen && entry?.isIntersecting) setSeen(true);
  return { ref: seen ? undefined : ref, seen };
}
