/**
 * An order's documents as A4 PDFs (issue 12), drawn with the quotation's parts (letterhead, items
 * table, totals, bullet sections, footers; quotation/quotation-pdf.ts):
 *
 * - the order confirmation: order number and date, Bill To and Ship To, the lines, the totals,
 *   the payment instructions while unpaid (PayNow to the UEN, bank transfer, the order number as
 *   reference), and the dispatch note;
 * - the invoice, once the order is paid: "TAX INVOICE" when the shop is GST-registered (invoice
 *   number, UEN and GST registration number, date of supply = the day payment was received, each
 *   line, the total payable inclusive of GST and the GST it contains at the shop's rate, worked
 *   out in cents), else "INVOICE" saying that no GST is charged (the quotation's wording).
 */
import { ShopError } from '../../server/errors.js';
import { formatSgd, gstIncludedCents } from '../../shared/money.js';
import { documentDate, footers, itemsTable, letterhead, bulletSection, renderPdf, sectionLabel, text, totalsBlock, CONTENT_WIDTH, COLOR, PAGE, type Doc, type ShopContact, type TotalRow } from '../quotation/quotation-pdf.js';
import { tagged } from '../../server/pdf-text.js';
import { shopToday } from '../shipping/dispatch-date.js';
import type { ShopInfo } from '../shop-info/shop-info.schemas.js';
import { dispatchSentences } from './order-rules.js';
import { bonusPiecesText } from '../promotions/coupon-rules.js';
import type { Order } from './orders.schemas.js';
import { formatSgPhone } from '../../shared/phone.js';

/** What the documents print about the shop: the letterhead's lines and the GST settings. */
export interface DocumentShop {
  contact: ShopContact;
  info: Pick<ShopInfo, 'uen' | 'gst_registration_no' | 'gst_rate_percent'>;
}

export const INVOICE_NOT_YET_MESSAGE = 'The tax invoice is issued once your payment is received.';

/** The invoice's number: the order's, so one order has one invoice ("INV-O261123-7KD2QXM4AB"). */
export const invoiceNumber = (orderNo: string): string => `INV-${orderNo}`;

/** The GST an invoice states: the rate and the amount contained in the GST-inclusive total; null when the shop is not GST-registered. */
export function invoiceGst(totalCents: number, info: DocumentShop['info']): { ratePercent: number; gstCents: number } | null {
  if (!info.gst_registration_no) return null;
  return { ratePercent: info.gst_rate_percent, gstCents: gstIncludedCents(totalCents, info.gst_rate_percent) };
}

export const shopDay = (iso: string): string => documentDate(shopToday(new Date(iso)));

/** Bill To (the contact) on the left, Ship To (the delivery address) on the right; answers the y below them. */
export function parties(doc: Doc, order: Order, top: number): number {
  const columnWidth = CONTENT_WIDTH / 2 - 12;
  const shipX = PAGE.margin + CONTENT_WIDTH / 2 + 12;
  const column = (label: string, x: number, lines: string[]): number => {
    sectionLabel(doc, label, x, top);
    let y = top + 14;
    lines.forEach((line, index) => tagged(doc, 'P', () => (y = text(doc, line, x, y, { bold: index === 0, size: 10, color: COLOR.ink, width: columnWidth, lineGap: 1.5 }) + 1)));
    return y;
  };
  const { contact, address } = order;
  const billed = column('BILL TO', PAGE.margin, [`${contact.first_name} ${contact.last_name}`.trim(), contact.email, formatSgPhone(contact.phone)]);
  const shipped = column('SHIP TO', shipX, [address.label || `${contact.first_name} ${contact.last_name}`.trim(), address.line1, address.line2, `Singapore ${address.postcode}`].filter((text) => text.trim() !== ''));
  return Math.max(billed, shipped);
}

const documentLines = (order: Order) =>
  order.lines.map((line) => ({ details: line.bonus_quantity > 0 ? `${line.summary} ${bonusPiecesText(line.bonus_quantity)}` : line.summary, quantity: line.quantity, amountCents: line.total_price_cents }));

function totalRows(order: Order): TotalRow[] {
  const rows: TotalRow[] = [
    { label: 'Subtotal', value: formatSgd(order.sub_total_cents) },
    { label: `Shipping (${order.shipping_method})`, value: order.shipping_fee_cents === 0 ? 'Free' : formatSgd(order.shipping_fee_cents) },
  ];
  if (order.coupon_discount_cents !== 0) rows.push({ label: `Coupon discount (${order.coupon_code ?? ''})`, value: `-${formatSgd(order.coupon_discount_cents)}` });
  if (order.point_discount_cents !== 0) rows.push({ label: `Point discount (${order.points_redeemed} points)`, value: `-${formatSgd(order.point_discount_cents)}` });
  return rows;
}

/** The order confirmation (see the file's comment). */
export function orderConfirmationPdf(order: Order, shop: DocumentShop): Promise<Buffer> {
  const { contact } = shop;
  return renderPdf(`Order confirmation ${order.order_no}`, contact, (doc) => {
    let y = letterhead(doc, contact, 'ORDER CONFIRMATION', [
      ['Order No.', order.order_no],
      ['Order date', shopDay(order.placed_at)],
      ['Status', order.status_label],
    ]);
    y = parties(doc, order, y + 22);
    y = itemsTable(doc, documentLines(order), y + 24);
    y = totalsBlock(doc, {
      rows: totalRows(order),
      total: { label: 'TOTAL', value: formatSgd(order.total_cents) },
      note: { heading: 'Thank you for your order.', text: `${contact.priceTerms} Follow your order at ${contact.website}${order.page_url}.` },
      top: y + 10,
    });
    const { payment } = order;
    const paymentItems = payment.paid_at
      ? [`Payment of ${formatSgd(payment.amount_cents)} received on ${shopDay(payment.paid_at)}. Thank you.`]
      : [
          `PayNow: scan the QR code on your order page, or pay ${formatSgd(payment.amount_cents)} to UEN ${shop.info.uen} (${contact.name}) with the reference ${payment.reference}, by ${shopDay(payment.expires_at)}.`,
          `Bank transfer: ${formatSgd(payment.amount_cents)} to ${payment.bank_transfer.account_name}, ${payment.bank_transfer.bank_name} account ${payment.bank_transfer.account_no}, reference ${payment.reference}.`,
          'Your order is confirmed when your payment arrives.',
        ];
    y = bulletSection(doc, payment.paid_at ? 'PAYMENT' : 'HOW TO PAY', paymentItems, y + 26);
    const dispatch = dispatchSentences(order);
    bulletSection(doc, 'DISPATCH AND DELIVERY', [dispatch.dispatch, dispatch.delivery, 'Nothing is printed before you approve a proof.'], y + 12);
    footers(doc, contact, `Order ${order.order_no}`);
  });
}

/** The (tax) invoice of a paid order; 409 before the payment is received. */
export function invoicePdf(order: Order, shop: DocumentShop): Promise<Buffer> {
  const paidAt = order.payment.paid_at;
  if (!paidAt) throw new ShopError(409, 'conflict', INVOICE_NOT_YET_MESSAGE);
  const { contact } = shop;
  const gst = invoiceGst(order.total_cents, shop.info);
  const number = invoiceNumber(order.order_no);
  return renderPdf(`${gst ? 'Tax invoice' : 'Invoice'} ${number}`, contact, (doc) => {
    let y = letterhead(doc, contact, gst ? 'TAX INVOICE' : 'INVOICE', [
      ['Invoice No.', number],
      ['Invoice date', shopDay(paidAt)],
      ['Date of supply', shopDay(paidAt)],
      ['Order No.', order.order_no],
    ]);
    y = parties(doc, order, y + 22);
    y = itemsTable(doc, documentLines(order), y + 24);
    const total = formatSgd(order.total_cents);
    y = totalsBlock(doc, {
      rows: gst ? [...totalRows(order), { label: `GST ${gst.ratePercent}% included`, value: formatSgd(gst.gstCents) }] : totalRows(order),
      total: { label: gst ? 'TOTAL INCL. GST' : 'TOTAL', value: total },
      note: { heading: 'Thank you for your order.', text: contact.priceTerms },
      top: y + 10,
    });
    const taxItems = gst
      ? [
          `Total payable: ${total}, inclusive of GST.`,
          `GST at ${gst.ratePercent}% included in the total: ${formatSgd(gst.gstCents)}.`,
          `GST Reg. No. ${shop.info.gst_registration_no ?? ''} · UEN ${shop.info.uen}.`,
        ]
      : [`Total payable: ${total}.`, 'We are not registered for GST, so no GST is charged.', `UEN ${shop.info.uen}.`];
    y = bulletSection(doc, gst ? 'GST' : 'TAX', taxItems, y + 26);
    bulletSection(doc, 'PAYMENT', [`Paid in full on ${shopDay(paidAt)} by ${order.payment.method_name}, reference ${order.payment.reference}.`], y + 12);
    footers(doc, contact, `${gst ? 'Tax invoice' : 'Invoice'} ${number}`);
  });
}
