/**
 * The desk's Settings page (/staff/settings, issue 19), composed of each feature's sections: the
 * calendar, free shipping and shipping methods (shipping), and coupons (promotions). Each section
 * loads and saves on its own; a change takes effect at once on every server. More sections (price
 * grids, product content, reviews) join the list below. Anyone who is not staff is told the page is
 * for staff (the API answers them 404).
 */
import { notForYou, StaffOnlyNotice } from '../components/staff/staff-page.js';
import { StaffDeskNav } from '../../features/staff/web/StaffDeskNav.js';
import { StaffShippingSettings } from '../../features/shipping/web/StaffShippingSettings.js';
import { useStaffShippingSettings } from '../../features/shipping/web/staff-settings-api.js';
import { StaffCoupons } from '../../features/promotions/web/StaffCoupons.js';
import { StaffPrices } from '../../features/pricing/web/StaffPrices.js';
import { StaffProductContent } from '../../features/catalogue/web/StaffProductContent.js';
import '../../features/staff/web/staff-pages.css';
import '../../features/orders/web/staff-orders.css';

export function StaffSettingsPage() {
  const shipping = useStaffShippingSettings();
  if (shipping.isError && notForYou(shipping.error)) return <StaffOnlyNotice title="Settings" what="shop's settings" />;
  return (
    <section className="staff-page" aria-labelledby="staff-title">
      <StaffDeskNav />
      <h1 id="staff-title">Settings</h1>
      <p className="staff-muted">Each change applies at once, on every server, and is written to the audit log.</p>
      <StaffShippingSettings />
      <StaffCoupons />
      <StaffPrices />
      <StaffProductContent />
    </section>
  );
}
