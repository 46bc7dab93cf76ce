/**
 * Services banner (configurator.md §2): a headline for the page's featured item, then what every
 * order of this product comes with: free shipping (arriving within printing + shipping business days), a free PDF proof,
 * and points for new members, with a link-button to the delivery estimate.
 */
import { useId } from 'react';
import { productDisplayName } from '../labels.js';
import './ServicesBanner.css';

export interface ServicesBannerProps {
  itemSlug: string;
  product: { id: number; name: string };
  /** When the order arrives, in shipping's words (e.g. "arrives within 9 business days of your approval and payment"); null while unknown. */
  arrival: string | null;
  /** "Free shipping Singapore wide", or, for a product whose shipping has a fee, when it becomes free. */
  shippingHeadline: string;
  onOpenShipping(): void;
}

/** Headline by featured item url slug; die-cut and kiss-cut share one. */
export const SERVICES_HEADLINES: Readonly<Record<string, string>> & { default: string } = {
  paper: 'Paper stickers with crisp colour, printed and delivered fast',
  vinyl: 'Waterproof vinyl stickers made to last, indoors and out',
  special: 'Foil, hologram, embossed and dome stickers that catch every eye',
  'die-cut': 'Stickers cut precisely to the shape of your design',
  'kiss-cut': 'Stickers cut precisely to the shape of your design',
  sheet: 'All your designs on one sheet, ready to peel and share',
  roll: 'Roll labels that keep up with your packing table',
  default: 'Custom printing made easy, delivered Singapore wide',
};

export const servicesHeadline = (itemSlug: string): string =>
  Object.hasOwn(SERVICES_HEADLINES, itemSlug) ? (SERVICES_HEADLINES[itemSlug] as string) : SERVICES_HEADLINES.default;

export function ServicesBanner({ itemSlug, product, arrival, shippingHeadline, onOpenShipping }: ServicesBannerProps) {
  const headingId = useId();
  return (
    <section className="services-banner" aria-labelledby={headingId}>
      <div className="services-banner__intro">
        <h2 id={headingId} className="services-banner__headline">
          {servicesHeadline(itemSlug)}
        </h2>
        <p className="services-banner__product">Included with your {productDisplayName(product)}:</p>
      </div>
      <ul className="services-banner__list">
        <li className="services-banner__service">
          <ServiceIcon kind="truck" />
          <span className="services-banner__text">
            <strong>{shippingHeadline}</strong>
            {/* The day count arrives with the shipping info; the line is the same height without it. */}
            {arrival !== null && <>: {arrival}</>}
            <button type="button" className="services-banner__link" aria-haspopup="dialog" onClick={onOpenShipping}>
              Get a delivery estimate
            </button>
          </span>
        </li>
        <li className="services-banner__service">
          <ServiceIcon kind="proof" />
          <span className="services-banner__text">
            <strong>Free PDF proof</strong> after checkout when you upload artwork
          </span>
        </li>
        <li className="services-banner__service">
          <ServiceIcon kind="points" />
          <span className="services-banner__text">
            <strong>New members get 2 points</strong> on registering
          </span>
        </li>
      </ul>
    </section>
  );
}

const ICON_PATHS = {
  truck: 'M3 6h11v9H3zM14 9h4l3 3v3h-7zM7.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01',
  proof: 'M7 3h7l4 4v14H7zM14 3v4h4M9.5 13.5l2 2 3.5-4',
  points: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z',
} as const;

function ServiceIcon({ kind }: { kind: keyof typeof ICON_PATHS }) {
  return (
    <span className="services-banner__icon" aria-hidden="true">
      <svg width="22" height="22" viewBox="0 0 24 24" focusable="false">
        <path d={ICON_PATHS[kind]} stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" strokeLinecap="round" fill="none" />
      </svg>
    </span>
  );
}
