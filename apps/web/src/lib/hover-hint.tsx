import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * A tooltip for devices with a pointer that hovers. On a touch screen a hover tooltip never shows,
 * and Mantine's tooltip costs the first screen of a phone a positioning engine to start: there the
 * control is drawn alone (its accessible name already says what the tooltip would).
 */
export function HoverHint(props: TooltipProps) {
  const canHover = useMediaQuery('(hover: hover)', true, { getInitialValueInEffect: false });
  return canHover ? <Tooltip {...props} /> : props.children;
}
