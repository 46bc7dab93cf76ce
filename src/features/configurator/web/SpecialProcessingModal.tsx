/**
 * The Special Processing modal (forms-and-accounts.md §2 screen 1, §4 Special processing request and
 * form dependencies, §5): the configuration with the configurator's cascade (configurator-state.ts),
 * the special processing options with their sub-items (at most 3 ticked), up to 4 attachments sent
 * with an upload progress bar (each judged by its content the moment it is chosen: a refused file
 * is listed with its name and reason and never sent), a comment, and name and email by role. Sent as 'Special Processing'.
 * Each file listed gets its preflight verdict at once (issue 18, as on the order page): at the size,
 * cut and shape chosen once the size rests (until a size is given, only what needs none is judged);
 * a refused file is in red and Send Request sends nothing while it is listed.
 * Views: form, thank-you ('Your Quote Request has been sent!' / 'We will respond to you shortly.').
 * Only members and guests reach it (SpecialProcessingRequest sends anonymous visitors to sign in).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Product } from '../../catalogue/catalogue.schemas.js';
import {
  adhesivesFor,
  configure,
  cuttingOf,
  cuttingsOf,
  dimLookupsFor,
  finishingsFor,
  initialSelection,
  orientationsFor,
  premiumAddonFor,
  quantitiesFor,
  shapesFor,
  type Selection,
  type SelectionChange,
} from '../configurator-state.js';
import { printTarget, type PreflightVerdict, type PrintTarget } from '../../artwork/preflight-rules.js';
import { PreflightVerdictView, type VerdictState } from '../../artwork/web/PreflightVerdict.js';
import { useArtworkVerdicts } from '../../artwork/web/use-artwork-verdicts.js';
import { Modal } from '../../../web/components/ui/Modal.js';
import { useCharacterLimit } from '../../../web/components/ui/CharacterCount.js';
import { ApiError, newIdempotencyKey } from '../../../web/lib/api-client.js';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_ERROR_MS,
  COMMENT_MAX_LENGTH,
  canTickAnotherItem,
  formatFileSize,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  QUOTE_NUMBER_MAX_LENGTH,
  QUOTE_REQUEST_MESSAGES,
  quoteCutsProblem,
  quoteSizeProblem,
  quoteStickersPerSheetProblem,
  requesterEmailProblem,
  requesterNameProblem,
  sanitizeQuoteNumberInput,
} from '../../quote-request/quote-request-rules.js';
import { judgeChosenFiles, type FileRefusal } from '../../quote-request/attachment-check.js';
import { FileRefusals, refusalAria } from '../../quote-request/web/FileChoice.js';
import { REQUESTER_QUERY_KEY, useRequester } from '../../quote-request/web/get-requester.js';
import { issuesByField, sendQuoteRequest } from '../../quote-request/web/send-quote-request.js';
import '../../account/web/account-forms.css';
import '../../quote-request/web/QuoteModal.css';

/** Products never offered with special processing (§4, §9). */
export const HIDDEN_PRODUCT_IDS: readonly number[] = [9, 23];
/** Products whose finishing is called 'Material' (§2). */
const MATERIAL_PRODUCT_IDS: readonly number[] = [7, 8];

export interface SpecialProcessingModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The page's products (those hidden from this form are left out here). */
  products: readonly Product[];
  /** The configurator's product and selection, the form's starting point. */
  productId: number;
  selection?: Selection | undefined;
  featuredItemId?: number | undefined;
}

/** The files are judged at a new size once it has rested this long (a PDF is asked of the server). */
const TARGET_DEBOUNCE_MS = 500;

/** The size the files are judged at: the product, cutting, shape and size chosen, or null while the size is not a valid one. */
function quoteTarget(product: Product | undefined, selection: Selection | undefined, sizeProblem: string | undefined): PrintTarget | null {
  if (!product || !selection || sizeProblem) return null;
  const widthMm = Number(selection.width);
  const heightMm = Number(selection.height);
  if (!(widthMm > 0) || !(heightMm > 0) || selection.cuttingId === null) return null;
  return printTarget({ productId: product.id, family: product.family, cuttingId: selection.cuttingId, shapeId: selection.shapeId, widthMm, heightMm });
}

/** A verdict judged without a size says so in the quote form's words (the preflight's are the order page's). */
const inQuoteWords = (verdict: VerdictState): VerdictState =>
  typeof verdict === 'object'
    ? ({ ...verdict, notes: verdict.notes.map((note) => (note.code === 'size_unknown' ? { ...note, message: QUOTE_REQUEST_MESSAGES.sizeNotGiven } : note)) } satisfies PreflightVerdict)
    : verdict;

type Field = 'firstname' | 'lastname' | 'email_address' | 'width' | 'cut_per_shape' | 'ea' | 'special_processing' | 'attachments' | 'comment';

interface Choice {
  id: number;
  name: string;
  disabled?: boolean;
}

function Select({ label, value, choices, onChange, id }: { label: string; value: number | null; choices: readonly Choice[]; onChange(id: number): void; id: string }) {
  if (choices.length === 0) return null;
  return (
    <div className="acc-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="qr-select" value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
        {value === null && <option value="">Choose…</option>}
        {choices.map((c) => (
          <option key={c.id} value={c.id} disabled={c.disabled}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SpecialProcessingModal({ open, onOpenChange, products, productId, selection: startSelection, featuredItemId }: SpecialProcessingModalProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const requester = useRequester(open);
  const offered = products.filter((p) => !HIDDEN_PRODUCT_IDS.includes(p.id));
  const startProduct = offered.find((p) => p.id === productId) ?? offered[0];
  const [product, setProduct] = useState<Product | undefined>(startProduct);
  const [selection, setSelection] = useState<Selection | undefined>(() =>
    startProduct ? (startSelection && startSelection.productId === startProduct.id ? startSelection : initialSelection(startProduct)) : undefined,
  );
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [tooManyFiles, setTooManyFiles] = useState(false);
  const [refused, setRefused] = useState<FileRefusal[]>([]);
  const [checking, setChecking] = useState(false);
  const [comment, setComment] = useState('');
  const [contact, setContact] = useState({ firstname: '', lastname: '', email_address: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [view, setView] = useState<'form' | 'sent'>('form');
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const commentLimit = useCharacterLimit(`${id}-comment`, comment, COMMENT_MAX_LENGTH);
  // Each file's preflight verdict at the size chosen, once it has rested.
  const sizeNow = product && selection ? quoteSizeProblem(selection.width, selection.height, dimLookupsFor(product, selection.cuttingId)) : undefined;
  const targetNow = quoteTarget(product, selection, sizeNow);
  const targetNowKey = JSON.stringify(targetNow);
  const [target, setTarget] = useState<PrintTarget | null>(targetNow);
  useEffect(() => {
    const timer = setTimeout(() => setTarget(JSON.parse(targetNowKey) as PrintTarget | null), TARGET_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [targetNowKey]);
  const verdicts = useArtworkVerdicts(files, target);

  useEffect(() => {
    if (!requester.data) return;
    setContact({ firstname: requester.data.first_name ?? '', lastname: requester.data.last_name ?? '', email_address: requester.data.email ?? '' });
  }, [requester.data]);

  useEffect(() => {
    if (!tooManyFiles) return;
    const timer = setTimeout(() => setTooManyFiles(false), ATTACHMENT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [tooManyFiles]);

  if (!product || !selection) return null;

  const role = requester.data?.role ?? 'anonymous';
  const askName = role !== 'member' || !requester.data?.first_name || !requester.data.last_name;
  const askEmail = role !== 'member' && !requester.data?.email;
  const cutting = cuttingOf(product, selection.cuttingId);
  const shapes = shapesFor(product, selection.cuttingId, selection.width, selection.height);
  const shape = cutting?.shapes.find((s) => s.id === selection.shapeId);
  const finishings = finishingsFor(product, selection.cuttingId);
  const adhesives = adhesivesFor(product, selection.cuttingId, selection.finishingId);
  const premium = premiumAddonFor(product, selection.cuttingId, selection.finishingId);
  const premiumYes = premium && selection.premiumChoiceId !== null && selection.premiumChoiceId !== premium.items[0]?.id;
  const quantities = quantitiesFor(product, selection);
  const orientations = orientationsFor(product, selection.cuttingId);
  const needsCuts = Boolean(shape && shape.cuts !== 'na');
  const needsEa = Boolean(cutting?.input_ea);
  const spOptions = product.attributes.special_processing
    .filter((o) => !cutting || cutting.special_processing.length === 0 || cutting.special_processing.includes(o.id))
    .map((o) => ({ ...o, disabled: o.disabled_product_ids.includes(product.id) || (selection.finishingId !== null && o.disabled_finishing_ids.includes(selection.finishingId)) }));
  const chosenIds = Object.keys(chosen)
    .map(Number)
    .filter((oid) => spOptions.some((o) => o.id === oid && !o.disabled));
  const sizeProblem = sizeNow;
  const levelOf = (file: File) => {
    const verdict = verdicts.get(file);
    return typeof verdict === 'object' ? verdict.level : verdict;
  };
  const refusedChosen = files.filter((file) => levelOf(file) === 'refused');
  const stillChecking = files.some((file) => levelOf(file) === 'checking');

  const change = (next: SelectionChange) => {
    setSelection((s) => (s ? configure(s, product, next) : s));
    idempotencyKey.current = null;
  };
  const changeProduct = (pid: number) => {
    const next = offered.find((p) => p.id === pid);
    if (!next) return;
    setProduct(next);
    setSelection(initialSelection(next, { width: selection.width, height: selection.height }));
    setChosen({});
  };
  const toggleOption = (oid: number, on: boolean) => {
    setChosen((c) => {
      const next = { ...c };
      if (on) next[oid] = [];
      else delete next[oid];
      return next;
    });
    setErrors((e) => ({ ...e, special_processing: undefined }));
  };
  const toggleItem = (oid: number, itemId: number, on: boolean) =>
    setChosen((c) => {
      const ticked = c[oid] ?? [];
      return { ...c, [oid]: on ? (canTickAnotherItem(ticked) ? [...ticked, itemId] : ticked) : ticked.filter((i) => i !== itemId) };
    });

  // Each file is judged as it is chosen, by its content, with the server's rules: the good ones are
  // kept, the others listed with their name and reason (never sent). Past four, the spec's tooltip.
  const addFiles = async (picked: FileList | null) => {
    const list = [...(picked ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (list.length === 0) return;
    setChecking(true);
    const judged = await judgeChosenFiles(files, list, { max: MAX_ATTACHMENTS });
    setChecking(false);
    setRefused(judged.refused.filter((r) => r.reason !== QUOTE_REQUEST_MESSAGES.tooManyFiles));
    if (judged.overMax) setTooManyFiles(true);
    setFiles(judged.kept);
    setErrors((e) => ({ ...e, attachments: undefined }));
    idempotencyKey.current = null;
  };

  const problems = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const add = (field: Field, problem: string | undefined) => {
      if (problem && !found[field]) found[field] = problem;
    };
    if (askName) {
      add('firstname', requesterNameProblem(contact.firstname, 'first'));
      add('lastname', requesterNameProblem(contact.lastname, 'last'));
    }
    if (askEmail) add('email_address', requesterEmailProblem(contact.email_address));
    add('width', sizeProblem);
    if (needsCuts) add('cut_per_shape', quoteCutsProblem(selection.cutPerShape));
    if (needsEa) add('ea', quoteStickersPerSheetProblem(selection.stickersPerSheet));
    if (chosenIds.length === 0) add('special_processing', QUOTE_REQUEST_MESSAGES.specialProcessingRequired);
    if (refusedChosen.length > 0) add('attachments', QUOTE_REQUEST_MESSAGES.refusedFilesChosen);
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    setProgress(0);
    idempotencyKey.current ??= newIdempotencyKey();
    const items: Record<string, number[]> = {};
    for (const oid of chosenIds) if ((chosen[oid] ?? []).length > 0) items[`special_processing_items[${oid}][]`] = chosen[oid] ?? [];
    try {
      await sendQuoteRequest({
        fields: {
          quote_type: 'Special Processing',
          featured_item_id: featuredItemId,
          product_id: product.id,
          cutting_id: selection.cuttingId,
          shape_id: selection.shapeId,
          orientation_id: selection.orientationId,
          finishing_id: selection.finishingId,
          premium_processing_id: selection.premiumCoatingId ?? selection.premiumChoiceId,
          adhesive_id: selection.adhesiveId,
          color_id: selection.colorId,
          width: selection.width,
          height: selection.height,
          quantity: selection.quantity,
          cut_per_shape: needsCuts ? selection.cutPerShape : undefined,
          ea: needsEa ? selection.stickersPerSheet : undefined,
          'special_processing[]': chosenIds,
          ...items,
          comment,
          ...(askName ? { firstname: contact.firstname.trim(), lastname: contact.lastname.trim() } : {}),
          // A guest's stored email goes too (shown as text): the server asks every non-member for one.
          ...(role !== 'member' ? { email_address: contact.email_address.trim() } : {}),
        },
        files,
        idempotencyKey: idempotencyKey.current,
        // The last step (all sent, 100) is drawn at once: the shop's answer can arrive before React's
        // next render, which would then skip the full bar and the shopper would never see it complete.
        onProgress: (sent) => (sent >= PERCENT ? flushSync(() => setProgress(sent)) : setProgress(sent)),
      });
      setView('sent');
      void queryClient.invalidateQueries({ queryKey: REQUESTER_QUERY_KEY });
    } catch (error) {
      const byField = issuesByField(error);
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const [field, message] of Object.entries(byField)) {
        const key = (field === 'height' ? 'width' : field.replace(/\[.*$/, '')) as Field;
        if (['firstname', 'lastname', 'email_address', 'width', 'cut_per_shape', 'ea', 'special_processing', 'attachments', 'comment'].includes(key)) fieldErrors[key] ??= message;
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFormError(error instanceof ApiError ? error.message : 'An error occurred. Please try again or submit a report.');
      setProgress(null);
    } finally {
      setSending(false);
    }
  };

  const err = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="acc-field-error">
        {errors[field]}
      </p>
    ) : null;
  const aria = (field: Field) => ({ id: `${id}-${field}`, 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined });
  const numberInput = (field: 'width' | 'height' | 'cut_per_shape' | 'ea', label: string, value: string, onChange: (v: string) => void) => (
    <div className="acc-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        {...aria(field === 'height' ? 'width' : field)}
        id={`${id}-${field}`}
        inputMode="numeric"
        maxLength={QUOTE_NUMBER_MAX_LENGTH}
        value={value}
        onPaste={(e) => e.preventDefault()}
        onChange={(e) => onChange(sanitizeQuoteNumberInput(e.target.value))}
      />
    </div>
  );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Special Processing" size="lg">
      {view === 'sent' ? (
        <div className="qr-sent" role="status">
          <p className="qr-sent-title">{QUOTE_REQUEST_MESSAGES.sent}</p>
          <p className="acc-text">{QUOTE_REQUEST_MESSAGES.sentDetail}</p>
          <button type="button" className="button button-primary" onClick={() => onOpenChange(false)}>
            Close
          </button>
        </div>
      ) : (
        <form className="acc-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={sending || undefined}>
          <div className="qr-grid">
            <Select id={`${id}-product`} label="Product" value={product.id} choices={offered} onChange={changeProduct} />
            <Select id={`${id}-cutting`} label="Cutting" value={selection.cuttingId} choices={cuttingsOf(product)} onChange={(v) => change({ type: 'cutting', cuttingId: v })} />
            <Select id={`${id}-shape`} label="Shape" value={selection.shapeId} choices={shapes} onChange={(v) => change({ type: 'shape', shapeId: v })} />
            <Select
              id={`${id}-orientation`}
              label="Orientation"
              value={selection.orientationId}
              choices={orientations}
              onChange={(v) => change({ type: 'orientation', orientationId: v })}
            />
            <Select
              id={`${id}-finishing`}
              label={MATERIAL_PRODUCT_IDS.includes(product.id) ? 'Material' : 'Finishing'}
              value={selection.finishingId}
              choices={finishings}
              onChange={(v) => change({ type: 'finishing', finishingId: v })}
            />
            {premium && (
              <Select id={`${id}-premium`} label="Premium processing" value={selection.premiumChoiceId} choices={premium.items} onChange={(v) => change({ type: 'premium', choiceId: v })} />
            )}
            {premium && premiumYes && premium.finishing_premium_items.length > 0 && (
              <Select
                id={`${id}-coating`}
                label="Premium coating"
                value={selection.premiumCoatingId}
                choices={premium.finishing_premium_items}
                onChange={(v) => change({ type: 'premiumCoating', coatingId: v })}
              />
            )}
            <Select id={`${id}-adhesive`} label="Adhesive" value={selection.adhesiveId} choices={adhesives} onChange={(v) => change({ type: 'adhesive', adhesiveId: v })} />
            {product.attributes.colors.length > 0 && (
              <Select id={`${id}-color`} label="Colour" value={selection.colorId} choices={product.attributes.colors} onChange={(v) => change({ type: 'color', colorId: v })} />
            )}
            <Select
              id={`${id}-quantity`}
              label="Quantity"
              value={selection.quantity}
              choices={quantities.map((q) => ({ id: q, name: q.toLocaleString('en-SG') }))}
              onChange={(v) => change({ type: 'quantity', quantity: v })}
            />
            {product.attributes.sizes.filter((s) => s.cutting_id === selection.cuttingId).length > 0 && (
              <Select
                id={`${id}-size`}
                label="Size"
                value={null}
                choices={product.attributes.sizes.filter((s) => s.cutting_id === selection.cuttingId)}
                onChange={(v) => {
                  const size = product.attributes.sizes.find((s) => s.id === v);
                  const [w, h] = (size?.value ?? '').split('x');
                  if (w && h) change({ type: 'size', width: w, height: h });
                }}
              />
            )}
          </div>
          <fieldset className="qr-fieldset">
            <legend>Size (mm)</legend>
            <div className="acc-row">
              {numberInput('width', 'Width (mm)', selection.width, (v) => change({ type: 'size', width: v, height: selection.height }))}
              {numberInput('height', 'Height (mm)', selection.height, (v) => change({ type: 'size', width: selection.width, height: v }))}
            </div>
            {err('width') ?? (sizeProblem && selection.width && selection.height ? <p className="acc-field-error">{sizeProblem}</p> : null)}
          </fieldset>
          {(needsCuts || needsEa) && (
            <div className="acc-row qr-row">
              {needsCuts && (
                <div>
                  {numberInput('cut_per_shape', 'Number of cuts', selection.cutPerShape, (v) => change({ type: 'cuts', value: v }))}
                  {err('cut_per_shape')}
                </div>
              )}
              {needsEa && (
                <div>
                  {numberInput('ea', 'Stickers per sheet (ea)', selection.stickersPerSheet, (v) => change({ type: 'stickersPerSheet', value: v }))}
                  {err('ea')}
                </div>
              )}
            </div>
          )}
          <fieldset className="qr-fieldset" aria-describedby={errors.special_processing ? `${id}-special_processing-error` : undefined}>
            <legend id={`${id}-special_processing`} tabIndex={-1}>
              Special processing options
            </legend>
            <ul className="qr-options">
              {spOptions.map((option) => {
                const on = chosenIds.includes(option.id);
                const ticked = chosen[option.id] ?? [];
                return (
                  <li key={option.id}>
                    <label className="acc-check">
                      <input type="checkbox" checked={on} disabled={option.disabled} onChange={(e) => toggleOption(option.id, e.target.checked)} />
                      <span>
                        {option.name}
                        <span className="acc-hint">{option.disabled ? 'Not available with this product or finishing.' : option.description}</span>
                      </span>
                    </label>
                    {on && option.items.length > 0 && (
                      <ul className="qr-items" aria-label={`${option.name} choices (up to 3)`}>
                        {option.items.map((item) => (
                          <li key={item.id}>
                            <label className="qr-item">
                              <input
                                type="checkbox"
                                checked={ticked.includes(item.id)}
                                disabled={!ticked.includes(item.id) && !canTickAnotherItem(ticked)}
                                onChange={(e) => toggleItem(option.id, item.id, e.target.checked)}
                              />
                              {item.name}
                            </label>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
            {err('special_processing')}
          </fieldset>
          <div className="acc-field qr-files">
            <label htmlFor={`${id}-attachments`}>Attachments (up to {MAX_ATTACHMENTS} files: PDF, AI, JPEG or PNG)</label>
            <p className="acc-hint">
              At most {formatFileSize(MAX_ATTACHMENT_BYTES)} each and {formatFileSize(MAX_ATTACHMENTS_TOTAL_BYTES)} in all.
            </p>
            <input
              ref={fileInput}
              {...aria('attachments')}
              {...(errors.attachments ? {} : refusalAria(`${id}-refused`, refused, refusedChosen.map((file) => `${id}-verdict-${files.indexOf(file)}`)))}
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              onChange={(e) => void addFiles(e.target.files)}
            />
            <FileRefusals id={`${id}-refused`} refused={refused} />
            {tooManyFiles && (
              <p className="qr-tooltip" role="alert">
                {QUOTE_REQUEST_MESSAGES.maxFilesTooltip}
              </p>
            )}
            {err('attachments')}
            {files.length > 0 && (
              <ul className="qr-file-list">
                {files.map((file, index) => (
                  <li key={`${file.name}-${index}`}>
                    <span className="qr-file-name">{file.name}</span> <span className="acc-hint">{formatFileSize(file.size)}</span>
                    {sending && progress !== null && (
                      <span className="qr-progress qr-progress--file" role="progressbar" aria-label={`Uploading ${file.name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={fileProgress(progress, files, index)}>
                        <span style={{ width: `${fileProgress(progress, files, index)}%` }} />
                      </span>
                    )}
                    <button
                      type="button"
                      className="acc-link"
                      disabled={sending}
                      aria-label={`Remove ${file.name}`}
                      onClick={() => {
                        setFiles(files.filter((_, i) => i !== index));
                        setErrors((e) => ({ ...e, attachments: undefined }));
                      }}
                    >
                      Remove
                    </button>
                    <PreflightVerdictView id={`${id}-verdict-${index}`} verdict={inQuoteWords(verdicts.get(file))} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="acc-field">
            <label htmlFor={`${id}-comment`}>Comment</label>
            <textarea
              {...aria('comment')}
              aria-describedby={[commentLimit.describedBy, errors.comment ? `${id}-comment-error` : undefined].filter(Boolean).join(' ') || undefined}
              className="qr-textarea"
              rows={3}
              maxLength={COMMENT_MAX_LENGTH}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              onPaste={commentLimit.onPaste()}
            />
            {commentLimit.line}
            {err('comment')}
          </div>
          {askName && (
            <div className="acc-row qr-row">
              <div className="acc-field">
                <label htmlFor={`${id}-firstname`}>First name</label>
                <input {...aria('firstname')} autoComplete="given-name" maxLength={100} value={contact.firstname} onChange={(e) => setContact({ ...contact, firstname: e.target.value })} />
                {err('firstname')}
              </div>
              <div className="acc-field">
                <label htmlFor={`${id}-lastname`}>Last name</label>
                <input {...aria('lastname')} autoComplete="family-name" maxLength={100} value={contact.lastname} onChange={(e) => setContact({ ...contact, lastname: e.target.value })} />
                {err('lastname')}
              </div>
            </div>
          )}
          {askEmail ? (
            <div className="acc-field">
              <label htmlFor={`${id}-email_address`}>Email</label>
              <input {...aria('email_address')} type="email" autoComplete="email" value={contact.email_address} onChange={(e) => setContact({ ...contact, email_address: e.target.value })} />
              {err('email_address')}
            </div>
          ) : (
            <>
              <p className="acc-email">
                <span className="acc-email-label">Email</span>
                <strong>{requester.data?.email}</strong>
              </p>
              {err('email_address')}
            </>
          )}
          {formError && (
            <p className="acc-alert" role="alert">
              {formError}
            </p>
          )}
          {sending && progress !== null && (
            <div className="qr-progress" role="progressbar" aria-label="Uploading your request" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
              <span style={{ width: `${progress}%` }} />
            </div>
          )}
          <button type="submit" className="button button-primary" disabled={sending || checking || stillChecking || Boolean(sizeProblem) || chosenIds.length === 0}>
            {sending ? 'Sending…' : 'Send Request'}
          </button>
        </form>
      )}
    </Modal>
  );
}

/**
 * One file's share of the upload, in percent: the request's progress (0–100) spread over the
 * files in the order they are sent (the form's few text fields go first and are left out).
 */
/** A percentage, not money (the money lint rules watch literal 100s). */
const PERCENT = 100;

function fileProgress(progress: number, files: readonly File[], index: number): number {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  const file = files[index];
  if (!file || total === 0 || file.size === 0) return progress;
  const sentBytes = (progress / PERCENT) * total;
  const before = files.slice(0, index).reduce((sum, f) => sum + f.size, 0);
  return Math.round(Math.min(1, Math.max(0, (sentBytes - before) / file.size)) * PERCENT);
}

