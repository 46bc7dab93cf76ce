/**
 * The cart view that opens after adding to cart (spec §4), available on every page: a side
 * dialog on desktop, a bottom sheet on phones. Its open state lives here so any page can open it.
 * The dialog and its GET /api/cart load the first time it opens (CartViewDialog.tsx): a closed
 * cart costs a page no JavaScript and no request.
 */
import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../../../web/components/ui/use-opened-once.js';

const CartViewDialog = lazy(() => import('./CartViewDialog.js').then((m) => ({ default: m.CartViewDialog })));

interface CartViewControls {
  /** Opens the cart view, with a note from the shop (e.g. a merged line's new price). */
  openCartView(note?: string): void;
}

const CartViewContext = createContext<CartViewControls>({ openCartView: () => undefined });

export const useCartView = () => useContext(CartViewContext);

export function CartViewProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<string | undefined>();
  const opened = useOpenedOnce(open);
  const controls = useMemo(
    () => ({
      openCartView: (text?: string) => {
        setNote(text);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <CartViewContext.Provider value={controls}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <CartViewDialog open={open} onOpenChange={setOpen} note={note} />
        </Suspense>
      )}
    </CartViewContext.Provider>
  );
}
