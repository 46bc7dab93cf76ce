/**
 * The emails the shop sends, by kind, with what each needs. Callers queue one with
 * `queueEmail(db, email, context)` (outbox.ts) inside the transaction of the change that causes it.
 */
import type { ShopInfo } from '../shop-info/shop-info.schemas.js';

/** What every email says about the shop: its details (SHOP_* settings) and its public address (PUBLIC_URL, no trailing slash). */
export interface EmailContext {
  shop: ShopInfo;
  publicUrl: string;
}

export type ShopEmail =
  /** Registration: the 4-character code to type into the verification modal. */
  | { kind: 'verification-code'; to: string; firstName: string; code: string; validMinutes: number }
  /** Forgot password: a temporary password, single use, valid `validMinutes`; a new one is chosen at sign-in. */
  | { kind: 'temporary-password'; to: string; firstName: string; temporaryPassword: string; validMinutes: number }
  /** After registration: welcome, with the points given for registering. */
  | { kind: 'welcome'; to: string; firstName: string; points: number }
  /** To the shopper after a quote request: what they asked for, and what happens next. */
  | ({ kind: 'quote-request-received'; to: string; firstName: string } & QuoteRequestEmailDetails)
  /** To the shop (SHOP_EMAIL) after a quote request: who asked, the request's details and links to its files. */
  /** To the shopper after checkout: the order, the amount due and how to pay it (PayNow or bank transfer). */
  | ({ kind: 'order-placed'; to: string; firstName: string } & OrderPlacedEmailDetails)
  /** To the shopper when staff move the order on (the staff order desk): payment received, in production, dispatched, delivered. */
  | ({ kind: 'order-status'; to: string; firstName: string } & OrderStatusEmailDetails)
  /** To the shopper when an order is cancelled (issue 19): by the PayNow expiry job or by staff, why, and what happens to the money. */
  | ({ kind: 'order-cancelled'; to: string; firstName: string } & OrderCancelledEmailDetails)
  /** To the shopper when staff record a refund (issue 19): the amount, how it is paid back, the credit note. */
  | ({ kind: 'order-refunded'; to: string; firstName: string } & OrderRefundedEmailDetails)
  /**
   * A quote request's conversation (issue 19): to the shopper when staff answer with priced options
   * (`options`), write, or decline; to the shop (SHOP_EMAIL) when the shopper writes or declines.
   */
  | {
      kind: 'quote-conversation';
      to: string;
      firstName: string;
      requestNo: string;
      summary: string;
      event: 'answered' | 'staff_message' | 'declined' | 'shopper_message' | 'shopper_declined';
      message: string;
      options: readonly { description: string; quantity: string; price: string; dispatch: string; validUntil: string }[];
      /** The shopper's quote page, or the staff's request page for the shop's emails. */
      pageUrl: string;
    }
  /** Artwork and proofs (order-artwork.ts): "proof ready" to the shopper; "approved" and "changes requested" to the shop. */
  | { kind: 'order-proof'; to: string; firstName: string; orderNo: string; orderUrl: string; event: 'proof_ready' | 'approved' | 'changes_requested'; message: string }
  /** A delivered order's invitation to review it (reviews/review-invitations.ts): the link works without signing in. */
  | { kind: 'review-request'; to: string; firstName: string; orderNo: string; reviewUrl: string; products: readonly string[]; validDays: number }
  | ({
      kind: 'quote-request-staff';
      to: string;
      requester: { firstName: string; lastName: string; email: string; role: 'member' | 'guest' | 'new guest' };
      /** The request on the staff API (staff sign-in needed). */
      staffUrl: string;
      /** Campaign tracking values sent with the request. */
      utm: readonly (readonly [string, string])[];
    } & QuoteRequestEmailDetails);

/** What both quote request emails say about the request. */
export interface QuoteRequestEmailDetails {
  requestNo: string;
  quoteType: 'Special Processing' | 'Special Size';
  /** The configuration in words. */
  summary: string;
  /** Labelled details: Quantity, Size, Special processing… */
  details: readonly (readonly [string, string])[];
  comment: string;
  /** The attachments; `url` (staff email only) downloads one. */
  files: readonly { name: string; size: string; url?: string }[];
}

/** What the order-placed email says: the order, its lines and totals, and the payment instructions. */
export interface OrderPlacedEmailDetails {
  orderNo: string;
  /** The order page (PUBLIC_URL + /orders/{order_no}). */
  orderUrl: string;
  lines: readonly { summary: string; quantity: number; total: string }[];
  subTotal: string;
  /** Coupon and points, each with its label (e.g. "Coupon WELCOME10", "-S$5.00"); empty without. */
  discounts: readonly { label: string; amount: string }[];
  shippingFee: string;
  shippingMethod: string;
  total: string;
  /** Dispatch and delivery, in the words of the order page (orders/order-rules.ts dispatchSentences). */
  dispatch: string;
  delivery: string;
  deliveryAddress: readonly string[];
  payment: {
    methodName: string;
    amount: string;
    reference: string;
    /** The PayNow QR code as a PNG (drawn by payment/paynow-qr.ts from the order's payload): the email shows it inline. */
    qrCodePng: Uint8Array;
    /** The end of the payment window, in words (Singapore time). */
    expires: string;
    /** The shop's UEN, the PayNow proxy. */
    uen: string;
    bankName: string;
    accountName: string;
    accountNo: string;
  };
}

/** What an order-status email says: the order, its new step, and for a dispatch the carrier and tracking number. */
export interface OrderStatusEmailDetails {
  orderNo: string;
  /** The order page (PUBLIC_URL + /orders/{order_no}). */
  orderUrl: string;
  status: 'paid' | 'in_production' | 'dispatched' | 'delivered';
  /** The order's total, e.g. S$54.20 (the amount received, for 'paid'). */
  total: string;
  /** Dispatched: who carries the parcel and its tracking number. */
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
}

/** What the order-cancelled email says (orders/order-cancellation.ts). */
export interface OrderCancelledEmailDetails {
  orderNo: string;
  orderUrl: string;
  /** The shop's home page, to order again. */
  shopUrl: string;
  /** 'expired': the PayNow payment never arrived; 'staff': the shop cancelled it, with `reason`. */
  why: 'expired' | 'staff';
  reason: string;
  /** What of the payment is still to be refunded (e.g. S$42.50), or null when nothing was paid or it is all refunded. */
  paid: string | null;
  /** What came back: the coupon code and the points, when the order used them. */
  couponReturned: string | null;
  pointsReturned: number;
}

/** What the order-refunded email says (orders/refunds.ts). */
export interface OrderRefundedEmailDetails {
  orderNo: string;
  orderUrl: string;
  amount: string;
  methodName: string;
  reference: string;
  creditNoteNo: string;
  /** What of the payment is still with the shop after this refund, e.g. S$30.00 (S$0.00 when all is refunded). */
  remaining: string;
}
