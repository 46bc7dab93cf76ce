/**
 * Artwork at checkout (optional): a file field per cart line, sent to the new order right after it
 * is placed (POST /api/orders/{no}/artwork with the line), so the shopper can hand it over in one go;
 * anything not sent now is uploaded later from the order page. A reordered line already carries the
 * earlier order's artwork and shows that instead. Each file is judged the moment it is chosen, by
 * its content and with the server's rules (attachment-check.ts): the good ones are listed under the
 * line, a refused one with its name and reason, and it is never sent. The server checks again.
 *
 * Each file listed then gets its preflight verdict at once (issue 18), as on the order page
 * (OrderArtwork.tsx): judged at the line's print target (`cartLineTarget`: the line's product,
 * cutting, shape and size, the family from its page's route, the target the server will judge the
 * order line at), images read in the page, PDFs and AI files asked of the server. A refused file is
 * in red with the reason and the fix, and the order is not placed while it is chosen: the line says
 * "Remove the files we can't print (marked in red), or choose others, then upload."
 */
import { useEffect, useId, useState, type Dispatch, type SetStateAction } from 'react';
import type { Cart, CartLine } from '../../cart/cart.schemas.js';
import { printTarget, type PrintTarget } from '../../artwork/preflight-rules.js';
import { PreflightVerdictView } from '../../artwork/web/PreflightVerdict.js';
import { useArtworkVerdicts } from '../../artwork/web/use-artwork-verdicts.js';
import { judgeChosenFiles, type FileRefusal } from '../../quote-request/attachment-check.js';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENTS, QUOTE_REQUEST_MESSAGES } from '../../quote-request/quote-request-rules.js';
import { ChosenFiles, FileRefusals, refusalAria } from '../../quote-request/web/FileChoice.js';
import { FAMILY_ROUTES } from '../../../shared/paths.js';
import { newIdempotencyKey } from '../../../web/lib/api-client.js';
import { ARTWORK_MESSAGES } from '../order-artwork-rules.js';
import { uploadArtwork } from './order-artwork-api.js';
import './artwork-upload.css';

/** A line's chosen files, and what their verdicts say so far. */
export interface LineArtwork {
  files: File[];
  /** A file the preflight refused is among them (it is never sent). */
  refused: boolean;
  /** A file is still being checked. */
  checking: boolean;
}

/** Files chosen per cart line, by the line's id (the order's lines follow the cart's order). */
export type ArtworkChoice = Record<string, LineArtwork>;

/** Said when Place order is pressed while a chosen file is still being checked. */
const STILL_CHECKING = "We're still checking your files. Please try again in a moment.";

/** The problem with the files chosen for a line, if any: too many, one we can't print, or one still being checked. */
export const artworkChoiceProblem = (line: LineArtwork | undefined): string | undefined => {
  if (!line) return undefined;
  if (line.files.length > MAX_ATTACHMENTS) return QUOTE_REQUEST_MESSAGES.tooManyFiles;
  if (line.refused) return ARTWORK_MESSAGES.refusedFilesChosen;
  return line.checking ? STILL_CHECKING : undefined;
};

/**
 * What a cart line's artwork is judged at: the line's product, cutting, shape and size, as the
 * server judges the order line (artwork/preflight.ts targetOfConfiguration). The product's family
 * (only the words: "badges", "magnets"…) comes from the route of the line's page (/badges/…); null
 * when the line has no size.
 */
export function cartLineTarget(line: Pick<CartLine, 'product_id' | 'configuration' | 'page_url'>): PrintTarget | null {
  const number = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  const { cutting_id: cutting, shape_id: shape, width, height } = line.configuration;
  const cuttingId = number(cutting);
  const widthMm = number(width) ?? 0;
  const heightMm = number(height) ?? 0;
  if (cuttingId === undefined || widthMm <= 0 || heightMm <= 0) return null;
  const route = line.page_url.split(/[/?#]/)[1] ?? '';
  const family = FAMILY_ROUTES.find((known) => known === route)?.replace(/s$/, '') ?? 'sticker';
  return printTarget({ productId: line.product_id, family, cuttingId, shapeId: number(shape) ?? null, widthMm, heightMm });
}

/**
 * Sends each line's files to the placed order, one request per line, each with its own key (a
 * retry sends nothing twice). Answers the first refusal's message, or null when all arrived.
 */
export async function sendCheckoutArtwork(orderNo: string, choice: ArtworkChoice, cartLineIds: readonly string[]): Promise<string | null> {
  for (const [position, lineId] of cartLineIds.entries()) {
    const files = choice[lineId]?.files ?? [];
    if (files.length === 0) continue;
    try {
      await uploadArtwork(orderNo, files, newIdempotencyKey(), position);
    } catch (error) {
      return error instanceof Error && error.message ? error.message : 'Please try again.';
    }
  }
  return null;
}

const NO_FILES: File[] = [];

/** One line's field: the files chosen, each with its verdict at the line's target. */
function ArtworkLine({
  line,
  label,
  inputId,
  chosen,
  onChange,
}: {
  line: CartLine;
  label: string;
  inputId: string;
  chosen: LineArtwork | undefined;
  onChange: Dispatch<SetStateAction<ArtworkChoice>>;
}) {
  const files = chosen?.files ?? NO_FILES;
  // The files refused at the last choice.
  const [refused, setRefused] = useState<FileRefusal[]>([]);
  const target = cartLineTarget(line);
  const verdicts = useArtworkVerdicts(files, target);
  const levelOf = (file: File) => {
    const verdict = verdicts.get(file);
    return typeof verdict === 'object' ? verdict.level : verdict;
  };
  const refusedChosen = files.filter((file) => levelOf(file) === 'refused');
  const checking = files.some((file) => levelOf(file) === 'checking');
  const anyRefused = refusedChosen.length > 0;
  // What the verdicts say goes up with the files, so Place order knows.
  useEffect(() => {
    onChange((current) => {
      const now = current[line.id];
      if (!now || (now.refused === anyRefused && now.checking === checking)) return current;
      return { ...current, [line.id]: { ...now, refused: anyRefused, checking } };
    });
  }, [files, anyRefused, checking, line.id, onChange]);

  // The verdicts of the files now chosen are read again by the effect above.
  const setFiles = (next: File[]) => onChange((current) => ({ ...current, [line.id]: { files: next, refused: current[line.id]?.refused ?? false, checking: current[line.id]?.checking ?? false } }));
  const choose = async (input: HTMLInputElement) => {
    const picked = [...(input.files ?? [])];
    input.value = '';
    if (picked.length === 0) return;
    const judged = await judgeChosenFiles(files, picked, { max: MAX_ATTACHMENTS });
    setRefused(judged.refused);
    setFiles(judged.kept);
  };
  const problem = artworkChoiceProblem(chosen);
  // While a file is read its verdict says so; the line's alert is for what the shopper must change.
  const shownProblem = problem === STILL_CHECKING ? undefined : problem;
  return (
    <div className="acc-field checkout-artwork-line">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="file"
        className="order-artwork-input"
        multiple
        accept={ATTACHMENT_ACCEPT}
        {...refusalAria(`${inputId}-refused`, refused, [shownProblem ? `${inputId}-error` : undefined, ...refusedChosen.map((file) => `${inputId}-verdict-${files.indexOf(file)}`)])}
        aria-invalid={shownProblem || refused.length > 0 ? true : undefined}
        onChange={(event) => void choose(event.target)}
      />
      <FileRefusals id={`${inputId}-refused`} refused={refused} />
      <ChosenFiles
        files={files}
        label={`Files for ${label}`}
        onRemove={(index) => setFiles(files.filter((_, i) => i !== index))}
        details={(file, index) => <PreflightVerdictView id={`${inputId}-verdict-${index}`} verdict={verdicts.get(file)} />}
      />
      {shownProblem && (
        <p id={`${inputId}-error`} className="field-error acc-field-error" role="alert">
          {shownProblem}
        </p>
      )}
    </div>
  );
}

export function CheckoutArtwork({ cart, choice, onChange }: { cart: Cart; choice: ArtworkChoice; onChange: Dispatch<SetStateAction<ArtworkChoice>> }) {
  const id = useId();
  return (
    <fieldset className="checkout-card">
      <legend>Artwork (optional)</legend>
      <p className="acc-hint">
        Add your files now, or later from your order page. PDF, AI, JPEG or PNG; at most {MAX_ATTACHMENTS} per item. We send you a proof to approve before anything is
        printed.
      </p>
      {cart.items.map((line, index) => {
        const label = cart.items.length > 1 ? `Item ${index + 1}: ${line.product}` : line.product;
        return line.artwork_from_order ? (
          <p key={line.id} className="checkout-artwork-reused">
            <strong>{label}</strong>: the artwork of order {line.artwork_from_order} is used again.
          </p>
        ) : (
          <ArtworkLine key={line.id} line={line} label={label} inputId={`${id}-line-${index}`} chosen={choice[line.id]} onChange={onChange} />
        );
      })}
    </fieldset>
  );
}
