/** My account's "My cart": how many lines, the total, and the way to the cart. */
import { Link } from 'react-router';
import { formatSgd } from '../../../shared/money.js';
import { paths } from '../../../shared/paths.js';
import { useCart } from './get-cart.js';

export function MyCart() {
  const { data: cart, isPending, isError } = useCart();
  if (isPending) return <p role="status">Loading your cart…</p>;
  if (isError || !cart) return <p className="acc-alert" role="alert">We couldn't load your cart. Please refresh the page.</p>;
  const lines = cart.item_count;
  return (
    <div className="account-cart">
      <p className="acc-text">
        {lines === 0 ? 'Your cart is empty.' : `Your cart has ${lines} ${lines === 1 ? 'line' : 'lines'}, ${formatSgd(cart.total_cents)} in total.`}
      </p>
      <Link to={paths.cart} className="button button-secondary">
        View cart ({lines})
      </Link>
    </div>
  );
}
