import classes from './skip-link.module.css';

/** The class of the element the skip link leads to (the page's frame, focusable by script only). */
export const skipLinkTarget = classes.content;

/**
 * «Vai al contenuto»: the first Tab of a signed-in page offers to jump over the top bar and the menu
 * to the page. It moves the focus itself: a `#` address would become a navigation of the router.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      className={classes.skipLink}
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      Vai al contenuto
    </a>
  );
}
