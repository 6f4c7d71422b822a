import classes from './wrapping-labels.module.css';

/**
 * For a Badge's `classNames`: a label that never ends in «…» (Mantine cuts badges to one line); it
 * keeps its whole width and, when even that does not fit, wraps to a second line.
 */
export const wrappingBadge = { root: classes.root, label: classes.label };

/** For a Button's `classNames`: a long label wraps inside the button instead of running out of its card. */
export const wrappingButton = {
  root: classes.buttonRoot,
  inner: classes.buttonInner,
  label: classes.buttonLabel,
};
