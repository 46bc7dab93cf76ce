/**
 * To the shopper about an order's money (issue 19): the order was cancelled (the PayNow payment
 * never arrived, or the shop cancelled it before production), and a refund was recorded.
 */
import { Button, Heading, Section, Text } from '@react-email/components';
import type { EmailContext, ShopEmail } from '../shop-email.js';
import { colours, ShopEmailLayout, styles } from './shop-email-layout.js';

type CancelledProps = Omit<Extract<ShopEmail, { kind: 'order-cancelled' }>, 'kind' | 'to'> & { context: EmailContext };
type RefundedProps = Omit<Extract<ShopEmail, { kind: 'order-refunded' }>, 'kind' | 'to'> & { context: EmailContext };

export const orderCancelledSubject = (orderNo: string, context: EmailContext) => `Order ${orderNo} was cancelled – ${context.shop.name}`;
export const orderRefundedSubject = (orderNo: string, context: EmailContext) => `Refund for order ${orderNo} – ${context.shop.name}`;

const box = { backgroundColor: colours.wash, border: `1px solid ${colours.line}`, borderRadius: '8px', padding: '16px 20px', margin: '0 0 24px' } as const;
const label = { ...styles.text, color: colours.muted, fontSize: '13px', lineHeight: '20px', margin: '0' } as const;
const value = { ...styles.text, margin: '0 0 12px' } as const;

const reasonLine = (context: EmailContext) => `You are getting this email because an order was placed at ${context.shop.name} with this address.`;

export function OrderCancelledEmail({ firstName, context, orderNo, orderUrl, shopUrl, why, reason, paid, couponReturned, pointsReturned }: CancelledProps) {
  const what =
    why === 'expired'
      ? `We did not receive the PayNow payment for order ${orderNo} before its QR code expired, so we have cancelled the order.`
      : `We have cancelled order ${orderNo}. The reason: ${reason}`;
  const money = paid ? `${paid} of your payment is to be refunded. We will email you when the refund is on its way.` : 'Nothing was charged for this order.';
  const returned = [
    couponReturned ? `The coupon ${couponReturned} can be used again.` : null,
    pointsReturned > 0 ? `The ${pointsReturned} ${pointsReturned === 1 ? 'point' : 'points'} you used are back in your account.` : null,
  ].filter((text): text is string => text !== null);
  return (
    <ShopEmailLayout context={context} title={orderCancelledSubject(orderNo, context)} preview={what} reason={reasonLine(context)}>
      <Heading as="h1" style={styles.heading}>
        Your order was cancelled
      </Heading>
      <Text style={styles.text}>Hi {firstName},</Text>
      <Text style={styles.text}>{what}</Text>
      <Text style={styles.text}>{money}</Text>
      {returned.length > 0 && <Text style={styles.text}>{returned.join(' ')}</Text>}
      <Text style={styles.text}>
        To order again, put your items back in your cart from the order page (Reorder) or start a new order on our website. If this is a mistake, reply to this email and we will help.
      </Text>
      <Section style={{ margin: '0 0 24px' }}>
        <Button href={orderUrl} style={styles.button}>
          View your order
        </Button>
      </Section>
      <Text style={styles.text}>Our shop: {shopUrl}</Text>
    </ShopEmailLayout>
  );
}

export function OrderRefundedEmail({ firstName, context, orderNo, orderUrl, amount, methodName, reference, creditNoteNo, remaining }: RefundedProps) {
  const body = `We have refunded ${amount} for order ${orderNo} by ${methodName}. The credit note ${creditNoteNo} is on your order page.`;
  return (
    <ShopEmailLayout context={context} title={orderRefundedSubject(orderNo, context)} preview={body} reason={reasonLine(context)}>
      <Heading as="h1" style={styles.heading}>
        Refund of {amount}
      </Heading>
      <Text style={styles.text}>Hi {firstName},</Text>
      <Text style={styles.text}>{body}</Text>
      <Section style={box}>
        <Text style={label}>Amount refunded</Text>
        <Text style={value}>{amount}</Text>
        <Text style={label}>Paid back by</Text>
        <Text style={value}>{methodName}</Text>
        <Text style={label}>Reference</Text>
        <Text style={value}>{reference}</Text>
        <Text style={label}>Credit note</Text>
        <Text style={{ ...value, margin: 0 }}>{creditNoteNo}</Text>
      </Section>
      <Text style={styles.text}>{remaining === 'S$0.00' ? 'Your payment for this order is now refunded in full.' : `The rest of your payment, ${remaining}, stays with the order.`}</Text>
      <Section style={{ margin: '0 0 24px' }}>
        <Button href={orderUrl} style={styles.button}>
          View your order
        </Button>
      </Section>
    </ShopEmailLayout>
  );
}
