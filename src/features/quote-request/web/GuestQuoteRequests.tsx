import { useRequester } from './get-requester.js';
import { MyQuoteRequests } from './MyQuoteRequests.js';

/** A guest (someone who sent a quote request without an account) sees their requests here too. */
export function GuestQuoteRequests() {
  const { data: requester } = useRequester();
  if (requester?.role !== 'guest') return null;
  return (
    <section className="account-card" aria-labelledby="guest-quote-requests-title">
      <h2 id="guest-quote-requests-title" className="account-card__title">
        Your quote requests
      </h2>
      <MyQuoteRequests owner={`guest:${requester.email ?? ''}`} />
    </section>
  );
}
