/**
 * Parts of a server-rendered page that React hydrates on their own (issue 24). Hydrating a whole
 * product page at once is one long task on a phone, and a shopper's tap waits for all of it. Each
 * part wrapped here is a Suspense boundary: React leaves its server HTML in place, hydrates the
 * page around it first, then each part at low priority in small slices, and at once the part a
 * shopper touches (React replays the tap after hydrating it). In a page the browser renders
 * itself, a part is rendered as usual (nothing in it waits for anything).
 *
 * The page is live (`<html data-hydrated>`) once it and every part have hydrated. A part registers
 * from an effect of its own (outside its boundary), which runs when the page around it commits,
 * before its boundary hydrates, and signs off from an effect inside its boundary. Effects run
 * children first, so a part's own parts register before it signs off, and the count never reaches
 * zero early; a render React throws away runs no effect, so nothing is counted twice. Browser
 * tests wait for the mark.
 */
import { Suspense, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';

/** Parts mounted but not yet hydrated, and those hydrated, by React's id for each. */
const waiting = new Set<string>();
const hydrated = new Set<string>();
let live = false;
const liveListeners = new Set<() => void>();

function registerPart(id: string): () => void {
  // In a page the browser renders itself, a part's inside commits with it, and its effect (a child's) runs first.
  if (!live && !hydrated.has(id)) waiting.add(id);
  // A part gone before it hydrated (the shopper left the page) is waited for no longer. (Only a
  // hydrated part makes the page live: StrictMode's rehearsed unmount passes through here too.)
  return () => waiting.delete(id);
}

function partHydrated(id: string): void {
  hydrated.add(id);
  waiting.delete(id);
  if (!live && waiting.size === 0) {
    live = true;
    document.documentElement.dataset.hydrated = 'true';
    for (const listener of liveListeners) listener();
  }
}

const subscribeToLive = (listener: () => void): (() => void) => {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
};

/**
 * True once the page is live (every part hydrated). Something that changes the page around it on
 * its own, like a dialog opening as the page loads (Radix hides the rest of the page from screen
 * readers by marking it), waits for this: before it, it would change HTML React has still to
 * hydrate, and React would find the server's HTML different from its own.
 */
export function usePageLive(): boolean {
  return useSyncExternalStore(subscribeToLive, () => live, () => false);
}

/** Counts the page itself (ShopLayout) as a part: the page is live when it and every part are. */
export function usePagePart(): void {
  const id = useId();
  // The page's own effect runs after those of the parts inside it have registered.
  useEffect(() => partHydrated(id), [id]);
}

function Hydrated({ id }: { id: string }) {
  useEffect(() => partHydrated(id), [id]);
  return null;
}

/** A part of the page hydrated on its own, after the rest (see the module's comment). */
export function HydrateLater({ children }: { children: ReactNode }) {
  const id = useId();
  useEffect(() => registerPart(id), [id]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated id={id} />
    </Suspense>
  );
}
