/**
 * The contact, FAQ, shipping and returns, terms and privacy pages: written for this shop (custom
 * printing in Singapore, PDF proof before printing, the 6 PM cut-off, the free-shipping rule,
 * reprints for defects; privacy under the PDPA). Facts that live in rules are read from them, and
 * the shop's details come from its settings (GET /api/shop/info).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.js';
import { QUOTATION_VALID_DAYS } from '../../quotation/quotation-rules.js';
import { CUTOFF_TIME_TEXT } from '../../shipping/order-cutoff.js';
import { CUTOFF_RULE_TEXT, deliverySentence, NO_GUARANTEE_TEXT, printingSentence, totalSentence } from '../../shipping/delivery-story.js';
import { freeShippingFrom } from '../../shipping/free-shipping.js';
import type { ShopDeliveryData } from '../../shipping/shipping.schemas.js';
import { useShopDelivery } from '../../shipping/web/get-shop-delivery.js';
import type { ShopInfo } from '../../shop-info/shop-info.schemas.js';
import { gstSentence } from '../../shop-info/shop-settings.js';
import { telHref, useShopInfo } from '../../shop-info/web/get-shop-info.js';
import './InfoPages.css';
import { formatSgPhone } from '../../../shared/phone.js';

const CUTOFF = CUTOFF_TIME_TEXT;

/**
 * Times come from the shipping methods (GET /api/shop/delivery, embedded in the served page), in
 * the words of shipping/delivery-story.ts: the same sentences the product pages build from.
 */
function DeliveryFacts({ children, inList = false }: { children: (delivery: ShopDeliveryData) => ReactNode; inList?: boolean }) {
  const { data, isError } = useShopDelivery();
  if (data) return children(data);
  const fallback = isError ? <>Each product page shows the estimated dispatch date for your options.</> : <span role="status">Loading delivery times…</span>;
  return inList ? <li>{fallback}</li> : fallback;
}

/** "A and B", "A, B and C". */
const listOf = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** A page's frame: heading, a line under it, and the body once the shop's details are in. */
function InfoPage({ id, title, lead, children }: { id: string; title: string; lead: string; children: (info: ShopInfo) => ReactNode }) {
  const { data: info, isError } = useShopInfo();
  return (
    <article className="info-page" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <p className="lead">{lead}</p>
      {info ? children(info) : isError ? <p role="alert">We couldn't load this page. Please refresh it.</p> : <p role="status">Loading…</p>}
    </article>
  );
}

const Email = ({ to }: { to: string }) => <a href={`mailto:${to}`}>{to}</a>;
const Phone = ({ number }: { number: string }) => <a href={telHref(number)}>{formatSgPhone(number)}</a>;

export function ContactPage() {
  return (
    <InfoPage id="contact-title" title="Contact us" lead="Questions about a quote, your artwork or an order? Real people at our Singapore print studio answer.">
      {(info) => (
        <div className="info-columns">
          <section aria-labelledby="contact-reach" className="info-card">
            <h2 id="contact-reach">Reach us</h2>
            <dl className="contact-list">
              <div>
                <dt>E-mail</dt>
                <dd><Email to={info.email} /></dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd><Phone number={info.phone} /></dd>
              </div>
              <div>
                <dt>Business hours</dt>
                <dd>{info.hours}</dd>
              </div>
              <div>
                <dt>Address</dt>
                <dd>{info.address}</dd>
              </div>
            </dl>
            <p className="info-note">We reply to e-mails within one business day. Please quote your quotation number (for example Q261123-7K3M9X) if you have one.</p>
          </section>
          <section aria-labelledby="contact-company" className="info-card">
            <h2 id="contact-company">Company details</h2>
            <dl className="contact-list">
              <div>
                <dt>Registered name</dt>
                <dd>{info.name}</dd>
              </div>
              <div>
                <dt>UEN</dt>
                <dd>{info.uen}</dd>
              </div>
              <div>
                <dt>GST registration</dt>
                <dd>{info.gst_registration_no ?? 'Not GST-registered'}</dd>
              </div>
            </dl>
            <p className="info-note">{gstSentence(info)}</p>
            <h2>Before you write</h2>
            <ul>
              <li>Prices and dispatch dates: every product page shows both, live, as you choose options.</li>
              <li>Delivery, reprints and refunds: see <Link to={paths.shippingReturns}>Shipping &amp; returns</Link>.</li>
              <li>Artwork, proofs and payment: see the <Link to={paths.faq}>FAQ</Link>.</li>
              <li>Your personal data: write to our Data Protection Officer at <Email to={info.dpo_email} /> (see the <Link to={paths.privacy}>Privacy policy</Link>).</li>
            </ul>
          </section>
        </div>
      )}
    </InfoPage>
  );
}

const FAQS: { q: string; a: (info: ShopInfo) => ReactNode }[] = [
  {
    q: 'How does ordering work?',
    a: () => (
      <ol>
        <li>Choose a product and set its size, material, finishing and quantity. The price and the dispatch date update as you go.</li>
        <li>Add it to your cart and upload your artwork (PDF, AI or high-resolution PNG/JPG).</li>
        <li>We check your file and send a free PDF proof after checkout. Nothing is printed until you approve it.</li>
        <li>We print, cut and pack your order and dispatch it on the date shown.</li>
      </ol>
    ),
  },
  {
    q: 'How do I pay?',
    a: (info) => (
      <p>
        Place your order at checkout, then pay with PayNow: your order page shows the QR code, the amount and the reference to use. We email you when the payment has
        arrived. Need a quotation for your finance team first? Press <strong>Print Quote</strong> on a product page for a quotation PDF (valid {QUOTATION_VALID_DAYS}{' '}
        days), or e-mail <Email to={info.email} />.
      </p>
    ),
  },
  {
    q: 'What is the PDF proof, and is it free?',
    a: () => (
      <p>
        It is a PDF of your artwork exactly as it will be printed and cut: size, cut line, colours and text. It is free. Check spelling, phone numbers and
        layout carefully: once you approve it, we print what it shows. If something needs changing, tell us before you approve and we send a new proof.
      </p>
    ),
  },
  {
    q: 'When will my order be dispatched?',
    a: () => (
      <p>
        Each product page shows the estimated dispatch date for the options you chose. {CUTOFF_RULE_TEXT}{' '}
        <DeliveryFacts>{(d) => `${printingSentence(d.methods)} ${deliverySentence(d.methods)} ${totalSentence(d.methods)}`}</DeliveryFacts>
      </p>
    ),
  },
  {
    q: 'Is shipping free?',
    a: () => (
      <p>
        Standard shipping is free Singapore wide for almost every product.{' '}
        <DeliveryFacts>
          {(d) => (d.standard_fee_products.length > 0 ? `${listOf(d.standard_fee_products)} carry a shipping fee, which is waived on orders of ${freeShippingFrom(d.free_shipping_threshold_cents)} or more.` : `Orders of ${freeShippingFrom(d.free_shipping_threshold_cents)} or more always ship free.`)}
        </DeliveryFacts>{' '}
        See <Link to={paths.shippingReturns}>Shipping &amp; returns</Link>.
      </p>
    ),
  },
  {
    q: 'What if something is wrong with my print?',
    a: () => (
      <p>
        If we made a mistake (the print differs from your approved proof, a cutting fault, or damage in delivery), we reprint it free, or refund you when a reprint
        can't fix it. Tell us within 7 days of delivery with photos. Details are on <Link to={paths.shippingReturns}>Shipping &amp; returns</Link>.
      </p>
    ),
  },
  {
    q: 'Do your prices include GST?',
    a: (info) => <p>{gstSentence(info)} The price you see on the product page, in the cart and on your quotation is the price you pay.</p>,
  },
  {
    q: 'I need a size or quantity the page does not offer.',
    a: (info) => (
      <p>
        When a size or quantity is above what we price online, the product page offers <strong>Request a Quote</strong>. You can also e-mail <Email to={info.email} /> with
        the size, quantity and material, and we quote within one business day.
      </p>
    ),
  },
];

export function FaqPage() {
  return (
    <InfoPage id="faq-title" title="Frequently asked questions" lead="Artwork, proofs, dispatch dates, shipping and reprints: the short answers.">
      {(info) => (
        <div className="faq-list">
          {FAQS.map(({ q, a }) => (
            <section key={q} className="info-card" aria-label={q}>
              <h2>{q}</h2>
              {a(info)}
            </section>
          ))}
          <p>
            Another question? <Link to={paths.contact}>Contact us</Link>: call <Phone number={info.phone} /> or write to <Email to={info.email} />.
          </p>
        </div>
      )}
    </InfoPage>
  );
}

export function ShippingReturnsPage() {
  return (
    <InfoPage id="shipping-title" title="Shipping & returns" lead="When your order leaves us, what delivery costs, and what we do if something is not right.">
      {(info) => (
        <div className="info-columns">
          <section aria-labelledby="shipping-dispatch" className="info-card">
            <h2 id="shipping-dispatch">Dispatch dates</h2>
            <ul>
              <li>Every product page and your cart show the estimated dispatch date for your options.</li>
              <li>{CUTOFF_RULE_TEXT}</li>
              <DeliveryFacts inList>
                {(d) => (
                  <li>
                    {printingSentence(d.methods)} {listOf(d.longest_printing_products)} take longest.
                  </li>
                )}
              </DeliveryFacts>
            </ul>
            <h2 id="shipping-delivery">Delivery</h2>
            <ul>
              <li>We deliver to addresses in Singapore only.</li>
              <DeliveryFacts inList>
                {(d) => (
                  <>
                    <li>
                      Standard delivery is free Singapore wide for almost every product.
                      {d.standard_fee_products.length > 0 && ` ${listOf(d.standard_fee_products)} carry a shipping fee, shown before you add them to your cart, and ship free on orders of ${freeShippingFrom(d.free_shipping_threshold_cents)} or more.`}
                    </li>
                    {d.methods.slice(1).map((m) => (
                      <li key={m.method}>Need it sooner? Choose {m.method} in your cart: its price and earlier dispatch date are shown there before you check out.</li>
                    ))}
                    <li>
                      {deliverySentence(d.methods)} {totalSentence(d.methods)}
                    </li>
                  </>
                )}
              </DeliveryFacts>
              <li>{NO_GUARANTEE_TEXT}</li>
            </ul>
          </section>
          <section aria-labelledby="shipping-returns" className="info-card">
            <h2 id="shipping-returns">Reprints and refunds</h2>
            <p>Everything we make is printed to your order, so we can't take items back because you changed your mind. If we got something wrong, we put it right:</p>
            <ul>
              <li>The print differs from the proof you approved (colours far off, missing or wrong elements).</li>
              <li>Cutting, lamination or finishing faults.</li>
              <li>Items damaged in delivery, or a short quantity.</li>
            </ul>
            <p>
              We reprint free of charge, or refund the affected items when a reprint can't fix the problem. E-mail <Email to={info.email} /> within 7 days of delivery
              with your order or quotation number and photos of the problem. You don't need to send the items back unless we ask.
            </p>
            <h2 id="shipping-not-covered">Not covered</h2>
            <ul>
              <li>Mistakes in artwork you approved in the proof (spelling, numbers, layout).</li>
              <li>Small colour differences between your screen and print, and the off-white base of classic paper.</li>
              <li>Low-resolution images you chose to print after we pointed them out.</li>
            </ul>
          </section>
        </div>
      )}
    </InfoPage>
  );
}

export function TermsPage() {
  return (
    <InfoPage id="terms-title" title="Terms of sale" lead="The terms for every order placed with us. Please read them before you approve your proof.">
      {(info) => (
        <div className="info-prose">
          <section aria-labelledby="terms-who">
            <h2 id="terms-who">1. Who we are</h2>
            <p>
              This shop is run by {info.name} (UEN {info.uen}{info.gst_registration_no ? `, GST Reg. No. ${info.gst_registration_no}` : ''}), {info.address}. You can reach us at{' '}
              <Email to={info.email} /> or <Phone number={info.phone} />.
            </p>
          </section>
          <section aria-labelledby="terms-prices">
            <h2 id="terms-prices">2. Prices and quotations</h2>
            <p>
              {gstSentence(info)} The price is the one shown for your options when you add them to your cart; if our prices change before you order, your cart shows
              the new price and says so. A quotation's prices hold for {QUOTATION_VALID_DAYS} days from its issue date.
            </p>
          </section>
          <section aria-labelledby="terms-order">
            <h2 id="terms-order">3. Your order</h2>
            <p>
              An order is accepted when we confirm it after payment. We may decline an order, and refund anything paid, if the artwork infringes someone else's rights,
              is unlawful or offensive, or can't be printed to an acceptable standard.
            </p>
          </section>
          <section aria-labelledby="terms-artwork">
            <h2 id="terms-artwork">4. Artwork and proofs</h2>
            <p>
              You confirm that you own or may use everything in your artwork. We send a free PDF proof before printing, and print what the approved proof shows. Please check
              it carefully: errors in an approved proof are not a printing defect. You may cancel free of charge until you approve the proof; once printing has started the
              order can't be cancelled.
            </p>
          </section>
          <section aria-labelledby="terms-dispatch">
            <h2 id="terms-dispatch">5. Production, dispatch and delivery</h2>
            <p>
              Dispatch dates are estimates counted in business days from the day you approve your proof and pay by {CUTOFF} Singapore time (after {CUTOFF}, from the next
              business day). We deliver within Singapore. Delivery dates are not guaranteed. Shipping fees, if any, are shown before you order; see{' '}
              <Link to={paths.shippingReturns}>Shipping &amp; returns</Link>.
            </p>
          </section>
          <section aria-labelledby="terms-defects">
            <h2 id="terms-defects">6. Defects, reprints and refunds</h2>
            <p>
              If an item is defective or damaged in delivery and you tell us within 7 days of delivery, we reprint it free or refund it. Custom printed items can't be returned
              for a change of mind. These terms don't take away your rights under Singapore law, including the Consumer Protection (Fair Trading) Act.
            </p>
          </section>
          <section aria-labelledby="terms-liability">
            <h2 id="terms-liability">7. Liability</h2>
            <p>
              As far as the law allows, our liability for an order is limited to the price paid for it, and we are not liable for indirect losses such as lost profits or
              the cost of a missed event.
            </p>
          </section>
          <section aria-labelledby="terms-law">
            <h2 id="terms-law">8. Law</h2>
            <p>These terms are governed by the laws of Singapore. We may update them; the version shown when you place an order applies to that order.</p>
          </section>
        </div>
      )}
    </InfoPage>
  );
}

export function PrivacyPage() {
  return (
    <InfoPage id="privacy-title" title="Privacy policy" lead="What personal data we collect, why, how long we keep it, and your rights under Singapore's Personal Data Protection Act 2012 (PDPA).">
      {(info) => (
        <div className="info-prose">
          <section aria-labelledby="privacy-data">
            <h2 id="privacy-data">What we collect</h2>
            <ul>
              <li><strong>Order and quotation details</strong>: your name, company, billing and delivery address, e-mail and phone number, and what you ordered.</li>
              <li><strong>Artwork</strong> you upload or e-mail to us, which may contain personal data such as names and phone numbers on business cards.</li>
              <li><strong>Your cart and quotations</strong>, linked to a random identifier in a cookie (guest_id, kept for a year) so they are still there when you come back. It holds no name or contact details.</li>
              <li><strong>Comparisons</strong> you save stay in your browser (session storage) and are not sent to us until you add one to your cart.</li>
              <li><strong>Technical data</strong>: your IP address and browser, in our server logs and request counters, to keep the shop secure and stop abuse.</li>
            </ul>
            <p>We do not use advertising or tracking cookies, and we do not sell personal data.</p>
          </section>
          <section aria-labelledby="privacy-why">
            <h2 id="privacy-why">Why we use it</h2>
            <p>
              To prepare quotations and proofs, print and deliver your order, contact you about it, keep the accounting records the law requires, and protect the shop.
              We only send marketing e-mails if you ask for them, and you can stop them at any time.
            </p>
          </section>
          <section aria-labelledby="privacy-share">
            <h2 id="privacy-share">Who we share it with</h2>
            <p>
              Only with those who help us fulfil your order: the courier (name, delivery address and phone), the payment provider, and the providers who host our systems,
              all bound to protect it. We disclose data to authorities only where Singapore law requires. If data is stored outside Singapore, we make sure it is protected
              to a standard comparable to the PDPA.
            </p>
          </section>
          <section aria-labelledby="privacy-keep">
            <h2 id="privacy-keep">How long we keep it</h2>
            <ul>
              <li>Orders and invoices: 5 years, as Singapore's tax rules require for business records.</li>
              <li>Artwork: 12 months after your order, so we can reprint it for you; tell us if you want it deleted sooner.</li>
              <li>Carts and quotations of visitors without an order: 12 months after their last use.</li>
              <li>Server logs: 30 days. Request counters used against abuse: a few minutes.</li>
            </ul>
          </section>
          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights">Your rights and our Data Protection Officer</h2>
            <p>
              You may ask to see the personal data we hold about you and how we have used it in the past year, ask us to correct it, or withdraw your consent to its use.
              Write to our Data Protection Officer at <Email to={info.dpo_email} />, or by post to {info.name}, Attn: Data Protection Officer, {info.address}. We reply within
              30 days; if we need longer, we tell you when to expect an answer. We may charge a reasonable fee for access requests, and tell you the amount first.
            </p>
            <p>
              If we learn of a data breach that may harm you, we notify you and the Personal Data Protection Commission (PDPC) as the PDPA requires. If you are not satisfied
              with our answer, you may contact the PDPC.
            </p>
          </section>
        </div>
      )}
    </InfoPage>
  );
}
