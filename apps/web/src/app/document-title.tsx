import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

const productName = 'Portale Clienti';

/** Read by screen readers, never seen: the first screen loads no UI component for it. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** «Segnalazioni · Portale Clienti»: the title of the deepest route that names its page. */
export function documentTitleOf(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} · ${productName}` : productName;
}

/**
 * Sets the browser tab's title from the route (`staticData.title`) and, after each navigation, says the
 * new page's name in a polite live region: a screen reader hears where a click on a link has led, as it
 * would with a page load.
 */
export function DocumentTitle() {
  const { pageTitle, pathname } = useRouterState({
    select: (state) => ({
      pageTitle: state.matches.findLast((match) => match.staticData.title)?.staticData.title,
      pathname: state.location.pathname,
    }),
    structuralSharing: true,
  });
  const liveRegion = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = documentTitleOf(pageTitle);
    // Written to the DOM, not through state: the region changes with each page, even to the same name.
    if (liveRegion.current) liveRegion.current.textContent = pageTitle ?? '';
  }, [pageTitle, pathname]);

  // A live region without the status role: pages keep `status` for their own messages.
  return <div ref={liveRegion} aria-live="polite" aria-atomic="true" style={visuallyHidden} />;
}
