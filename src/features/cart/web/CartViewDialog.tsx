/** The cart view's dialog (cart-view.tsx opens it): the visitor's cart lines, subtotal and shipping. */
import { Link } from 'react-router';
import { formatSgd } from '../../../shared/money.js';
import { Drawer } from '../../../web/components/ui/Drawer.js';
import { Modal } from '../../../web/components/ui/Modal.js';
import { useIsMobile } from '../../../web/components/ui/use-is-mobile.js';
import { formatQuantity } from '../../catalogue/quantity-rules.js';
import { splitSummary } from '../../pricing/summary-text.js';
import { useCart } from './get-cart.js';
import './cart-view.css';
import { paths } from '../../../shared/paths.js';

export function CartViewDialog({ open, onOpenChange, note }: { open: boolean; onOpenChange(open: boolean): void; note: string | undefined }) {
  const isMobile = useIsMobile();
  const { data: cart } = useCart();
  const body = (
    <div className="cart-view">
      {note && <p className="cart-view-note">{note}</p>}
      {!cart || cart.items.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <>
          <ul className="cart-view-lines">
            {cart.items.map((line) => (
              <li key={line.id} className="cart-view-line">
                <span className="cart-view-summary">
                  <strong>{line.product}</strong> {splitSummary(line.summary).details}
                </span>
                <span className="cart-view-figures">
                  {formatQuantity(line.quantity)} pcs · <strong>{formatSgd(line.total_price_cents)}</strong>
                </span>
              </li>
            ))}
          </ul>
          <p className="cart-view-subtotal">
            Subtotal <strong>{formatSgd(cart.sub_total_cents)}</strong>
          </p>
          <p className="cart-view-shipping">{cart.free_shipping ? 'Free shipping' : `Shipping ${formatSgd(cart.shipping_fee_cents)} · free from S$100.00`}</p>
        </>
      )}
      <div className="cart-view-actions">
        <Link className="button button-primary" to={paths.cart} onClick={() => onOpenChange(false)}>
          View cart
        </Link>
        <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
          Continue shopping
        </button>
      </div>
    </div>
  );
  return isMobile ? (
    <Drawer open={open} onOpenChange={onOpenChange} title="Added to your cart">
      {body}
    </Drawer>
  ) : (
    <Modal open={open} onOpenChange={onOpenChange} title="Added to your cart" size="md">
      {body}
    </Modal>
  );
}
