import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Moves focus to an element after React has drawn the change that asked for it (a message after a
 * save, a heading after a step): a form that disappears in the same update can't take focus with
 * it to the page body afterwards.
 */
export function useFocusAfterRender<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) ref.current?.focus();
  }, [request]);
  return [ref, () => setRequest((n) => n + 1)];
}
