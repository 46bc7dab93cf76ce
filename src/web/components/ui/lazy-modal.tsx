/**
 * A dialog loaded the first time it opens: a page that never opens it loads none of its code
 * (the first-visit JavaScript budget). Once opened it stays mounted, so it animates closed and
 * returns focus. LazyModal and LazyDrawer, the account's Lazy*.tsx modules and the info topics' dialog are made with this.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useOpenedOnce } from './use-opened-once.js';

export function lazyModal<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Component = lazy(async () => ({ default: await load() }));
  return function LazyLoaded(props: P) {
    const opened = useOpenedOnce(props.open);
    return opened ? (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    ) : null;
  };
}
