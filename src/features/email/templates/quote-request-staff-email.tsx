/** To the shop (SHOP_EMAIL) after a quote request: who asked, what for, and links to the files. */
import { Heading, Link, Text } from '@react-email/components';
import type { EmailContext, ShopEmail } from '../shop-email.js';
import { QuoteRequestDetails } from './quote-request-details.js';
import { ShopEmailLayout, styles } from './shop-email-layout.js';

type Props = Omit<Extract<ShopEmail, { kind: 'quote-request-staff' }>, 'kind' | 'to'> & { context: EmailContext };

export const quoteRequestStaffSubject = (request: Pick<Props, 'requestNo' | 'quoteType' | 'requester'>) =>
  `Quote request ${request.requestNo}: ${request.quoteType} from ${request.requester.firstName} ${request.requester.lastName}`;

const ROLE: Record<Props['requester']['role'], string> = {
  member: 'a signed-in member',
  guest: 'a returning guest',
  'new guest': 'a new guest (stored as a guest now)',
};

export function QuoteRequestStaffEmail({ requester, staffUrl, utm, context, ...request }: Props) {
  return (
    <ShopEmailLayout
      context={context}
      title={quoteRequestStaffSubject({ ...request, requester })}
      preview={`${request.quoteType} from ${requester.firstName} ${requester.lastName}: ${request.summary}`}
      reason={`You are getting this email because it is sent to ${context.shop.name}'s address (SHOP_EMAIL) for every quote request.`}
    >
      <Heading as="h1" style={styles.heading}>
        New quote request {request.requestNo}
      </Heading>
      <Text style={styles.text}>
        From {requester.firstName} {requester.lastName} (
        <Link href={`mailto:${requester.email}`} style={styles.link}>
          {requester.email}
        </Link>
        ), {ROLE[requester.role]}.
      </Text>
      <QuoteRequestDetails request={request} fileLinks />
      {utm.length > 0 && <Text style={styles.text}>Campaign: {utm.map(([k, v]) => `${k}=${v}`).join(', ')}</Text>}
      <Text style={styles.text}>
        The files open for staff who are signed in to the shop. The request on the staff page: <Link href={staffUrl} style={styles.link}>{staffUrl}</Link>
      </Text>
    </ShopEmailLayout>
  );
}
