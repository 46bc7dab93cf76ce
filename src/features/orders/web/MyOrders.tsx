/** "My orders" in /account: the member's orders (GET /api/user/orders), newest first, each linking to its page, with Reorder. */
import { Link } from 'react-router';
import { formatSgd } from '../../../shared/money.js';
import { paths } from '../../../shared/paths.js';
import { formatSgDate } from '../../account/web/format-date.js';
import { messageOf } from '../../account/web/use-account-form.js';
import { useMyOrders } from './order-api.js';
import { useReorder } from './use-reorder.js';

export function MyOrders({ email }: { email: string }) {
  const { data, isPending, isError, error } = useMyOrders(email);
  const reorder = useReorder();
  if (isPending) return <p role="status">Loading your orders…</p>;
  if (isError) return <p className="acc-alert" role="alert">{messageOf(error, "We couldn't load your orders. Please refresh the page.")}</p>;
  if (data.length === 0) return <p className="acc-text">No orders yet. Check out from your cart to place one.</p>;
  return (
    <div className="account-table-wrap">
      {reorder.isError && (
        <p className="acc-alert" role="alert">
          {messageOf(reorder.error, "We couldn't add this order to your cart. Please try again.")}
        </p>
      )}
      <table className="account-table">
        <caption className="visually-hidden">Your orders</caption>
        <thead>
          <tr>
            <th scope="col">Order No.</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col" className="account-num">
              Total
            </th>
            <th scope="col">
              <span className="visually-hidden">Reorder</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((order) => (
            <tr key={order.order_no}>
              <td>
                <Link to={paths.order(order.order_no)}>{order.order_no}</Link>
              </td>
              <td className="account-nowrap">{formatSgDate(order.placed_at)}</td>
              <td>{order.status_label}</td>
              <td className="account-num">{formatSgd(order.total_cents)}</td>
              <td>
                <button type="button" className="button button-secondary" disabled={reorder.isPending} aria-label={`Reorder ${order.order_no}`} onClick={() => reorder.mutate(order.order_no)}>
                  Reorder
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
