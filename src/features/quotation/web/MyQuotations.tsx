/** My account's "My quotations": the member's quotations, newest first, each opening its PDF. */
import { formatSgd } from '../../../shared/money.js';
import { formatSgDate } from '../../account/web/format-date.js';
import { messageOf } from '../../account/web/use-account-form.js';
import { useMemberQuotations } from './get-member-quotations.js';
import { quotationPdfUrl } from './get-quotation.js';

export function MyQuotations({ email }: { email: string }) {
  const { data, isPending, isError, error } = useMemberQuotations(email);
  if (isPending) return <p role="status">Loading your quotations…</p>;
  if (isError) return <p className="acc-alert" role="alert">{messageOf(error, "We couldn't load your quotations. Please refresh the page.")}</p>;
  if (data.length === 0) return <p className="acc-text">No quotations yet. Press Print Quote on any product page to get one as a PDF.</p>;
  return (
    <div className="account-table-wrap">
      <table className="account-table account-quotations">
        <caption className="visually-hidden">Your quotations</caption>
        <thead>
          <tr>
            <th scope="col">Quotation No.</th>
            <th scope="col">Issue date</th>
            <th scope="col" className="account-num">
              Items
            </th>
            <th scope="col" className="account-num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((quotation) => (
            <tr key={quotation.quotation_no}>
              <td>
                <a href={quotationPdfUrl('preview', quotation.quotation_no)} target="_blank" rel="noopener noreferrer">
                  {quotation.quotation_no}
                  <span className="visually-hidden"> (PDF, opens in a new tab)</span>
                </a>
              </td>
              <td className="account-nowrap">{formatSgDate(quotation.issue_date)}</td>
              <td className="account-num">{quotation.item_count}</td>
              <td className="account-num">{formatSgd(quotation.total_price_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
