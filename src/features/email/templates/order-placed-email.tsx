/**
 * To the shopper after checkout: the order, the amount due and how to pay it, and the order page.
 * The PayNow QR code is in the email itself, as an inline image (the order's PNG, attached with a
 * Content-ID by render-email.tsx), so the shopper can pay from the email.
 */
import { Button, Heading, Img, Section, Text } from '@react-email/components';
import type { EmailContext, ShopEmail } from '../shop-email.js';
import { colours, ShopEmailLayout, styles } from './shop-email-layout.js';

type Props = Omit<Extract<ShopEmail, { kind: 'order-placed' }>, 'kind' | 'to'> & { context: EmailContext };

export const orderPlacedSubject = (orderNo: string, context: EmailContext) => `Order ${orderNo}: please pay by PayNow – ${context.shop.name}`;

/** The QR code's size in the email, CSS pixels (the PNG has about twice as many, for sharp screens). */
const QR_SIZE = 200;

/** The PayNow QR code's attachment: its file name, and a Content-ID unique to the order and the shop's host. */
export function paynowQrImage(orderNo: string, context: EmailContext): { cid: string; filename: string } {
  return { cid: `paynow-qr.${orderNo}@${new URL(context.publicUrl).hostname}`, filename: `paynow-qr-${orderNo}.png` };
}

const box = { backgroundColor: colours.wash, border: `1px solid ${colours.line}`, borderRadius: '8px', padding: '16px 20px', margin: '0 0 24px' } as const;
const label = { ...styles.text, color: colours.muted, fontSize: '13px', lineHeight: '20px', margin: '0' } as const;
const value = { ...styles.text, margin: '0 0 12px' } as const;
const h2 = { ...styles.heading, fontSize: '18px', lineHeight: '26px' } as const;

function Rows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <>
      {rows.map(([k, v]) => (
        <div key={k}>
          <Text style={label}>{k}</Text>
          <Text style={value}>{v}</Text>
        </div>
      ))}
    </>
  );
}

export function OrderPlacedEmail({ firstName, context, orderNo, orderUrl, lines, subTotal, discounts, shippingFee, shippingMethod, total, dispatch, delivery, deliveryAddress, payment }: Props) {
  return (
    <ShopEmailLayout
      context={context}
      title={orderPlacedSubject(orderNo, context)}
      preview={`Order ${orderNo} is placed. Please pay ${payment.amount} by PayNow with reference ${payment.reference}.`}
      reason={`You are getting this email because an order was placed at ${context.shop.name} with this address.`}
    >
      <Heading as="h1" style={styles.heading}>
        Thank you for your order!
      </Heading>
      <Text style={styles.text}>Hi {firstName},</Text>
      <Text style={styles.text}>
        We have your order {orderNo}. We start on it once your payment arrives: please pay {payment.amount} by {payment.expires}.
      </Text>

      <Heading as="h2" style={h2}>
        How to pay
      </Heading>
      <Section style={box}>
        <Text style={value}>
          <strong>{payment.methodName}</strong>: scan the QR code in this email or on your order page with your banking app, or pay to our UEN {payment.uen} in
          PayNow. Enter the amount and the reference exactly as below.
        </Text>
        <Img
          src={`cid:${paynowQrImage(orderNo, context).cid}`}
          alt={`PayNow QR code for ${payment.amount} to ${context.shop.name}, reference ${payment.reference}`}
          width={QR_SIZE}
          height={QR_SIZE}
          style={{ backgroundColor: '#ffffff', margin: '0 0 16px' }}
        />
        <Rows
          rows={[
            ['Amount', payment.amount],
            ['Reference', payment.reference],
            ['Pay by', payment.expires],
          ]}
        />
        <Text style={{ ...value, margin: '0 0 8px' }}>
          <strong>Or by bank transfer</strong> (FAST), the same amount with the same reference:
        </Text>
        <Rows
          rows={[
            ['Bank', payment.bankName],
            ['Account name', payment.accountName],
            ['Account number', payment.accountNo],
          ]}
        />
        <Text style={{ ...value, margin: 0 }}>We confirm by email when your payment has arrived.</Text>
      </Section>
      <Section style={{ margin: '0 0 24px' }}>
        <Button href={orderUrl} style={styles.button}>
          View your order and the QR code
        </Button>
      </Section>

      <Heading as="h2" style={h2}>
        Your order {orderNo}
      </Heading>
      <Section style={box}>
        <Rows rows={lines.map((line, i) => [`Item ${i + 1}`, `${line.summary} — quantity ${line.quantity.toLocaleString('en-SG')}: ${line.total}`] as const)} />
        <Rows
          rows={[
            ['Sub total', subTotal],
            ...discounts.map((discount) => [discount.label, discount.amount] as const),
            [`Shipping (${shippingMethod})`, shippingFee],
            ['Total', total],
            ['Dispatch and delivery', `${dispatch} ${delivery}`],
          ]}
        />
        <Text style={label}>Delivery address</Text>
        <Text style={{ ...value, margin: 0 }}>
          {deliveryAddress.map((addressLine, i) => (
            <span key={`${i}-${addressLine}`}>
              {i > 0 && <br />}
              {addressLine}
            </span>
          ))}
        </Text>
      </Section>
      <Heading as="h2" style={h2}>
        What happens next
      </Heading>
      <Text style={styles.text}>
        Once your payment arrives, we check your artwork and send you a PDF proof to approve. Nothing is printed before you approve it. Your order page shows
        where your order is at every step, and we email you at each one.
      </Text>
    </ShopEmailLayout>
  );
}
