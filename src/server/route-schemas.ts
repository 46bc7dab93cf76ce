/** The error answers every API route can give, declared once for the OpenAPI document. */
import { errorEnvelopeSchema } from '../shared/envelope.js';

export const clientErrorResponses = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
} as const;
