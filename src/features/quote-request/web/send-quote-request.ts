/**
 * POST /api/quote/create/quote-request (multipart) with XMLHttpRequest, so the form can show the
 * upload's progress (fetch reports none for a request body). The envelope is read as the API
 * client reads it: an ERROR envelope becomes an ApiError with the server's message, its field
 * issues and error.is_email_disposable. One Idempotency-Key per form submission (the caller
 * makes it with newIdempotencyKey() and keeps it for a retry of the same submission).
 *
 * After a success the conversion is pushed to Google Tag Manager's `window.dataLayer` (created if
 * missing): { event: 'quote_request_sent', quote_type: 'Special Processing' | 'Special Size',
 * request_no: 'R261123-7KD2QXM4', attachments: <number of files> }.
 */
import type { Envelope } from '../../../shared/envelope.js';
import { ApiError } from '../../../web/lib/api-client.js';
import type { CreatedQuoteRequest } from '../quote-request.schemas.js';
import type { QuoteType } from '../quote-request-rules.js';

/** Field name → value(s); lists are sent as repeated fields (e.g. addons[]). */
export type QuoteRequestFields = Record<string, string | number | readonly (string | number)[] | null | undefined>;

export interface SendQuoteRequestInput {
  fields: QuoteRequestFields;
  files?: readonly File[];
  idempotencyKey: string;
  /** 0 to 100 as the body goes up. */
  onProgress?(percent: number): void;
}

export function quoteRequestFormData(fields: QuoteRequestFields, files: readonly File[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value as readonly (string | number)[]) form.append(name, String(v));
    else form.append(name, String(value as string | number));
  }
  // UTM values of the landing page (kept in the address while the shopper browses).
  const search = new URLSearchParams(window.location.search);
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) {
    const value = search.get(key);
    if (value && !form.has(key)) form.append(key, value);
  }
  for (const file of files) form.append('attachments[]', file, file.name);
  return form;
}

const PERCENT = 100;

export function sendQuoteRequest({ fields, files = [], idempotencyKey, onProgress }: SendQuoteRequestInput): Promise<CreatedQuoteRequest> {
  const body = quoteRequestFormData(fields, files);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/quote/create/quote-request');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('idempotency-key', idempotencyKey);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.floor((event.loaded / event.total) * PERCENT));
    });
    xhr.upload.addEventListener('load', () => onProgress?.(100));
    xhr.addEventListener('error', () => reject(new ApiError(0, 'The shop could not be reached. Please check your connection and try again.', 'internal')));
    xhr.addEventListener('abort', () => reject(new ApiError(0, 'The request was stopped before it was sent.', 'internal')));
    xhr.addEventListener('load', () => {
      let envelope: Envelope<CreatedQuoteRequest>;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<CreatedQuoteRequest>;
      } catch {
        reject(new ApiError(xhr.status, 'The shop could not be reached. Please try again.', 'internal'));
        return;
      }
      if (envelope.status === 'ERROR') {
        reject(new ApiError(envelope.code, envelope.message, envelope.error.reason, envelope.error.issues, envelope.error.is_email_disposable === true));
        return;
      }
      onProgress?.(100);
      pushQuoteConversion(envelope.data.quote_type, envelope.data.request_no, files.length);
      resolve(envelope.data);
    });
    xhr.send(body);
  });
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The conversion event (see the module comment and README, Quote requests). */
export function pushQuoteConversion(quoteType: QuoteType, requestNo: string, attachments: number): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'quote_request_sent', quote_type: quoteType, request_no: requestNo, attachments });
}

/** The field issues of an ApiError by field name (the first message of each), for the form's fields. */
export function issuesByField(error: unknown): Record<string, string> {
  const byField: Record<string, string> = {};
  if (error instanceof ApiError) for (const issue of error.issues) if (issue.field && !(issue.field in byField)) byField[issue.field] = issue.message;
  return byField;
}
