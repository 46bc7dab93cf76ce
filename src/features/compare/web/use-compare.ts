/**
 * The page's side of the compare tray: `addToCompare` saves the current configuration (spec §4:
 * duplicates skipped) and leaves a short message for a polite live region (`<CompareAnnouncer/>`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartQuoteData } from '../../cart/cart.schemas.js';
import type { PricingData } from '../../pricing/pricing.schemas.js';
import { COMPARE_FULL_MESSAGE, compareStore, type AddResult, type CompareInput } from '../compare-store.js';

export const COMPARE_MESSAGES: Record<AddResult, string> = {
  added: 'Added to compare',
  duplicate: 'Already in compare',
  full: COMPARE_FULL_MESSAGE,
  unavailable: "Compare isn't available: this browser is blocking session storage.",
};

/** How long the message stays before it is cleared. */
export const COMPARE_MESSAGE_MS = 5000;

export interface CompareMessage {
  text: string;
  result: AddResult;
  /** Changes with every press, so the same text is announced again. */
  id: number;
}

export function useCompare(): {
  addToCompare(item: CompareInput): AddResult;
  /** The latest message, or null once it has been cleared. */
  message: CompareMessage | null;
} {
  const [message, setMessage] = useState<CompareMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const addToCompare = useCallback((item: CompareInput): AddResult => {
    const { result } = compareStore().add(item);
    setMessage((previous) => ({ text: COMPARE_MESSAGES[result], result, id: (previous?.id ?? 0) + 1 }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), COMPARE_MESSAGE_MS);
    return result;
  }, []);

  return { addToCompare, message };
}

/**
 * Builds what `addToCompare` takes from what the page holds: the product's display name, the
 * settled pricing parameters (configurator-state `pricingParams`) and pricing/v2's single
 * pricing. Returns null when there is no price to compare (no single pricing, or no product or
 * cutting chosen).
 */
export function compareInputFrom(
  product: string,
  params: Record<string, string | number | undefined>,
  single: Pick<NonNullable<PricingData['single_pricing']>, 'summary' | 'total_price' | 'quantity'> | null | undefined,
  pageUrl?: string,
): CompareInput | null {
  const { product_id: productId, cutting_id: cuttingId } = params;
  if (!single || productId === undefined || cuttingId === undefined) return null;
  const defined = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const quoteData: CartQuoteData = { ...defined, product_id: productId, cutting_id: cuttingId, quantity: String(single.quantity), cost: single.total_price };
  return { product, details: single.summary, price: single.total_price, quoteData, pageUrl };
}
