import { z } from 'zod';
/** The error answers every API route can give, declared once for the OpenAPI document. */
import { errorEnvelopeSchema } from '../shared/envelope.js';

export const clientErrorResponses = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
} as const;

/** A file answered as it is (an attachment or an inline image), documented for OpenAPI. */
export const fileDownloadSchema = z.any().describe('The file, with its original name (Content-Disposition).');
