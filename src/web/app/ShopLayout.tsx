import { Link, Outlet } from 'react-router';
import { HeaderAccount } from '../../features/account/web/HeaderAccount.js';
import { useCartCount } from '../../features/cart/web/get-cart.js';
import { usePageMeta } from '../../features/seo/web/use-page-meta.js';
import { ShopFooter } from '../../features/shop-info/web/ShopFooter.js';
import { CUTOFF_SHORT_TEXT } from '../../features/shipping/delivery-story.js';
import { paths } from '../../shared/paths.js';
import { usePageScroll } from '../lib/page-scroll.js';
import { HydrateLater, usePagePart } from '../components/HydrateLater.js';

export function ShopLayout() {
  usePageMeta();
  usePageScroll();
  // Marks the page as live (<html data-hydrated>) once React runs it and every part it hydrates
  // later (hydrated from the server's HTML, or rendered): until then a server-rendered page can be
  // read but not used. Browser tests wait for it.
  usePagePart();
  return (
    <div className="shop">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shop-header">
        <Link to={paths.home} className="brand">
          <span className="brand-mark" aria-hidden="true">
            P
          </span>
          Print Shop <span className="brand-sg">Singapore</span>
        </Link>
        <nav aria-label="Main">
          <ul className="main-nav">
            <li><Link to={paths.stickersMenu}>Stickers</Link></li>
            <li><Link to={paths.family('business-cards')}>Business Cards</Link></li>
            <li><Link to={paths.family('badges')}>Badges</Link></li>
            <li><Link to={paths.family('magnets')}>Magnets</Link></li>
            <li><Link to={paths.family('hang-tags')}>Hang Tags</Link></li>
            <li>
              <CartLink />
            </li>
          </ul>
        </nav>
        <HydrateLater>
          <HeaderAccount />
        </HydrateLater>
      </header>
      <main id="main" className="shop-main">
        <Outlet />
      </main>
      <HydrateLater>
        <ShopFooter cutoffPromise={CUTOFF_SHORT_TEXT} />
      </HydrateLater>
    </div>
  );
}

/** "Cart (2)": the number of lines, read from the cart query every page shares. */
function CartLink() {
  const count = useCartCount();
  return (
    <Link to={paths.cart} className="cart-link">
      Cart{count > 0 ? ` (${count})` : ''}
    </Link>
  );
}
