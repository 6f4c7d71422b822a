import { useCallback, useRef, useState } from 'react';

/**
 * The height of an element (border box), kept by a ResizeObserver. Unlike Mantine's `useElementSize`,
 * which stores a new object at every report, the state changes only when the height does: the
 * observer's first report, right after mounting, re-rendered the whole shell (menu included) in one
 * long task on a phone.
 */
export function useElementHeight<Element extends HTMLElement>() {
  const [height, setHeight] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setHeight(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
    });
    observer.current.observe(node);
  }, []);
  return { ref, height };
}
