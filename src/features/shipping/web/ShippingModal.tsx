/**
 * Shipping information modal (configurator.md §2, §9): turnaround and rates of the chosen
 * product's shipping methods, the facts shoppers ask about, and a month calendar marking when
 * production starts, the production days and the estimated dispatch date, with the shop's closed
 * days (weekends and Singapore public holidays).
 */
import { useEffect, useId, useMemo, useState, type RefObject } from 'react';
import { Modal } from '../../../web/components/ui/Modal.js';
import { formatSgdDollars, dollarsToCents } from '../../../shared/money.js';
import { BUSINESS_CARD_PRODUCT_IDS, productDisplayName } from '../../catalogue/labels.js';
import { calendarMonth, compareMonths, monthOf, monthTitle, shiftMonth, WEEKDAYS, type YearMonth } from '../calendar-month.js';
import { formatShopDate, shopToday } from '../dispatch-date.js';
import { CUTOFF_TIME_TEXT } from '../order-cutoff.js';
import { businessDaysText, deliveryAfterDispatchText, deliveryWindowText, NO_GUARANTEE_TEXT, turnaroundOf } from '../delivery-story.js';
import { freeShippingFrom, qualifiesForFreeShipping } from '../free-shipping.js';
import type { Holiday, ShippingInfoData } from '../shipping.schemas.js';
import { useHolidays } from './get-holidays.js';
import { useShippingInfo } from './get-shipping-info.js';
import './ShippingModal.css';

export interface ShippingModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  featuredItemId: number;
  products: { id: number; name: string }[];
  selectedProductId: number;
  /** The opener (e.g. ShippingDateLine's button), to get focus back on close in every browser. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** How far ahead the calendar pages: a year covers any order's schedule and the holiday list. */
const CALENDAR_MONTHS_AHEAD = 12;

export function ShippingModal({ open, onOpenChange, featuredItemId, products, selectedProductId, returnFocusRef }: ShippingModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Shipping and delivery"
      description="How long your order takes, when it leaves us, and what shipping costs."
      className="shipping-modal"
      returnFocusRef={returnFocusRef}
    >
      {/* Mounted only while open, so each opening starts from the page's selected product. */}
      <ShippingDetails featuredItemId={featuredItemId} products={products} selectedProductId={selectedProductId} />
    </Modal>
  );
}

/** Business cards all read "Business Cards" on the page; in a list of products they need their stock names. */
const optionName = (product: { id: number; name: string }): string =>
  BUSINESS_CARD_PRODUCT_IDS.includes(product.id) ? product.name : productDisplayName(product);

function ShippingDetails({ featuredItemId, products, selectedProductId }: Pick<ShippingModalProps, 'featuredItemId' | 'products' | 'selectedProductId'>) {
  const selectId = useId();
  const [productId, setProductId] = useState(selectedProductId);
  const shipping = useShippingInfo(featuredItemId, productId);
  const holidays = useHolidays();
  const info = shipping.data;
  const product = products.find((p) => p.id === productId);
  // Spec §8: shipping and holiday failures are only logged; the modal falls back to general text.
  useEffect(() => {
    if (shipping.error) console.warn('Shipping information could not be loaded', shipping.error);
  }, [shipping.error]);
  useEffect(() => {
    if (holidays.error) console.warn('Holidays could not be loaded', holidays.error);
  }, [holidays.error]);

  return (
    <div className="shipping-modal__content">
      {products.length > 1 && (
        <div className="shipping-modal__product">
          <label htmlFor={selectId} className="shipping-modal__label">
            Product
          </label>
          <select id={selectId} className="shipping-modal__select" value={productId} onChange={(e) => setProductId(Number(e.target.value))}>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {optionName(p)}
              </option>
            ))}
          </select>
        </div>
      )}

      <section className="shipping-modal__section" aria-labelledby={`${selectId}-rates`}>
        <h3 id={`${selectId}-rates`} className="shipping-modal__heading">
          Turnaround and shipping rates{product && products.length <= 1 ? ` for ${optionName(product)}` : ''}
        </h3>
        {info ? (
          <RatesTable info={info} productId={productId} stale={shipping.isPlaceholderData} />
        ) : shipping.error ? (
          <p className="shipping-modal__fallback">
            We couldn’t load the shipping rates just now. Please try again in a moment: the price panel shows your estimated dispatch date.
          </p>
        ) : (
          <div className="shipping-modal__skeleton shipping-modal__skeleton--table" role="status">
            <span className="visually-hidden">Loading shipping rates…</span>
          </div>
        )}
        {info && (
          <p className="shipping-modal__free-note">
            Shipping is free Singapore wide on orders of {freeShippingFrom(info.free_shipping_threshold_cents)} or more.
          </p>
        )}
      </section>

      <div className="shipping-modal__columns">
        <section className="shipping-modal__section" aria-labelledby={`${selectId}-facts`}>
          {info && (
            <p className="shipping-modal__summary">
              Approve your artwork and pay now, and production starts on <strong>{formatShopDate(info.shipping_date.quote_page.start_date)}</strong>.
              Your order is estimated to be dispatched on <strong>{info.shipping_date.quote_page.dispatch_date_text}</strong> with standard
              shipping.
            </p>
          )}
          <h3 id={`${selectId}-facts`} className="shipping-modal__heading">
            Good to know
          </h3>
          <ul className="shipping-modal__facts">
            <li>Orders approved and paid after {CUTOFF_TIME_TEXT} (Singapore time) are processed the next business day.</li>
            {info &&
              info.shipping_methods
                .filter((m) => m.product_id === productId)
                .map((m) => (
                  <li key={m.id}>
                    {m.method}: printing takes {businessDaysText(m.printing_days)}, and your parcel is {deliveryAfterDispatchText(m)}.
                  </li>
                ))}
            <li>{NO_GUARANTEE_TEXT}</li>
          </ul>
        </section>

        <section className="shipping-modal__section" aria-labelledby={`${selectId}-calendar`}>
          <h3 id={`${selectId}-calendar`} className="shipping-modal__heading">
            Production calendar
          </h3>
          {info ? (
            <ScheduleCalendar schedule={info.shipping_date.quote_page} holidays={holidays.data ?? []} stale={shipping.isPlaceholderData} />
          ) : shipping.error ? (
            <p className="shipping-modal__fallback">The calendar is not available just now.</p>
          ) : (
            <div className="shipping-modal__skeleton shipping-modal__skeleton--calendar" aria-hidden="true" />
          )}
        </section>
      </div>
    </div>
  );
}

function RatesTable({ info, productId, stale }: { info: ShippingInfoData; productId: number; stale: boolean }) {
  const methods = info.shipping_methods.filter((m) => m.product_id === productId);
  if (methods.length === 0) {
    return <p className="shipping-modal__fallback">Shipping for this product is arranged after you order: we confirm the delivery date with you by email.</p>;
  }
  return (
    <div className={`shipping-modal__table-wrap${stale ? ' shipping-modal--stale' : ''}`} aria-busy={stale || undefined}>
      <table className="shipping-modal__table">
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col" className="shipping-modal__wide-only">Printing</th>
            <th scope="col" className="shipping-modal__wide-only">Delivery after dispatch</th>
            <th scope="col">In all</th>
            <th scope="col" className="shipping-modal__cost">Cost</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((m) => {
            const free = qualifiesForFreeShipping({ productId: m.product_id, shippingCostCents: dollarsToCents(m.cost), totalCents: 0, thresholdCents: info.free_shipping_threshold_cents });
            return (
              <tr key={m.id}>
                <th scope="row">{m.method}</th>
                <td className="shipping-modal__wide-only">{businessDaysText(m.printing_days)}</td>
                <td className="shipping-modal__wide-only">{deliveryWindowText(m)}</td>
                <td>
                  {capitalise(turnaroundOf(m))}
                  <span className="shipping-modal__narrow-only">
                    {businessDaysText(m.printing_days)} printing, then {deliveryAfterDispatchText(m)}
                  </span>
                </td>
                <td className="shipping-modal__cost">
                  {free ? <strong className="shipping-modal__free">Free</strong> : formatSgdDollars(m.cost)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

interface Schedule {
  start_date: string;
  production_dates: string[];
  dispatch_date: string;
  dispatch_date_text: string;
}

type DayKind = 'start' | 'production' | 'dispatch' | 'closed' | 'past' | 'open';

function ScheduleCalendar({ schedule, holidays, stale }: { schedule: Schedule; holidays: Holiday[]; stale: boolean }) {
  const headingId = useId();
  const today = shopToday(new Date());
  const firstMonth = monthOf(today < schedule.start_date ? today : schedule.start_date);
  const lastMonth = shiftMonth(firstMonth, CALENDAR_MONTHS_AHEAD);
  const [shown, setShown] = useState<YearMonth>(() => monthOf(schedule.start_date));
  const weeks = useMemo(() => calendarMonth(shown), [shown]);
  const holidayNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const h of holidays) names.set(h.date, names.has(h.date) ? `${names.get(h.date)} · ${h.name}` : h.name);
    return names;
  }, [holidays]);
  const production = useMemo(() => new Set(schedule.production_dates), [schedule.production_dates]);

  const kindOf = (date: string, weekend: boolean): DayKind => {
    if (date === schedule.dispatch_date) return 'dispatch';
    if (date < today) return 'past'; // 'YYYY-MM-DD' strings sort as dates.
    if (date === schedule.start_date) return 'start';
    if (production.has(date)) return 'production';
    if (weekend || holidayNames.has(date)) return 'closed';
    return 'open';
  };
  const closedThisMonth = weeks.flat().filter((c) => c.inMonth && holidayNames.has(c.date));
  const dispatchMonth = monthOf(schedule.dispatch_date);

  return (
    <div className={`shipping-calendar${stale ? ' shipping-modal--stale' : ''}`} aria-busy={stale || undefined}>
      <div className="shipping-calendar__nav">
        <button
          type="button"
          className="shipping-calendar__step"
          aria-label="Previous month"
          disabled={compareMonths(shown, firstMonth) <= 0}
          onClick={() => setShown((m) => shiftMonth(m, -1))}
        >
          <Chevron direction="left" />
        </button>
        <h4 id={headingId} className="shipping-calendar__month" aria-live="polite">
          {monthTitle(shown)}
        </h4>
        <button
          type="button"
          className="shipping-calendar__step"
          aria-label="Next month"
          disabled={compareMonths(shown, lastMonth) >= 0}
          onClick={() => setShown((m) => shiftMonth(m, 1))}
        >
          <Chevron direction="right" />
        </button>
      </div>

      <table className="shipping-calendar__grid" aria-labelledby={headingId}>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d.short} scope="col" abbr={d.long}>
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => {
                if (!cell.inMonth) return <td key={cell.date} className="shipping-calendar__cell shipping-calendar__cell--outside" />;
                const kind = kindOf(cell.date, cell.weekend);
                const holiday = holidayNames.get(cell.date);
                const status = dayStatus(kind, holiday, cell.weekend);
                return (
                  <td
                    key={cell.date}
                    className={`shipping-calendar__cell shipping-calendar__cell--${kind}${cell.date === today ? ' shipping-calendar__cell--today' : ''}`}
                    title={holiday ? `Closed: ${holiday}` : undefined}
                  >
                    <span className="shipping-calendar__day">
                      <time dateTime={cell.date}>{cell.day}</time>
                      {holiday && <span className="shipping-calendar__holiday-dot" aria-hidden="true" />}
                    </span>
                    {(status || cell.date === today) && (
                      <span className="visually-hidden">
                        {cell.date === today ? ', today' : ''}
                        {status ? `, ${status}` : ''}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="shipping-calendar__legend" aria-label="Calendar key">
        <li><span className="shipping-calendar__swatch shipping-calendar__swatch--start" aria-hidden="true" />Production starts</li>
        <li><span className="shipping-calendar__swatch shipping-calendar__swatch--production" aria-hidden="true" />Production</li>
        <li><span className="shipping-calendar__swatch shipping-calendar__swatch--dispatch" aria-hidden="true" />Estimated dispatch</li>
        <li><span className="shipping-calendar__swatch shipping-calendar__swatch--closed" aria-hidden="true" />Closed (weekends and public holidays)</li>
      </ul>

      {/* Names of this month's holidays in plain text: a hover title is no help on a phone. */}
      <p className="shipping-calendar__closed">
        {closedThisMonth.length > 0
          ? `Public holidays this month: ${closedThisMonth.map((c) => `${holidayNames.get(c.date)} (${formatShopDate(c.date)})`).join(', ')}.`
          : 'No public holidays this month.'}
        {compareMonths(dispatchMonth, shown) > 0 && ' Your estimated dispatch date is in a later month: use Next month to see it.'}
      </p>
    </div>
  );
}

function dayStatus(kind: DayKind, holiday: string | undefined, weekend: boolean): string {
  switch (kind) {
    case 'start':
      return 'production starts';
    case 'production':
      return 'production';
    case 'dispatch':
      return 'estimated dispatch';
    case 'closed':
      return holiday ? `closed, ${holiday}` : weekend ? 'closed' : '';
    default:
      return '';
  }
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
