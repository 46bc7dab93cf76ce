/** "My orders" in /account: the member's orders (GET /api/user/orders), newest first, each linking to its page. */
import { Link } from 'react-router';
import { formatSgd } from '../../../shared/money.js';
import { paths } from '../../../shared/paths.js';
import { formatSgDate } from '../../account/web/format-date.js';
import { messageOf } from '../../account/web/use-account-form.js';
import { useMyOrders } from './order-api.js';

export function MyOrders({ email }: { email: string }) {
  const { data, isPending, isError, error } = useMyOrders(email);
  if (isPending) return <p role="status">Loading your orders…</p>;
  if (isError) return <p className="acc-alert" role="alert">{messageOf(error, "We couldn't load your orders. Please refresh the page.")}</p>;
  if (data.length === 0) return <p className="acc-text">No orders yet. Check out from your cart to place one.</p>;
  return (
    <div className="account-table-wrap">
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
