import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** How long a page may take to draw its heading once the router has resolved it (data included). */
const headingWaitMs = 10_000;

/** The focus is on something of the page, or in a dialog: not left behind in the menu or the top bar. */
function placedByPage(focused: Element | null, contentId: string): boolean {
  if (focused === null || focused === document.body) return false;
  return focused.closest(`#${contentId}, [role="dialog"]`) !== null;
}

/**
 * After a navigation to another page, the focus goes to the new page's heading (its `h1` inside the
 * element `contentId`), as a page load puts a screen reader's user at the page's start and the next
 * Tab goes on from there, not from the menu link that was clicked or the bell whose panel closed. A
 * focus the page itself placed (on one of its fields, or in a dialog it opened) stays where it is.
 */
export function useFocusPageHeading(contentId: string) {
  const router = useRouter();

  useEffect(() => {
    let stopWaiting: () => void = () => undefined;
    // Whether the router has committed the navigation's page. Until then the old page stays on screen
    // (the router renders in a transition, which keeps it while the new page's code loads): its heading
    // must not be taken for the new one's, however long that takes on a busy machine.
    let rendered = false;
    const heading = () => document.getElementById(contentId)?.querySelector('h1') ?? null;

    const unsubscribeRendered = router.subscribe('onRendered', () => {
      rendered = true;
    });
    // The path of the page being waited for, while its heading is not drawn yet.
    let awaitedPath: string | null = null;
    // The path of the page on screen. The router gives the location a navigation leaves only once its
    // first page has resolved: a user who moves on while the first page still loads (a slow dashboard)
    // leaves the page this layout was drawn for.
    let shownPath = router.state.location.pathname;
    const unsubscribeNavigate = router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
      // A change of the address's search alone (a list's filter set as the page opens) is not another
      // page, nor is the same page asked again before it is drawn: the wait for it goes on, with the
      // heading it started from, or it would take the new page's heading, once drawn, for the old one's.
      const leaving = fromLocation?.pathname ?? shownPath;
      if (toLocation.pathname === leaving || toLocation.pathname === awaitedPath) return;
      shownPath = toLocation.pathname;
      stopWaiting();
      rendered = false;
      awaitedPath = toLocation.pathname;
      const previous = heading();
      const previousText = previous?.textContent;
      const startedAt = performance.now();
      let frame = 0;

      const look = () => {
        const now = performance.now();
        if (now - startedAt > headingWaitMs) {
          awaitedPath = null;
          return;
        }
        const candidate = heading();
        // A page of the same route (another site's detail) may keep its heading's element, and its text.
        const drawn =
          candidate !== null &&
          (candidate !== previous || candidate.textContent !== previousText || rendered);
        if (!drawn) {
          frame = requestAnimationFrame(look);
          return;
        }
        awaitedPath = null;
        if (placedByPage(document.activeElement, contentId)) return;
        if (!candidate.hasAttribute('tabindex')) candidate.tabIndex = -1;
        candidate.focus({ preventScroll: true });
      };
      frame = requestAnimationFrame(look);
      stopWaiting = () => {
        cancelAnimationFrame(frame);
        awaitedPath = null;
      };
    });

    return () => {
      stopWaiting();
      unsubscribeNavigate();
      unsubscribeRendered();
    };
  }, [router, contentId]);
}
