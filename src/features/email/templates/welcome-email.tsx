/** After registration: welcome, the points given for registering, and where to start. */
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { paths } from '../../../shared/paths.js';
import type { EmailContext, ShopEmail } from '../shop-email.js';
import { ShopEmailLayout, styles } from './shop-email-layout.js';

type Props = Omit<Extract<ShopEmail, { kind: 'welcome' }>, 'kind' | 'to'> & { context: EmailContext };

export const welcomeSubject = (context: EmailContext) => `Welcome to ${context.shop.name}`;

const PRODUCTS = [
  ['Stickers', paths.stickersMenu],
  ['Business cards', paths.family('business-cards')],
  ['Badges', paths.family('badges')],
  ['Magnets', paths.family('magnets')],
  ['Hang tags', paths.family('hang-tags')],
] as const;

export function WelcomeEmail({ firstName, points, context }: Props) {
  const { publicUrl, shop } = context;
  const pointsText = `${points} ${points === 1 ? 'point' : 'points'}`;
  return (
    <ShopEmailLayout
      context={context}
      title={welcomeSubject(context)}
      preview={`Your account is ready, and ${pointsText} are waiting in it.`}
      reason={`You are getting this email because you created an account at ${shop.name} with this address.`}
    >
      <Heading as="h1" style={styles.heading}>
        Welcome, {firstName}!
      </Heading>
      <Text style={styles.text}>Thanks for signing up with {shop.name}. Your account is ready.</Text>
      {points > 0 && (
        <Text style={{ ...styles.text, backgroundColor: '#f0fdfa', borderLeft: '4px solid #0f766e', padding: '12px 16px' }}>
          As a thank-you for registering, we have added <strong>{pointsText}</strong> to your account.
        </Text>
      )}
      <Text style={styles.text}>
        Whenever you are ready, pick a product and its options to see the price and dispatch date straight away. Before we print, we send you a free PDF
        proof to approve.
      </Text>
      <Section style={{ margin: '0 0 24px' }}>
        <Button href={`${publicUrl}/`} style={styles.button}>
          Start your first order
        </Button>
      </Section>
      {/* The plain text leaves this row out: five links with their addresses read as a jumble there, and "Start your first order" has the address. */}
      <Text style={styles.text} data-skip-in-text="true">
        {PRODUCTS.map(([label, path], i) => (
          <span key={path}>
            {i > 0 && ' · '}
            <Link href={`${publicUrl}${path}`} style={styles.link}>
              {label}
            </Link>
          </span>
        ))}
      </Text>
      <Text style={styles.text}>Happy printing!</Text>
    </ShopEmailLayout>
  );
}
