/**
 * On the order page, for the order's owner: the order confirmation (PDF), the tax invoice (PDF)
 * once the order is paid ("Invoice" when the shop is not GST-registered), and Reorder. A looked-up
 * order (another browser, by number and email) gets none of them: those calls are the owner's
 * only, and only the owner's answer carries the QR code's URL.
 */
import { useShopInfo } from '../../shop-info/web/get-shop-info.js';
import { messageOf } from '../../account/web/use-account-form.js';
import type { Order } from '../orders.schemas.js';
import { useReorder } from './use-reorder.js';
import './order-documents.css';

export function OrderDocuments({ order }: { order: Order }) {
  const reorder = useReorder();
  const { data: shop } = useShopInfo();
  if (order.payment.qr_svg_url === null) return null;
  const pdf = (name: string) => `/pdf/orders/${encodeURIComponent(order.order_no)}/${name}`;
  return (
    <div className="order-documents">
      <a href={pdf('confirmation')} target="_blank" rel="noopener">
        Order confirmation (PDF)
      </a>
      {order.payment.paid_at && (
        <a href={pdf('invoice')} target="_blank" rel="noopener">
          {shop?.gst_registration_no === null ? 'Invoice (PDF)' : 'Tax invoice (PDF)'}
        </a>
      )}
      <button type="button" className="button button-secondary" disabled={reorder.isPending} aria-busy={reorder.isPending || undefined} onClick={() => reorder.mutate(order.order_no)}>
        {reorder.isPending ? 'Adding to cart…' : 'Reorder'}
      </button>
      {reorder.isError && (
        <p className="acc-alert" role="alert">
          {messageOf(reorder.error, "We couldn't add this order to your cart. Please try again.")}
        </p>
      )}
    </div>
  );
}
