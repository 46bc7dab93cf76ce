/**
 * Artwork at checkout (optional): a file field per cart line, sent to the new order right after it
 * is placed (POST /api/orders/{no}/artwork with the line), so the shopper can hand it over in one go;
 * anything not sent now is uploaded later from the order page. A reordered line already carries the
 * earlier order's artwork and shows that instead. Each file is judged the moment it is chosen, by
 * its content and with the server's rules (attachment-check.ts): the good ones are listed under the
 * line, a refused one with its name and reason, and it is never sent. The server checks again.
 */
import { useId, useState } from 'react';
import type { Cart } from '../../cart/cart.schemas.js';
import { judgeChosenFiles, type FileRefusal } from '../../quote-request/attachment-check.js';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENTS, QUOTE_REQUEST_MESSAGES } from '../../quote-request/quote-request-rules.js';
import { ChosenFiles, FileRefusals, refusalAria } from '../../quote-request/web/FileChoice.js';
import { newIdempotencyKey } from '../../../web/lib/api-client.js';
import { uploadArtwork } from './order-artwork-api.js';
import './artwork-upload.css';

/** Files chosen per cart line, by the line's id (the order's lines follow the cart's order). */
export type ArtworkChoice = Record<string, File[]>;

/** The problem with the files chosen for a line, if any. */
export const artworkChoiceProblem = (files: readonly File[] | undefined): string | undefined =>
  files && files.length > MAX_ATTACHMENTS ? QUOTE_REQUEST_MESSAGES.tooManyFiles : undefined;

/**
 * Sends each line's files to the placed order, one request per line, each with its own key (a
 * retry sends nothing twice). Answers the first refusal's message, or null when all arrived.
 */
export async function sendCheckoutArtwork(orderNo: string, choice: ArtworkChoice, cartLineIds: readonly string[]): Promise<string | null> {
  for (const [position, lineId] of cartLineIds.entries()) {
    const files = choice[lineId] ?? [];
    if (files.length === 0) continue;
    try {
      await uploadArtwork(orderNo, files, newIdempotencyKey(), position);
    } catch (error) {
      return error instanceof Error && error.message ? error.message : 'Please try again.';
    }
  }
  return null;
}

export function CheckoutArtwork({ cart, choice, onChange }: { cart: Cart; choice: ArtworkChoice; onChange(next: ArtworkChoice): void }) {
  const id = useId();
  // The files refused at the last choice, per line.
  const [refused, setRefused] = useState<Record<string, FileRefusal[]>>({});
  const choose = async (lineId: string, input: HTMLInputElement) => {
    const chosen = [...(input.files ?? [])];
    input.value = '';
    if (chosen.length === 0) return;
    const judged = await judgeChosenFiles(choice[lineId] ?? [], chosen, { max: MAX_ATTACHMENTS });
    setRefused((current) => ({ ...current, [lineId]: judged.refused }));
    onChange({ ...choice, [lineId]: judged.kept });
  };
  const remove = (lineId: string, index: number) => onChange({ ...choice, [lineId]: (choice[lineId] ?? []).filter((_, i) => i !== index) });
  return (
    <fieldset className="checkout-card">
      <legend>Artwork (optional)</legend>
      <p className="acc-hint">
        Add your files now, or later from your order page. PDF, AI, JPEG or PNG; at most {MAX_ATTACHMENTS} per item. We send you a proof to approve before anything is
        printed.
      </p>
      {cart.items.map((line, index) => {
        const inputId = `${id}-line-${index}`;
        const problem = artworkChoiceProblem(choice[line.id]);
        const lineRefused = refused[line.id] ?? [];
        const label = cart.items.length > 1 ? `Item ${index + 1}: ${line.product}` : line.product;
        return line.artwork_from_order ? (
          <p key={line.id} className="checkout-artwork-reused">
            <strong>{label}</strong>: the artwork of order {line.artwork_from_order} is used again.
          </p>
        ) : (
          <div key={line.id} className="acc-field checkout-artwork-line">
            <label htmlFor={inputId}>{label}</label>
            <input
              id={inputId}
              type="file"
              className="order-artwork-input"
              multiple
              accept={ATTACHMENT_ACCEPT}
              {...refusalAria(`${inputId}-refused`, lineRefused, [problem ? `${inputId}-error` : undefined])}
              aria-invalid={problem || lineRefused.length > 0 ? true : undefined}
              onChange={(event) => void choose(line.id, event.target)}
            />
            <FileRefusals id={`${inputId}-refused`} refused={lineRefused} />
            <ChosenFiles files={choice[line.id] ?? []} label={`Files for ${label}`} onRemove={(index) => remove(line.id, index)} />
            {problem && (
              <p id={`${inputId}-error`} className="field-error acc-field-error" role="alert">
                {problem}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
