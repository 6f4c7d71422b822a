import { useState } from 'react';

/**
 * For a dialog that opens as soon as it is mounted (Mantine returns focus only for one opened later):
 * gives a function that focuses again the element that had the focus before, if it is still on the page.
 */
export function useReturnFocus(): () => void {
  const [previous] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return () => {
    if (previous?.isConnected) previous.focus({ preventScroll: true });
  };
}
