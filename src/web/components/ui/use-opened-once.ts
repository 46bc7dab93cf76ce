import { useState } from 'react';

/**
 * True from the first render where `open` is true, and for good after: a dialog loaded on
 * demand stays mounted once opened, so it can animate closed and return focus.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's documented pattern): no extra commit with a stale value.
  if (open && !opened) setOpened(true);
  return opened || open;
}
