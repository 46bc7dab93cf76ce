/** The shapes of a quote's conversation and priced options (issue 19), shared by the API and the pages. */
import { z } from 'zod';
import { OFFER_LIMITS, QUOTE_OFFER_MESSAGES, QUOTE_STATUSES } from './quote-offer-rules.js';

const message = z.string().max(OFFER_LIMITS.maxMessage, { error: QUOTE_OFFER_MESSAGES.messageTooLong });

export const offerInputSchema = z.object({
  description: z.string().max(1000),
  quantity: z.number({ error: QUOTE_OFFER_MESSAGES.quantity }),
  price_cents: z.number({ error: QUOTE_OFFER_MESSAGES.price }),
  dispatch_days: z.number({ error: QUOTE_OFFER_MESSAGES.dispatchDays }),
  valid_until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give the date as YYYY-MM-DD.' }),
});

/** Staff answer: a message and the priced options (offerProblems checks them). */
export const quoteAnswerBodySchema = z.object({ message: message.default(''), options: z.array(offerInputSchema).max(20) });
export type QuoteAnswerBody = z.infer<typeof quoteAnswerBodySchema>;

/** A message in the conversation (both sides), or the reason for declining. */
export const quoteMessageBodySchema = z.object({ message });
export type QuoteMessageBody = z.infer<typeof quoteMessageBodySchema>;

export const quoteOfferSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  price_cents: z.number().int(),
  /** "S$186.50". */
  price: z.string(),
  dispatch_days: z.number().int(),
  valid_until: z.string(),
  /** "Fri, 11 Dec 2026". */
  valid_until_text: z.string(),
  state: z.enum(['open', 'expired', 'withdrawn', 'accepted']),
  created_at: z.string(),
});
export type QuoteOffer = z.infer<typeof quoteOfferSchema>;

export const quoteMessageSchema = z.object({
  author: z.enum(['shopper', 'staff']),
  author_name: z.string(),
  body: z.string(),
  at: z.string(),
});

export const quoteConversationSchema = z.object({
  status: z.enum(QUOTE_STATUSES),
  status_label: z.string(),
  offers: z.array(quoteOfferSchema),
  messages: z.array(quoteMessageSchema),
});
export type QuoteConversationView = z.infer<typeof quoteConversationSchema>;
