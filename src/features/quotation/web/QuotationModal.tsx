/**
 * The quotation document modal (forms-and-accounts.md §2 item 12, §4 Quotation; configurator.md
 * §4, §7): the quotation as the PDF lays it out — letterhead, number, issue date and validity,
 * an editable Bill To block, the items table PRODUCT DESCRIPTION / QTY / AMOUNT, subtotal,
 * shipping fee, point and coupon discounts when there are any, TOTAL — with "Print / Preview" and
 * "Download PDF", which open the document in a new window.
 *
 * Bill To: "Edit" shows labelled inputs; switching editing off ("Save") saves name, company and
 * address through the update call and shows "Saved".
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatSgd } from '../../../shared/money.js';
import { ApiError } from '../../../web/lib/api-client.js';
import { Modal } from '../../../web/components/ui/Modal.js';
import { WithCharacterLimit } from '../../../web/components/ui/CharacterCount.js';
import { formatQuantity } from '../../catalogue/quantity-rules.js';
import { BILL_TO_LABELS, BILL_TO_LIMITS, billToProblem, normaliseBillTo, QUOTATION_PRICE_MESSAGES, QUOTATION_VALID_DAYS, type BillToField } from '../quotation-rules.js';
import type { Quotation } from '../quotation.schemas.js';
import { openQuotationDocument, useQuotation } from './get-quotation.js';
import { useUpdateQuotation } from './update-quotation.js';
import './QuotationModal.css';
import { splitSummary } from '../../pricing/summary-text.js';

export { usePrintQuote } from './create-quotation.js';

export interface QuotationModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The quotation to show; null while it is being created. */
  quotationNo: string | null;
}

/** "Mon, 23 Nov 2026" → "23 Nov 2026", as the document prints it. */
const documentDate = (text: string) => text.replace(/^[A-Za-z]{3}, /, '');

export function QuotationModal({ open, onOpenChange, quotationNo }: QuotationModalProps) {
  const query = useQuotation(quotationNo, open);
  const quotation = query.data;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      className="quotation-modal"
      title={quotation ? `Quotation ${quotation.quotation_no}` : 'Quotation'}
      description={quotation ? `Prices in SGD, GST included. Valid for ${QUOTATION_VALID_DAYS} days, until ${documentDate(quotation.valid_until_text)}.` : undefined}
    >
      {quotation ? (
        // Keyed by number: another quotation starts with a fresh Bill To form.
        <QuotationDocument key={quotation.quotation_no} quotation={quotation} />
      ) : query.isError ? (
        <p className="qm-message qm-message--error" role="alert">
          {query.error instanceof ApiError ? query.error.message : 'We could not load this quotation. Please try again.'}
        </p>
      ) : (
        <p className="qm-message" role="status">
          Preparing your quotation…
        </p>
      )}
    </Modal>
  );
}

type BillTo = Record<BillToField, string>;
const FIELDS: readonly BillToField[] = ['name', 'company', 'address'];

function QuotationDocument({ quotation }: { quotation: Quotation }) {
  const update = useUpdateQuotation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<BillTo>({ name: quotation.name, company: quotation.company, address: quotation.address });
  const [errors, setErrors] = useState<Partial<BillTo>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const firstInputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const headingId = useId();

  function startEditing() {
    setDraft({ name: quotation.name, company: quotation.company, address: quotation.address });
    setErrors({});
    setSaveError(null);
    setSaved(false);
    setEditing(true);
    // After React shows the inputs.
    requestAnimationFrame(() => firstInputRef.current?.focus());
  }

  async function save(event?: FormEvent | KeyboardEvent) {
    event?.preventDefault();
    const billTo = { name: '', company: '', address: '' };
    const problems: Partial<BillTo> = {};
    for (const field of FIELDS) {
      billTo[field] = normaliseBillTo(field, draft[field]);
      const problem = billToProblem(field, billTo[field]);
      if (problem) problems[field] = problem;
    }
    setErrors(problems);
    setSaveError(null);
    if (Object.keys(problems).length > 0) return;
    try {
      await update.mutateAsync({ quotationNo: quotation.quotation_no, billTo });
      setEditing(false);
      setSaved(true);
      requestAnimationFrame(() => toggleRef.current?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        setErrors(Object.fromEntries(error.issues.filter((i) => (FIELDS as readonly string[]).includes(i.field)).map((i) => [i.field, i.message])));
      }
      setSaveError(error instanceof ApiError ? error.message : 'We could not save the Bill To details. Please try again.');
    }
  }

  const hasBillTo = Boolean(quotation.name || quotation.company || quotation.address);

  return (
    <div className="qm">
      <div className="qm-sheet">
        <header className="qm-head">
          <div className="qm-shop">
            <span className="qm-mark" aria-hidden="true">
              P
            </span>
            <div>
              <p className="qm-shop-name">Print Shop Singapore</p>
              <p className="qm-shop-line">Singapore</p>
            </div>
          </div>
          <div className="qm-facts">
            <p className="qm-title" aria-hidden="true">
              QUOTATION
            </p>
            <dl className="qm-fact-list">
              <div>
                <dt>Quotation No.</dt>
                <dd>{quotation.quotation_no}</dd>
              </div>
              <div>
                <dt>Issue date</dt>
                <dd>{documentDate(quotation.issue_date_text)}</dd>
              </div>
              <div>
                <dt>Valid until</dt>
                <dd>{documentDate(quotation.valid_until_text)}</dd>
              </div>
            </dl>
          </div>
        </header>

        <section className="qm-bill-to" aria-labelledby={headingId}>
          <div className="qm-bill-to-head">
            <h3 id={headingId} className="qm-label">
              Bill To
            </h3>
            {/* Always type="button": were it to turn into a submit button during the click that starts editing, that same click would save. */}
            <button ref={toggleRef} type="button" className="qm-edit" data-editing={editing || undefined} onClick={editing ? () => void save() : startEditing} disabled={update.isPending}>
              {editing ? (update.isPending ? 'Saving…' : 'Save') : 'Edit'}
            </button>
            <span className="qm-saved" role="status">
              {saved && !editing ? 'Saved' : ''}
            </span>
          </div>
          {editing ? (
            <form id={formId} className="qm-form" onSubmit={(event) => void save(event)} noValidate>
              {FIELDS.map((field) => {
                const id = `${formId}-${field}`;
                const error = errors[field];
                return (
                  <div key={field} className={`qm-field qm-field--${field}`}>
                    <label htmlFor={id}>{BILL_TO_LABELS[field]}</label>
                    {/* Company and address count their characters as the limit nears; a person's name needs no count. */}
                    <WithCharacterLimit id={id} value={draft[field]} maxLength={field === 'name' ? undefined : BILL_TO_LIMITS[field]}>
                      {(limit) => {
                        const common = {
                          id,
                          name: field,
                          value: draft[field],
                          maxLength: BILL_TO_LIMITS[field],
                          'aria-invalid': error ? true : undefined,
                          'aria-describedby': [limit.describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined,
                          onChange: (event: { target: { value: string } }) => {
                            const value = event.target.value;
                            setDraft((d) => ({ ...d, [field]: value }));
                            // The message was about the old value.
                            setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
                          },
                        };
                        return (
                          <>
                            {field === 'address' ? (
                              <textarea {...common} rows={3} autoComplete="street-address" onPaste={limit.onPaste()} />
                            ) : (
                              <input
                                {...common}
                                ref={field === 'name' ? firstInputRef : undefined}
                                type="text"
                                autoComplete={field === 'name' ? 'name' : 'organization'}
                                onPaste={limit.onPaste()}
                                // Enter saves, as in a one-field form (with several fields a browser won't submit on Enter by itself).
                                onKeyDown={(event) => {
                                  if (event.key === 'Enter') void save(event);
                                }}
                              />
                            )}
                            {limit.line}
                          </>
                        );
                      }}
                    </WithCharacterLimit>
                    {error && (
                      <p id={`${id}-error`} className="qm-field-error">
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
              {saveError && (
                <p className="qm-field-error" role="alert">
                  {saveError}
                </p>
              )}
            </form>
          ) : hasBillTo ? (
            <address className="qm-bill-to-text">
              {quotation.name && <strong>{quotation.name}</strong>}
              {quotation.company && <span>{quotation.company}</span>}
              {quotation.address && <span className="qm-address">{quotation.address}</span>}
            </address>
          ) : (
            <p className="qm-empty">
              <span aria-hidden="true">—</span>
              <span className="qm-hint">Add your name, company and address with Edit.</span>
            </p>
          )}
        </section>

        <table className="qm-items">
          <thead>
            <tr>
              <th scope="col">PRODUCT DESCRIPTION</th>
              <th scope="col" className="qm-num">
                <abbr title="Quantity">QTY</abbr>
              </th>
              <th scope="col" className="qm-num">
                AMOUNT
              </th>
            </tr>
          </thead>
          <tbody>
            {quotation.items.map((item, index) => {
              const { product, details: rest } = splitSummary(item.details);
              return (
                <tr key={index}>
                  <td>
                    <a className="qm-product" href={item.page_url}>
                      {product}
                    </a>
                    {rest && <span className="qm-details">{rest}</span>}
                  </td>
                  <td className="qm-num">{formatQuantity(item.quantity)}</td>
                  <td className="qm-num">
                    {formatSgd(item.price_cents)}
                    {item.today_price_cents !== item.price_cents && <span className="qm-today">{item.today_price_cents === null ? QUOTATION_PRICE_MESSAGES.lineGone : QUOTATION_PRICE_MESSAGES.lineToday(item.today_price_cents)}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>

        {quotation.price_note && (
          <p className="qm-price-note" role="note">
            {quotation.price_note}
          </p>
        )}
        <dl className="qm-totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{formatSgd(quotation.sub_total_cents)}</dd>
          </div>
          <div>
            <dt>Shipping fee</dt>
            <dd>{quotation.shipping_fee_cents === 0 ? 'Free' : formatSgd(quotation.shipping_fee_cents)}</dd>
          </div>
          {quotation.point_discount_cents !== 0 && (
            <div>
              <dt>Point discount</dt>
              <dd>-{formatSgd(quotation.point_discount_cents)}</dd>
            </div>
          )}
          {quotation.coupon_discount_cents !== 0 && (
            <div>
              <dt>Coupon discount</dt>
              <dd>-{formatSgd(quotation.coupon_discount_cents)}</dd>
            </div>
          )}
          <div className="qm-total">
            <dt>TOTAL</dt>
            <dd>{formatSgd(quotation.total_price_cents)}</dd>
          </div>
        </dl>
        <p className="qm-note">Prices in SGD, GST included. A digital artwork proof is sent for approval before printing. This quotation is not a tax invoice.</p>
      </div>

      <div className="qm-actions">
        <button type="button" className="qm-button qm-button--primary" onClick={() => openQuotationDocument('preview', quotation.quotation_no)}>
          Print / Preview
        </button>
        <button type="button" className="qm-button" onClick={() => openQuotationDocument('download', quotation.quotation_no)}>
          Download PDF
        </button>
      </div>
    </div>
  );
}
