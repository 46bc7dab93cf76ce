/**
 * How to pay an order awaiting payment: the PayNow QR code (the server's SVG for the order's
 * owner; after a look-up by number and email the server gives no SVG, so the code is drawn here
 * from the SGQR payload with `qrcode`, loaded only then), the exact amount, the reference (the
 * order number), when the QR code expires, and the same payment by bank transfer, each with a
 * copy button.
 */
import { useEffect, useState } from 'react';
import { centsToDollars, formatSgd } from '../../../shared/money.js';
import type { Order } from '../orders.schemas.js';
import { formatShopDateTime } from '../../../shared/shop-time.js';

export function PayNowBlock({ order }: { order: Order }) {
  const { payment } = order;
  const amount = formatSgd(payment.amount_cents);
  return (
    <section className="checkout-card paynow" aria-labelledby="paynow-title">
      <h2 id="paynow-title">Pay with PayNow</h2>
      <p className="acc-text">
        Scan the QR code with your banking app. It fills in the exact amount and the reference. Your order is confirmed when we receive your payment.
      </p>
      {payment.expired && (
        <p className="acc-alert" role="status">
          This QR code expired on {formatShopDateTime(payment.expires_at)}. Pay by bank transfer with the reference below, or contact us.
        </p>
      )}
      <div className="paynow-body">
        <PayNowQr order={order} />
        <dl className="paynow-facts">
          <Fact label="Amount" value={amount} copy={centsToDollars(payment.amount_cents).toFixed(2)} copyLabel="amount" />
          <Fact label="Reference" value={payment.reference} copy={payment.reference} copyLabel="reference" testId="paynow-reference" />
          <Fact label="Pay by" value={`${formatShopDateTime(payment.expires_at)} (Singapore time)`} />
        </dl>
      </div>
      <h3 className="paynow-subtitle">Or pay by bank transfer</h3>
      <dl className="paynow-facts paynow-bank">
        <Fact label="Bank" value={payment.bank_transfer.bank_name} />
        <Fact label="Account name" value={payment.bank_transfer.account_name} />
        <Fact label="Account number" value={payment.bank_transfer.account_no} copy={payment.bank_transfer.account_no.replace(/\D/g, '')} copyLabel="account number" />
        <Fact label="Amount" value={amount} />
        <Fact label="Reference" value={payment.reference} />
      </dl>
      <p className="acc-text">Please give the order number as the reference, so we can match your payment.</p>
    </section>
  );
}

function Fact({ label, value, copy, copyLabel, testId }: { label: string; value: string; copy?: string; copyLabel?: string; testId?: string }) {
  return (
    <div className="paynow-fact">
      <dt>{label}</dt>
      <dd>
        <span className="paynow-value" data-testid={testId}>
          {value}
        </span>
        {copy !== undefined && <CopyButton text={copy} label={copyLabel ?? label.toLowerCase()} />}
      </dd>
    </div>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <>
      <button
        type="button"
        className="paynow-copy"
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
      >
        {state === 'copied' ? 'Copied' : 'Copy'}
        <span className="visually-hidden"> {label}</span>
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? `${label} copied` : state === 'failed' ? `Could not copy the ${label}: select it and copy it instead.` : ''}
      </span>
    </>
  );
}

/** The QR code: the server's image, or drawn here from the payload when the answer has none. */
function PayNowQr({ order }: { order: Order }) {
  const { payment } = order;
  const [drawn, setDrawn] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    if (payment.qr_svg_url) return;
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toString(payment.qr_payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }))
      .then((svg) => live && setDrawn(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setDrawn('failed'));
    return () => {
      live = false;
    };
  }, [payment.qr_svg_url, payment.qr_payload]);
  const src = payment.qr_svg_url ?? (drawn !== 'failed' ? drawn : null);
  const alt = `PayNow QR code: ${formatSgd(payment.amount_cents)}, reference ${payment.reference}`;
  return (
    <div className="paynow-qr">
      {src ? (
        <img src={src} alt={alt} width={220} height={220} />
      ) : drawn === 'failed' ? (
        <p className="acc-text">Open this page from the device you ordered on to see the QR code, or pay by bank transfer.</p>
      ) : (
        <div className="paynow-qr-placeholder" role="status" aria-label="Drawing the QR code" />
      )}
    </div>
  );
}
