/**
 * The compare tray, loaded only once there is something to compare (the compare cookie and ct_
 * keys, now or after the shopper's first Compare): most visits never download it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { COMPARE_CHANGE_EVENT, compareStore } from '../compare-store.js';
import type { CompareTrayProps } from './CompareTray.js';

const CompareTray = lazy(() => import('./CompareTray.js').then((m) => ({ default: m.CompareTray })));

export function LazyCompareTray(props: CompareTrayProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const check = () => {
      if (compareStore().isTrayActive()) setWanted(true);
    };
    check();
    window.addEventListener(COMPARE_CHANGE_EVENT, check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener(COMPARE_CHANGE_EVENT, check);
      window.removeEventListener('storage', check);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <CompareTray {...props} />
    </Suspense>
  ) : null;
}
