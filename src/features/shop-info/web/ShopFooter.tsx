/**
 * The footer of every page: the shop's products, help and policy pages, and its contact details,
 * UEN and GST registration (SHOP_* settings). The contact block keeps its height while the
 * details load, so nothing below the fold jumps.
 */
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.js';
import { gstSentence } from '../shop-settings.js';
import { telHref, useShopInfo } from './get-shop-info.js';
import './ShopFooter.css';
import { formatSgPhone } from '../../../shared/phone.js';

export function ShopFooter({ cutoffPromise }: { /** The cut-off in shipping's words (shipping/delivery-story.ts), passed in by the layout. */ cutoffPromise: string }) {
  const { data: info } = useShopInfo();
  return (
    <footer className="shop-footer">
      <div className="footer-grid">
        <nav aria-labelledby="footer-products" className="footer-column">
          <h2 id="footer-products">Products</h2>
          <ul>
            <li><Link to={paths.stickers}>Stickers</Link></li>
            <li><Link to={paths.rollStickers}>Roll stickers</Link></li>
            <li><Link to={paths.family('business-cards')}>Business cards</Link></li>
            <li><Link to={paths.family('badges')}>Badges</Link></li>
            <li><Link to={paths.family('magnets')}>Magnets</Link></li>
            <li><Link to={paths.family('hang-tags')}>Hang tags</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-help" className="footer-column">
          <h2 id="footer-help">Help</h2>
          <ul>
            <li><Link to={paths.faq}>FAQ</Link></li>
            <li><Link to={paths.shippingReturns}>Shipping &amp; returns</Link></li>
            <li><Link to={paths.contact}>Contact us</Link></li>
            <li><Link to={paths.terms}>Terms of sale</Link></li>
            <li><Link to={paths.privacy}>Privacy policy</Link></li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact" className="footer-column footer-contact">
          <h2 id="footer-contact">Talk to us</h2>
          {info ? (
            <address>
              <span>{info.address}</span>
              <a href={telHref(info.phone)}>{formatSgPhone(info.phone)}</a>
              <a href={`mailto:${info.email}`}>{info.email}</a>
              <span>{info.hours}</span>
            </address>
          ) : (
            <p className="footer-contact-pending">
              <Link to={paths.contact}>Our address, phone and hours</Link>
            </p>
          )}
        </section>
      </div>
      <div className="footer-legal">
        <p>Free shipping Singapore wide on most products · Free PDF proof before we print · {cutoffPromise}</p>
        <p className="footer-company">
          {info
            ? `© ${new Date().getFullYear()} ${info.name} · UEN ${info.uen}${info.gst_registration_no ? ` · GST Reg. No. ${info.gst_registration_no}` : ''} · ${gstSentence(info)}`
            : '\u00a0'}
        </p>
      </div>
    </footer>
  );
}
