/**
 * Rules of the quote request forms (forms-and-accounts.md §3–§5, §8, §9; configurator.md §4
 * request-a-quote mode): the Special Processing form and the sticker page's Special Size modal.
 * Names, email, quantity, size, number of cuts, stickers per sheet, special processing choices,
 * attachments and the comment, with the catalogue's wording. Pure: the web forms check with these
 * as the shopper types, and the server checks every request with them, so both say the same thing.
 * What only the server can check (the catalogue's ids, registered and disposable emails) is in
 * quote-request-service.ts; a file's content is judged by attachment-check.ts, in both.
 */
import { ACCOUNT_MESSAGES, emailProblem, nameProblem, type FieldErrors } from '../account/account-rules.js';
import { MAX_CUTS_PER_SHAPE, validateStickersPerSheet } from '../pricing/cut-rules.js';
import { parseDimension, parseSizeInput, pickDimLookup, type DimLookup, type SizeInput } from '../catalogue/size-rules.js';
import { documentNumber, documentNumberPattern, normaliseDocumentNo, type DocumentNumberKind } from '../../shared/document-numbers.js';

// ---- Kinds ------------------------------------------------------------------------------------

/** 'Special Processing' from the special processing form; 'Special Size' from the sticker page's quote modal. */
export const QUOTE_TYPES = ['Special Processing', 'Special Size'] as const;
export type QuoteType = (typeof QUOTE_TYPES)[number];

export const isQuoteType = (value: unknown): value is QuoteType => QUOTE_TYPES.includes(value as QuoteType);

// ---- Limits (§9) -------------------------------------------------------------------------------

/** Attachments per request (§5, §9). */
export const MAX_ATTACHMENTS = 4;
/** How long the form shows the too-many-files tooltip (§9). */
export const ATTACHMENT_ERROR_MS = 5000;
/** One file at most (artwork PDFs and AI files run large; photos are smaller). */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
/** All of a request's files together. */
export const MAX_ATTACHMENTS_TOTAL_BYTES = 60 * 1024 * 1024;
/** Sub-items ticked under one special processing option (§4, §9). */
export const MAX_SPECIAL_PROCESSING_ITEMS = 3;
/** The numeric inputs of these forms (quantity, width, height, cuts, stickers per sheet): 6 characters (§5, §9). */
export const QUOTE_NUMBER_MAX_LENGTH = 6;
/** The comment box (for the Special Size modal it carries the quote summary). */
export const COMMENT_MAX_LENGTH = 2000;
/** An uploaded file's name as kept and shown (longer names are shortened, keeping the extension). */
export const FILE_NAME_MAX_LENGTH = 150;
/** Debounce of the email-exists check while typing (§5, §9). */
export const EMAIL_CHECK_DEBOUNCE_MS = 300;

// ---- Messages (§8, with the catalogue's wording where it has one) -------------------------------

export const QUOTE_REQUEST_MESSAGES = {
  firstNameRequired: 'Please enter the first name.',
  lastNameRequired: 'Please enter the last name.',
  emailRequired: 'Please enter the email address.',
  emailInvalid: 'Invalid email address.',
  emailRegistered: 'This is a registered e-mail address. You can contact us after logging in.',
  emailDisposable: ACCOUNT_MESSAGES.emailDisposable,
  quantityRequired: 'Please enter the quantity.',
  /** Not in the catalogue: digits only, at most 6 (§5). */
  quantityInvalid: 'Please enter the quantity as a whole number of up to 6 digits.',
  sizeRequired: 'Size is required. Please try again.',
  cutsRequired: 'Number of cuts is required. Please try again.',
  cutsTooMany: 'Number of cuts should not be more than 30. Request a quote from the button below.',
  specialProcessingRequired: 'Please select a special processing option.',
  tooManyFiles: 'You cannot upload more than 4 files.',
  /** The form's tooltip when a fifth file is picked (§8). */
  maxFilesTooltip: 'Maximum of 4 files only!',
  fileTypeNotAccepted: 'File type not accepted. Please try again.',
  /** Not in the catalogue: a chosen file the preflight refused is still listed (issue 18; the order page's words). */
  refusedFilesChosen: "Remove the files we can't print (marked in red), or choose others, then send your request.",
  /** Not in the catalogue: a file judged before the size is given (the preflight's size_unknown note, in the quote form's words). */
  sizeNotGiven: 'Enter the size to check how sharp it will print.',
  /** Not in the catalogue: the form type is neither of the two forms. */
  quoteTypeInvalid: 'Please send the request from the Special Processing form or the Request a Quote button.',
  /** Not in the catalogue: the upload stopped before its end (connection lost). */
  uploadIncomplete: 'Your request did not arrive complete. Please check your connection and send it again.',
  /** Not in the catalogue: a form that isn't multipart/form-data. */
  notMultipart: 'Please send the quote request as a form (multipart/form-data).',
  /** Not in the catalogue: more form fields than the forms have. */
  tooManyFields: 'The request has more fields than the quote form sends. Please send it from the form.',
  sent: 'Your Quote Request has been sent!',
  sentDetail: 'We will respond to you shortly.',
  // The catalogue's wording, typo included ("your were").
  notFound: "Sorry, we're unable to find the quote request your were looking for.",
} as const;

export const sizeBelowMinimumMessage = (min: number): string => `* Width or height must not be below ${min}mm.`;
export const tooManySpecialProcessingItemsMessage = (option: string): string => `Please tick at most ${MAX_SPECIAL_PROCESSING_ITEMS} choices under ${option}.`;
export const commentTooLongMessage = (): string => `Your comment can be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-SG')} characters.`;
export const fileEmptyMessage = (name: string): string => `"${name}" is empty (0 bytes). Please choose the file again.`;
export const fileTooLargeMessage = (name: string): string => `"${name}" is larger than ${formatFileSize(MAX_ATTACHMENT_BYTES)}. Please upload a smaller file (at most ${formatFileSize(MAX_ATTACHMENT_BYTES)} each).`;
export const filesTooLargeMessage = (): string => `Your files add up to more than ${formatFileSize(MAX_ATTACHMENTS_TOTAL_BYTES)}. Please upload smaller files (at most ${formatFileSize(MAX_ATTACHMENTS_TOTAL_BYTES)} in all).`;

/** 25 * 1024 * 1024 → "25 MB"; 1536 → "1.5 KB" (binary units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

// ---- The requester ---------------------------------------------------------------------------------

/** First or last name: required (the catalogue's message without its reference mark ※), at most 100 characters, no HTML (account-rules). */
export function requesterNameProblem(name: string | undefined, which: 'first' | 'last'): string | undefined {
  if ((name ?? '').trim() === '') return which === 'first' ? QUOTE_REQUEST_MESSAGES.firstNameRequired : QUOTE_REQUEST_MESSAGES.lastNameRequired;
  return nameProblem(name, which);
}

/** The email as the quote forms word it (§8 form-level messages). Registered and disposable addresses are the server's to tell. */
export function requesterEmailProblem(email: string | undefined): string | undefined {
  const problem = emailProblem(email);
  if (problem === ACCOUNT_MESSAGES.emailRequired) return QUOTE_REQUEST_MESSAGES.emailRequired;
  return problem === undefined ? undefined : QUOTE_REQUEST_MESSAGES.emailInvalid;
}

// ---- The configuration ------------------------------------------------------------------------------

/** What the quantity box keeps of a keystroke: digits only, at most 6. */
export const sanitizeQuoteNumberInput = (raw: string | null | undefined): string => (raw ?? '').replace(/\D/g, '').slice(0, QUOTE_NUMBER_MAX_LENGTH);

export function quantityProblem(quantity: string | number | null | undefined): string | undefined {
  const text = quantity === null || quantity === undefined ? '' : String(quantity).trim();
  if (text === '') return QUOTE_REQUEST_MESSAGES.quantityRequired;
  if (!/^\d+$/.test(text) || text.length > QUOTE_NUMBER_MAX_LENGTH || Number(text) < 1) return QUOTE_REQUEST_MESSAGES.quantityInvalid;
  return undefined;
}

/**
 * Width and height: both required and numeric (at most 6 characters), and not below the cutting's
 * minimum (the lookup chosen by is_equal, both sides sorted descending). No maximum: over the
 * maximum is what these forms are for.
 */
export function quoteSizeProblem(width: SizeInput, height: SizeInput, lookups: readonly Pick<DimLookup, 'min_size' | 'is_equal'>[]): string | undefined {
  const w = parseSizeInput(width);
  const h = parseSizeInput(height);
  if (w === undefined || h === undefined) return QUOTE_REQUEST_MESSAGES.sizeRequired;
  const lookup = pickDimLookup(lookups, w, h);
  if (!lookup) return undefined;
  const min = parseDimension(lookup.min_size);
  const [a, b] = w >= h ? [w, h] : [h, w];
  const [minA, minB] = min.width >= min.height ? [min.width, min.height] : [min.height, min.width];
  if (b < minB) return sizeBelowMinimumMessage(minB);
  if (a < minA) return sizeBelowMinimumMessage(minA);
  return undefined;
}

/** Number of cuts, when the shape asks for it (cuts not "na"): required, 1 to 30. */
export function quoteCutsProblem(cuts: string | number | null | undefined): string | undefined {
  const text = cuts === null || cuts === undefined ? '' : String(cuts).trim();
  if (text === '' || !/^\d+$/.test(text) || text.length > QUOTE_NUMBER_MAX_LENGTH || Number(text) < 1) return QUOTE_REQUEST_MESSAGES.cutsRequired;
  return Number(text) > MAX_CUTS_PER_SHAPE ? QUOTE_REQUEST_MESSAGES.cutsTooMany : undefined;
}

/** Stickers per sheet, when the cutting asks for it (input_ea): 1 to 30 (cut-rules' messages, the catalogue's). */
export const quoteStickersPerSheetProblem = (ea: string | number | null | undefined): string | undefined => validateStickersPerSheet(ea) ?? undefined;

/** A special processing option as the form lists it. */
export interface SpecialProcessingOption {
  id: number;
  name: string;
  items: readonly { id: number }[];
}

/** At most 3 sub-items ticked per option: the first option with more, or undefined. */
export function specialProcessingItemsProblem(options: readonly Pick<SpecialProcessingOption, 'id' | 'name'>[], chosenItems: Readonly<Record<number, readonly number[]>>): string | undefined {
  for (const option of options) {
    if ((chosenItems[option.id]?.length ?? 0) > MAX_SPECIAL_PROCESSING_ITEMS) return tooManySpecialProcessingItemsMessage(option.name);
  }
  return undefined;
}

/** Whether another sub-item may be ticked under an option (the form disables the rest at 3). */
export const canTickAnotherItem = (ticked: readonly number[]): boolean => ticked.length < MAX_SPECIAL_PROCESSING_ITEMS;

export type QuoteRequestField = 'quote_type' | 'firstname' | 'lastname' | 'email_address' | 'quantity' | 'width' | 'cut_per_shape' | 'ea' | 'special_processing' | 'comment';

export interface QuoteRequestInput {
  quote_type?: string | undefined;
  firstname?: string | undefined;
  lastname?: string | undefined;
  email_address?: string | undefined;
  quantity?: string | undefined;
  width?: string | undefined;
  height?: string | undefined;
  cut_per_shape?: string | undefined;
  ea?: string | undefined;
  comment?: string | undefined;
  /** Ids of the special processing options chosen. */
  special_processing?: readonly number[] | undefined;
  /** Ticked sub-items per option id. */
  special_processing_items?: Readonly<Record<number, readonly number[]>> | undefined;
}

/** What the form knows about the requester and the chosen options, for the checks that depend on them. */
export interface QuoteRequestContext {
  /** Members send no name or email (theirs are used); guests and anonymous visitors do. */
  asksForContact: boolean;
  /** The chosen shape has cuts other than "na". */
  needsCutPerShape: boolean;
  /** The chosen cutting asks for stickers per sheet (input_ea). */
  needsStickersPerSheet: boolean;
  /** The chosen product and cutting's dimension lookups. */
  dimLookups: readonly Pick<DimLookup, 'min_size' | 'is_equal'>[];
  /** The options offered, for the sub-item limit's message. */
  specialProcessingOptions: readonly Pick<SpecialProcessingOption, 'id' | 'name'>[];
}

/** Every field's problem, in the form's order; empty when the request may be sent. */
export function quoteRequestProblems(input: QuoteRequestInput, context: QuoteRequestContext): FieldErrors<QuoteRequestField> {
  const problems: FieldErrors<QuoteRequestField> = {};
  const add = (field: QuoteRequestField, problem: string | undefined) => {
    if (problem !== undefined) problems[field] = problem;
  };
  if (!isQuoteType(input.quote_type)) add('quote_type', QUOTE_REQUEST_MESSAGES.quoteTypeInvalid);
  if (context.asksForContact) {
    add('firstname', requesterNameProblem(input.firstname, 'first'));
    add('lastname', requesterNameProblem(input.lastname, 'last'));
    add('email_address', requesterEmailProblem(input.email_address));
  }
  add('quantity', quantityProblem(input.quantity));
  add('width', quoteSizeProblem(input.width, input.height, context.dimLookups));
  if (context.needsCutPerShape) add('cut_per_shape', quoteCutsProblem(input.cut_per_shape));
  if (context.needsStickersPerSheet) add('ea', quoteStickersPerSheetProblem(input.ea));
  if (input.quote_type === 'Special Processing' && (input.special_processing ?? []).length === 0) add('special_processing', QUOTE_REQUEST_MESSAGES.specialProcessingRequired);
  add('special_processing', specialProcessingItemsProblem(context.specialProcessingOptions, input.special_processing_items ?? {}));
  if ((input.comment ?? '').trim().length > COMMENT_MAX_LENGTH) add('comment', commentTooLongMessage());
  return problems;
}

// ---- Attachments ------------------------------------------------------------------------------------------

/** Extensions accepted, and the content type each is stored and served with. AI files are PDF-compatible or PostScript. */
export const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  ai: 'application/postscript',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export type AttachmentExtension = keyof typeof ATTACHMENT_TYPES;

/** For the file input's `accept` attribute. */
export const ATTACHMENT_ACCEPT = '.pdf,.ai,.jpg,.jpeg,.png,application/pdf,application/postscript,image/jpeg,image/png';

/** The accepted extension of a file name (lower case), or undefined: js, ts, css, scss and everything else are refused. */
export function attachmentExtension(name: string): AttachmentExtension | undefined {
  const match = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  const ext = match?.[1]?.toLowerCase();
  return ext !== undefined && Object.hasOwn(ATTACHMENT_TYPES, ext) ? (ext as AttachmentExtension) : undefined;
}

/** A file as the form (name and size) or the server (also its bytes, checked elsewhere) sees it. */
export interface AttachmentInfo {
  name: string;
  size: number;
}

/** What is wrong with one file before its content is read: its type by name, empty, too large. */
export function attachmentProblem(file: AttachmentInfo): string | undefined {
  if (attachmentExtension(file.name) === undefined) return QUOTE_REQUEST_MESSAGES.fileTypeNotAccepted;
  if (file.size === 0) return fileEmptyMessage(displayFileName(file.name));
  if (file.size > MAX_ATTACHMENT_BYTES) return fileTooLargeMessage(displayFileName(file.name));
  return undefined;
}

/** What is wrong with a request's files together: more than 4, or more than 60 MB in all. */
export function attachmentsProblem(files: readonly AttachmentInfo[]): string | undefined {
  if (files.length > MAX_ATTACHMENTS) return QUOTE_REQUEST_MESSAGES.tooManyFiles;
  for (const file of files) {
    const problem = attachmentProblem(file);
    if (problem) return problem;
  }
  if (files.reduce((sum, f) => sum + f.size, 0) > MAX_ATTACHMENTS_TOTAL_BYTES) return filesTooLargeMessage();
  return undefined;
}

// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f"\\/:*?<>|]/g;

/**
 * The name kept and shown for an uploaded file: the last path segment, without control
 * characters, quotes, slashes or characters file systems refuse, at most 150 characters with the
 * extension kept; "file" when nothing is left. Never used as a storage name.
 */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let clean = base.replace(UNSAFE_NAME_CHARACTERS, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (clean === '' || /^[_ .]*$/.test(clean)) clean = 'file';
  if ([...clean].length > FILE_NAME_MAX_LENGTH) {
    const dot = clean.lastIndexOf('.');
    const ext = dot > 0 && clean.length - dot <= 6 ? clean.slice(dot) : '';
    clean = [...clean].slice(0, FILE_NAME_MAX_LENGTH - ext.length).join('') + ext;
  }
  return clean;
}

// ---- Request numbers ------------------------------------------------------------------------------------

/** Quote requests: R + YYMMDD (Singapore date) + "-" + 8 base32 characters (40 bits a day), e.g. R261123-7KD2QXM4. */
const QUOTE_REQUEST_NUMBER: DocumentNumberKind = { prefix: 'R', randomLength: 8 };
export const QUOTE_REQUEST_NO_PATTERN = documentNumberPattern(QUOTE_REQUEST_NUMBER);

/** The number for a Singapore day ('YYYY-MM-DD') and eight random values (0–255 each). */
export const quoteRequestNumber = (day: string, randomBytes: ArrayLike<number>): string => documentNumber(QUOTE_REQUEST_NUMBER, day, randomBytes);

/** Looks like one of our numbers (typed in lower case too), or null. */
export const normaliseQuoteRequestNo = (text: string): string | null => normaliseDocumentNo(QUOTE_REQUEST_NUMBER, text);
