/**
 * How the cart's parcel ships (Standard or Express), in the order summary: choosing one saves it
 * on the server (PUT /api/cart/shipping-method), and the totals and dispatch date follow.
 */
import { useState } from 'react';
import { formatSgd } from '../../../shared/money.js';
import { ShippingMethodPicker } from '../../shipping/web/ShippingMethodPicker.js';
import type { Cart } from '../cart.schemas.js';
import { useChooseShippingMethod } from './choose-shipping-method.js';

export function ShippingChoice({ cart }: { cart: Cart }) {
  const choose = useChooseShippingMethod();
  // The picked method shows at once (a controlled radio would otherwise flick back until the request starts).
  const [picked, setPicked] = useState<string | null>(null);
  if (cart.shipping_options.length < 2) return null;
  const chosen = picked ?? cart.shipping_method;
  return (
    <ShippingMethodPicker
      options={cart.shipping_options.map((option) => ({
        method: option.method,
        feeText: option.free ? 'Free' : formatSgd(option.fee_cents),
        dispatchDateText: option.dispatch_date_text,
        deliveryDateText: option.delivery_date_text,
      }))}
      value={chosen}
      onChange={(method) => {
        setPicked(method);
        choose.mutate(method, { onSettled: () => setPicked(null) });
      }}
      disabled={choose.isPending}
      busy={choose.isPending}
      error={choose.isError ? choose.error.message : null}
    />
  );
}
