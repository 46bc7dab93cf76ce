import { useState } from 'react';

/**
 * A number that grows each time `open` turns true: key a dialog's content with it, and every
 * opening starts fresh while the closing one keeps its content through the close animation.
 * `onOpen` runs during that render (React's adjust-state-while-rendering pattern) to reset state.
 */
export function useOpenSession(open: boolean, onOpen?: () => void): number {
  // Starts closed: a dialog first rendered open (a lazy one) counts that as its first opening.
  const [state, setState] = useState({ open: false, session: 0 });
  if (open !== state.open) {
    setState({ open, session: open ? state.session + 1 : state.session });
    if (open) onOpen?.();
  }
  return state.session;
}
