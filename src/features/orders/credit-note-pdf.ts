/**
 * A refund's credit note as an A4 PDF (issue 19), drawn like the tax invoice (order-documents.ts,
 * with the quotation's letterhead, table, totals and sections): "CREDIT NOTE", its number and
 * date, the original invoice and order numbers, Bill To / Ship To, what is refunded (one line:
 * the refund against the order), the amount with the GST it contains at the shop's rate when the
 * shop is GST-registered (worked out in cents, as the invoice does), how the money was paid back
 * and its reference, and what of the payment remains after it.
 */
import { formatSgd } from '../../shared/money.js';
import { bulletSection, footers, itemsTable, letterhead, renderPdf, totalsBlock } from '../quotation/quotation-pdf.js';
import { invoiceGst, invoiceNumber, parties, shopDay, type DocumentShop } from './order-documents.js';
import { isRefundMethod, refundMethodLabel } from './order-money-rules.js';
import type { OrderRefundRow } from './orders.repository.js';
import type { Order } from './orders.schemas.js';

export const creditNoteFilename = (creditNoteNo: string): string => `Credit-note-${creditNoteNo}.pdf`;

export function creditNotePdf(order: Order, refund: OrderRefundRow, shop: DocumentShop): Promise<Buffer> {
  const { contact } = shop;
  const gst = invoiceGst(refund.amount_cents, shop.info);
  const amount = formatSgd(refund.amount_cents);
  const method = isRefundMethod(refund.method) ? refundMethodLabel(refund.method) : refund.method;
  const date = shopDay(refund.created_at.toISOString());
  // What had been refunded when this note was issued, this one included.
  const upToHere = order.money.refunds.filter((r) => r.at <= refund.created_at.toISOString()).reduce((sum, r) => sum + r.amount_cents, 0);
  return renderPdf(`Credit note ${refund.credit_note_no}`, contact, (doc) => {
    let y = letterhead(doc, contact, 'CREDIT NOTE', [
      ['Credit note No.', refund.credit_note_no],
      ['Date', date],
      ['Original invoice', invoiceNumber(order.order_no)],
      ['Order No.', order.order_no],
    ]);
    y = parties(doc, order, y + 22);
    const what = `Refund against invoice ${invoiceNumber(order.order_no)} (order ${order.order_no}, ${formatSgd(order.money.paid_cents)} paid)${refund.reason ? `: ${refund.reason}` : ''}`;
    y = itemsTable(doc, [{ details: what, quantity: 1, amountCents: refund.amount_cents }], y + 24);
    y = totalsBlock(doc, {
      rows: gst ? [{ label: `GST ${gst.ratePercent}% included`, value: formatSgd(gst.gstCents) }] : [],
      total: { label: gst ? 'CREDIT INCL. GST' : 'CREDIT', value: amount },
      note: { heading: 'This credit note reduces the invoice above.', text: `Questions about it? Write to us with the credit note number ${refund.credit_note_no}.` },
      top: y + 10,
    });
    const taxItems = gst
      ? [`Amount credited: ${amount}, inclusive of GST.`, `GST at ${gst.ratePercent}% included in the credit: ${formatSgd(gst.gstCents)}.`, `GST Reg. No. ${shop.info.gst_registration_no ?? ''} · UEN ${shop.info.uen}.`]
      : [`Amount credited: ${amount}.`, 'We are not registered for GST, so no GST is charged.', `UEN ${shop.info.uen}.`];
    y = bulletSection(doc, gst ? 'GST' : 'TAX', taxItems, y + 26);
    bulletSection(
      doc,
      'REFUND',
      [
        `Refunded on ${date} by ${method}, reference ${refund.reference}.`,
        `Paid for the order: ${formatSgd(order.money.paid_cents)}. Refunded to date: ${formatSgd(upToHere)}. Remaining: ${formatSgd(order.money.paid_cents - upToHere)}.`,
      ],
      y + 12,
    );
    footers(doc, contact, `Credit note ${refund.credit_note_no}`);
  });
}
