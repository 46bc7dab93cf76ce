/** To the shopper when staff move the order on: payment received, in production, dispatched (with the tracking number), delivered. */
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { EmailContext, ShopEmail } from '../shop-email.js';
import { colours, ShopEmailLayout, styles } from './shop-email-layout.js';
import { trackingUrl } from '../../../shared/carrier-tracking.js';

type Props = Omit<Extract<ShopEmail, { kind: 'order-status' }>, 'kind' | 'to'> & { context: EmailContext };
type Status = Props['status'];

const SUBJECTS: Record<Status, (orderNo: string) => string> = {
  paid: (orderNo) => `Payment received for order ${orderNo}`,
  in_production: (orderNo) => `Order ${orderNo} is in production`,
  dispatched: (orderNo) => `Order ${orderNo} is on its way`,
  delivered: (orderNo) => `Order ${orderNo} has been delivered`,
};

export const orderStatusSubject = (status: Status, orderNo: string, context: EmailContext) => `${SUBJECTS[status](orderNo)} – ${context.shop.name}`;

const box = { backgroundColor: colours.wash, border: `1px solid ${colours.line}`, borderRadius: '8px', padding: '16px 20px', margin: '0 0 24px' } as const;
const label = { ...styles.text, color: colours.muted, fontSize: '13px', lineHeight: '20px', margin: '0' } as const;
const value = { ...styles.text, margin: '0 0 12px' } as const;

function says(status: Status, orderNo: string, total: string): { heading: string; body: string } {
  switch (status) {
    case 'paid':
      return {
        heading: 'Payment received',
        body: `Thank you: your payment of ${total} for order ${orderNo} has arrived. We check your artwork next and send you a PDF proof to approve; nothing is printed before you approve it.`,
      };
    case 'in_production':
      return { heading: 'Your order is in production', body: `We are printing order ${orderNo} now. We email you again when it leaves our workshop, with its tracking number.` };
    case 'dispatched':
      return { heading: 'Your order is on its way', body: `Order ${orderNo} has left our workshop. Follow the parcel with the tracking number below.` };
    case 'delivered':
      return { heading: 'Your order has been delivered', body: `Order ${orderNo} has been delivered. If anything is not right with your prints, reply to this email and we will put it right.` };
  }
}

export function OrderStatusEmail({ firstName, context, orderNo, orderUrl, status, total, carrier, trackingNumber }: Props) {
  const trackingHref = carrier && trackingNumber ? trackingUrl(carrier, trackingNumber) : null;
  const { heading, body } = says(status, orderNo, total);
  return (
    <ShopEmailLayout context={context} title={orderStatusSubject(status, orderNo, context)} preview={body} reason={`You are getting this email because an order was placed at ${context.shop.name} with this address.`}>
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      <Text style={styles.text}>Hi {firstName},</Text>
      <Text style={styles.text}>{body}</Text>
      {status === 'dispatched' && (
        <Section style={box}>
          <Text style={label}>Carrier</Text>
          <Text style={value}>{carrier}</Text>
          <Text style={label}>Tracking number</Text>
          <Text style={{ ...value, margin: 0 }}>{trackingHref ? <Link href={trackingHref}>{trackingNumber}</Link> : trackingNumber}</Text>
        </Section>
      )}
      <Section style={{ margin: '0 0 24px' }}>
        <Button href={orderUrl} style={styles.button}>
          View your order
        </Button>
      </Section>
    </ShopEmailLayout>
  );
}
