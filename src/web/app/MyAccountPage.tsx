/**
 * /account as the shop composes it: the account feature's page with the sections other features
 * hand in, in the order the member reads them.
 */
import { AccountPage, type AccountSection } from '../../features/account/web/AccountPage.js';
import { MyCart } from '../../features/cart/web/MyCart.js';
import { MyOrders } from '../../features/orders/web/MyOrders.js';
import { MyQuotations } from '../../features/quotation/web/MyQuotations.js';
import { GuestQuoteRequests } from '../../features/quote-request/web/GuestQuoteRequests.js';
import { MyQuoteRequests } from '../../features/quote-request/web/MyQuoteRequests.js';

const SECTIONS: readonly AccountSection[] = [
  { id: 'orders', title: 'My orders', content: (member) => <MyOrders email={member.email} /> },
  { id: 'quotations', title: 'My quotations', content: (member) => <MyQuotations email={member.email} /> },
  { id: 'quote-requests', title: 'My quote requests', content: (member) => <MyQuoteRequests owner={member.email} /> },
  { id: 'cart', title: 'My cart', content: () => <MyCart /> },
];

export function MyAccountPage() {
  return <AccountPage sections={SECTIONS} signedOutExtra={<GuestQuoteRequests />} />;
}
