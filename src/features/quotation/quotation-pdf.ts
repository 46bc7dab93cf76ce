/**
 * The quotation as a printable A4 PDF (configurator.md §7 Open quotation document), drawn with
 * pdfkit's built-in Helvetica: nothing is fetched or read at run time. Letterhead, title and
 * number, issue date and validity, Bill To, the items table (PRODUCT DESCRIPTION / QTY / AMOUNT,
 * descriptions wrap, the header repeats on a new page), totals, terms, and page numbers when the
 * quotation runs over one page.
 *
 * The shop's other documents (the order confirmation and invoice, orders/order-documents.ts) are
 * drawn with the same parts: renderPdf, letterhead, itemsTable, totalsBlock, bulletSection, footers.
 */
import PDFDocument from 'pdfkit';
import { formatSgd } from '../../shared/money.js';
import { formatQuantity } from '../catalogue/quantity-rules.js';
import { formatShopDate } from '../shipping/dispatch-date.js';
import { QUOTATION_PRICE_MESSAGES, QUOTATION_TERMS, validUntil } from './quotation-rules.js';
import type { Quotation } from './quotation.schemas.js';
import { splitSummary } from '../pricing/summary-text.js';
import type { ShopInfo } from '../shop-info/shop-info.schemas.js';
import { gstSentence } from '../shop-info/shop-settings.js';
import { formatSgPhone } from '../../shared/phone.js';

export interface ShopContact {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** The public address as printed, without the scheme: "printshop.sg". */
  website: string;
  /** "UEN 201912345K · GST Reg. No. 201912345K", or the UEN alone when the shop is not GST-registered. */
  registration: string;
  /** The price sentence of the terms, consistent with the GST registration. */
  priceTerms: string;
}

/** The letterhead's contact lines: the shop's details (SHOP_* settings) and the PUBLIC_URL setting. */
export function shopContact(publicUrl: string, info: ShopInfo): ShopContact {
  let website = publicUrl;
  try {
    const url = new URL(publicUrl);
    website = `${url.host}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    // config.ts already refuses a malformed PUBLIC_URL; print it as given if one gets here.
  }
  return {
    name: info.name,
    address: info.address,
    phone: info.phone,
    email: info.email,
    website,
    registration: info.gst_registration_no ? `UEN ${info.uen} · GST Reg. No. ${info.gst_registration_no}` : `UEN ${info.uen}`,
    priceTerms: gstSentence(info),
  };
}

/** "23 Nov 2026": the shop's date format without the weekday, as business documents print it. */
export const documentDate = (day: string): string => formatShopDate(day).replace(/^[A-Za-z]{3}, /, '');

/**
 * Helvetica's built-in encoding is WinAnsi (Latin-1 plus a few signs such as — ’ “ ” • €).
 * Characters outside it would print as garbage, so they print as "?" instead.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function printable(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    out += ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : '?';
  }
  return out;
}

// A4 in points, 48 pt margins.
export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_Y = PAGE.height - 36;
/** Content must end above this line, to leave room for the footer. */
const CONTENT_BOTTOM = PAGE.height - 64;

export const COLOR = { ink: '#1f2937', muted: '#5b6472', line: '#d9dde3', brand: '#0f766e', brandLight: '#5eead4', wash: '#f1f5f4' } as const;
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

// Items table columns.
const COL = {
  description: { x: PAGE.margin, width: 335 },
  quantity: { x: PAGE.margin + 345, width: 60 },
  amount: { x: PAGE.margin + 415, width: CONTENT_WIDTH - 415 },
} as const;
const CELL_PAD = 7;

export type Doc = PDFKit.PDFDocument;

/** An A4 document of the shop titled `title` ("Quotation Q…"), drawn by `draw`, as PDF bytes. */
export function renderPdf(title: string, contact: ShopContact, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: title, Author: contact.name, Subject: `${title} from ${contact.name}`, Creator: contact.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** Renders the quotation to PDF bytes. */
export function quotationPdf(quotation: Quotation, contact: ShopContact): Promise<Buffer> {
  return renderPdf(`Quotation ${quotation.quotation_no}`, contact, (doc) => {
    let y = letterhead(doc, contact, 'QUOTATION', [
      ['Quotation No.', quotation.quotation_no],
      ['Issue date', documentDate(quotation.issue_date)],
      ['Valid until', documentDate(validUntil(quotation.issue_date))],
    ]);
    y = billTo(doc, quotation, y + 22);
    y = itemsTable(doc, quotation.items.map((item) => ({ details: item.details, quantity: item.quantity, amountCents: item.price_cents })), y + 24);
    y = totals(doc, quotation, contact, y + 10);
    terms(doc, quotation, contact, y + 26);
    footers(doc, contact, `Quotation ${quotation.quotation_no}`);
  });
}

/** The shop's mark: a teal sticker with a "P" and its corner peeling up. */
function logoMark(doc: Doc, x: number, y: number, size: number): void {
  const fold = size * 0.3;
  doc.save();
  doc
    .moveTo(x + 6, y)
    .lineTo(x + size - fold, y)
    .lineTo(x + size, y + fold)
    .lineTo(x + size, y + size - 6)
    .quadraticCurveTo(x + size, y + size, x + size - 6, y + size)
    .lineTo(x + 6, y + size)
    .quadraticCurveTo(x, y + size, x, y + size - 6)
    .lineTo(x, y + 6)
    .quadraticCurveTo(x, y, x + 6, y)
    .closePath()
    .fill(COLOR.brand);
  // The peeled corner: its back shows lighter, with a soft shadow under the fold.
  doc
    .moveTo(x + size - fold, y)
    .lineTo(x + size - fold, y + fold * 0.85)
    .quadraticCurveTo(x + size - fold, y + fold, x + size - fold * 0.85, y + fold)
    .lineTo(x + size, y + fold)
    .closePath()
    .fill(COLOR.brandLight);
  // A "P" drawn as strokes (not text: the mark shouldn't turn up in the document's text).
  const stem = x + size * 0.32;
  const top = y + size * 0.24;
  const bottom = y + size * 0.78;
  const bowlBottom = y + size * 0.55;
  const bowlRight = x + size * 0.66;
  const r = (bowlBottom - top) / 2;
  doc
    .moveTo(stem, bottom)
    .lineTo(stem, top)
    .lineTo(bowlRight - r, top)
    .bezierCurveTo(bowlRight + r * 0.33, top, bowlRight + r * 0.33, bowlBottom, bowlRight - r, bowlBottom)
    .lineTo(stem, bowlBottom)
    .lineWidth(size * 0.11)
    .lineCap('round')
    .lineJoin('round')
    .stroke('#ffffff');
  doc.restore();
}

/** The shop's letterhead with the document's title and facts (label, value) on the right; answers the y of its rule. */
export function letterhead(doc: Doc, contact: ShopContact, title: string, facts: readonly (readonly [string, string])[]): number {
  const top = PAGE.margin;
  const markSize = 42;
  logoMark(doc, PAGE.margin, top, markSize);

  const textX = PAGE.margin + markSize + 12;
  doc.font(FONT.bold).fontSize(15).fillColor(COLOR.ink).text(printable(contact.name), textX, top + 1, { lineBreak: false });
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted);
  // Left of the title and facts column; a long address takes a second line rather than running under it.
  const maxWidth = PAGE.margin + CONTENT_WIDTH - 230 - textX - 10;
  const contactLines = [...fitLines(doc, contact.address, maxWidth), `${formatSgPhone(contact.phone)} · ${contact.email}`, contact.website, contact.registration];
  contactLines.forEach((line, i) => doc.text(printable(line), textX, top + 21 + i * 11, { lineBreak: false, width: maxWidth, ellipsis: true, height: 11 }));

  // Title and the document's facts, right-aligned.
  const rightX = PAGE.margin + CONTENT_WIDTH - 230;
  // A longer title ("ORDER CONFIRMATION") is set smaller so it stays on one line.
  doc.font(FONT.bold).fontSize(24);
  const titleWidth = doc.widthOfString(title) + 1.5 * title.length;
  const titleSize = titleWidth > 226 ? Math.floor((24 * 226) / titleWidth) : 24;
  doc.fontSize(titleSize).fillColor(COLOR.brand).text(title, rightX, top - 2 + (24 - titleSize) / 2, { width: 230, align: 'right', characterSpacing: 1.5, lineBreak: false });
  let factY = top + 30;
  // Values take 114 pt, or what the longest needs ("INV-O261123-7KD2QXM4AB"); labels the rest.
  doc.font(FONT.bold).fontSize(9);
  const valueWidth = Math.min(170, Math.max(114, ...facts.map(([, value]) => Math.ceil(doc.widthOfString(value)) + 2)));
  for (const [label, value] of facts) {
    doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(label, rightX, factY, { width: 224 - valueWidth, align: 'right', lineBreak: false });
    doc.font(FONT.bold).fontSize(9).fillColor(COLOR.ink).text(value, rightX + 230 - valueWidth, factY, { width: valueWidth, align: 'right', lineBreak: false });
    factY += 13;
  }

  const ruleY = Math.max(top + markSize + 34, factY + 8, top + 21 + contactLines.length * 11 + 8);
  doc.moveTo(PAGE.margin, ruleY).lineTo(PAGE.margin + CONTENT_WIDTH, ruleY).lineWidth(1.2).strokeColor(COLOR.brand).stroke();
  return ruleY;
}

/** Text split at commas into at most two lines that each fit `width` at the current font. */
function fitLines(doc: Doc, text: string, width: number): string[] {
  if (doc.widthOfString(text) <= width) return [text];
  const parts = text.split(/,\s*/);
  for (let cut = parts.length - 1; cut > 0; cut--) {
    const first = parts.slice(0, cut).join(', ') + ',';
    if (doc.widthOfString(first) <= width) return [first, parts.slice(cut).join(', ')];
  }
  return [text];
}

export function sectionLabel(doc: Doc, text: string, x: number, y: number, width?: number): void {
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted).text(text, x, y, { characterSpacing: 0.4, lineBreak: false, ...(width ? { width, align: 'right' as const } : {}) });
}

function billTo(doc: Doc, q: Quotation, top: number): number {
  sectionLabel(doc, 'BILL TO', PAGE.margin, top);
  const width = 280;
  let y = top + 14;
  const lines: { text: string; bold: boolean }[] = [];
  if (q.name) lines.push({ text: q.name, bold: true });
  if (q.company) lines.push({ text: q.company, bold: !q.name });
  if (q.address) lines.push({ text: q.address, bold: false });
  if (lines.length === 0) lines.push({ text: '—', bold: false });
  for (const line of lines) {
    doc.font(line.bold ? FONT.bold : FONT.regular).fontSize(10).fillColor(COLOR.ink);
    doc.text(printable(line.text), PAGE.margin, y, { width, lineGap: 1.5 });
    y = doc.y + 1;
  }

  // Beside it: what the figures are.
  const rightX = PAGE.margin + CONTENT_WIDTH - 200;
  sectionLabel(doc, 'CURRENCY', rightX, top, 200);
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.ink).text('Singapore dollars (SGD), GST included', rightX, top + 14, { width: 200, align: 'right' });
  return Math.max(y, doc.y);
}

function tableHeader(doc: Doc, y: number): number {
  const height = 22;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOR.wash);
  doc.moveTo(PAGE.margin, y + height).lineTo(PAGE.margin + CONTENT_WIDTH, y + height).lineWidth(0.8).strokeColor(COLOR.brand).stroke();
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.ink);
  const textY = y + 8;
  doc.text('PRODUCT DESCRIPTION', COL.description.x + CELL_PAD, textY, { characterSpacing: 0.6, lineBreak: false });
  doc.text('QTY', COL.quantity.x, textY, { width: COL.quantity.width, align: 'right', characterSpacing: 0.6, lineBreak: false });
  doc.text('AMOUNT', COL.amount.x, textY, { width: COL.amount.width - CELL_PAD, align: 'right', characterSpacing: 0.6, lineBreak: false });
  return y + height;
}

/** A line of a document's items table: the configuration summary, the quantity and the line's amount. */
export interface DocumentLine {
  details: string;
  quantity: number;
  amountCents: number;
}

/** PRODUCT DESCRIPTION / QTY / AMOUNT, descriptions wrapped, the header repeated on a new page; answers the y below it. */
export function itemsTable(doc: Doc, items: readonly DocumentLine[], top: number): number {
  let y = tableHeader(doc, top);
  const textWidth = COL.description.width - 2 * CELL_PAD;
  items.forEach((item, index) => {
    const { product, details: rest } = splitSummary(printable(item.details));
    const title = `${index + 1}. ${product}`;
    doc.font(FONT.bold).fontSize(9.5);
    const titleHeight = doc.heightOfString(title, { width: textWidth });
    doc.font(FONT.regular).fontSize(8.5);
    const restHeight = rest ? doc.heightOfString(rest, { width: textWidth, lineGap: 1 }) + 2 : 0;
    const rowHeight = titleHeight + restHeight + 2 * 9;

    if (y + rowHeight > CONTENT_BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin);
    }
    const textY = y + 9;
    doc.font(FONT.bold).fontSize(9.5).fillColor(COLOR.ink).text(title, COL.description.x + CELL_PAD, textY, { width: textWidth });
    if (rest) doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted).text(rest, COL.description.x + CELL_PAD, textY + titleHeight + 2, { width: textWidth, lineGap: 1 });
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.ink);
    doc.text(formatQuantity(item.quantity), COL.quantity.x, textY, { width: COL.quantity.width, align: 'right', lineBreak: false });
    doc.text(formatSgd(item.amountCents), COL.amount.x, textY, { width: COL.amount.width - CELL_PAD, align: 'right', lineBreak: false });
    y += rowHeight;
    doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(0.5).strokeColor(COLOR.line).stroke();
  });
  return y;
}

function totals(doc: Doc, q: Quotation, contact: ShopContact, top: number): number {
  const rows: TotalRow[] = [
    { label: 'Subtotal', value: formatSgd(q.sub_total_cents) },
    { label: 'Shipping fee', value: q.shipping_fee_cents === 0 ? 'Free' : formatSgd(q.shipping_fee_cents) },
  ];
  if (q.point_discount_cents !== 0) rows.push({ label: 'Point discount', value: `-${formatSgd(q.point_discount_cents)}` });
  if (q.coupon_discount_cents !== 0) rows.push({ label: 'Coupon discount', value: `-${formatSgd(q.coupon_discount_cents)}` });
  return totalsBlock(doc, {
    rows,
    total: { label: 'TOTAL', value: formatSgd(q.total_price_cents) },
    note: q.price_note
      ? { heading: q.price_note, text: q.items.map((item, index) => `${index + 1}. ${item.today_price_cents === null ? QUOTATION_PRICE_MESSAGES.lineGone : QUOTATION_PRICE_MESSAGES.lineToday(item.today_price_cents)}`).join(' · ') }
      : { heading: 'Thank you for your enquiry.', text: `To order, add these items to your cart at ${contact.website}, or email ${contact.email} quoting ${q.quotation_no}.` },
    top,
  });
}

export interface TotalRow {
  label: string;
  value: string;
}

/** The totals on the right (rows, then the total on a band), a note on the left; answers the y below them. */
export function totalsBlock(doc: Doc, block: { rows: readonly TotalRow[]; total: TotalRow; note: { heading: string; text: string }; top: number }): number {
  const { rows, total, note, top } = block;
  const blockHeight = rows.length * 17 + 40;
  let y = top;
  if (y + blockHeight > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const labelX = COL.quantity.x - 80;
  const labelWidth = 140;

  // Beside the totals: how to go ahead.
  const noteWidth = labelX - PAGE.margin - 36;
  doc.font(FONT.bold).fontSize(9.5).fillColor(COLOR.ink).text(printable(note.heading), PAGE.margin, y + 1, { width: noteWidth });
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted).text(printable(note.text), PAGE.margin, doc.y + 3, { width: noteWidth, lineGap: 1 });
  const noteBottom = doc.y;

  for (const row of rows) {
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted).text(row.label, labelX, y, { width: labelWidth, lineBreak: false });
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.ink).text(row.value, COL.amount.x - 40, y, { width: COL.amount.width + 40 - CELL_PAD, align: 'right', lineBreak: false });
    y += 17;
  }
  y += 2;
  doc.rect(labelX - CELL_PAD, y, PAGE.margin + CONTENT_WIDTH - labelX + CELL_PAD, 28).fill(COLOR.brand);
  doc.font(FONT.bold).fontSize(11).fillColor('#ffffff').text(total.label, labelX, y + 9, { characterSpacing: 0.8, lineBreak: false });
  doc.font(FONT.bold).fontSize(12).fillColor('#ffffff').text(total.value, COL.amount.x - 60, y + 8.5, { width: COL.amount.width + 60 - CELL_PAD, align: 'right', lineBreak: false });
  return Math.max(y + 28, noteBottom);
}

function terms(doc: Doc, q: Quotation, contact: ShopContact, top: number): void {
  const validity = `Valid until ${documentDate(validUntil(q.issue_date))} (14 days from the issue date).`;
  // The first term is the price sentence; it follows the shop's GST registration (SHOP_GST_NO).
  const items = [validity, contact.priceTerms, ...QUOTATION_TERMS.filter((t) => !/^All prices are in Singapore dollars/.test(t))];
  bulletSection(doc, 'TERMS', items, top);
}

/** A labelled list of bullets (a new page when it doesn't fit); answers the y below it. */
export function bulletSection(doc: Doc, heading: string, items: readonly string[], top: number): number {
  doc.font(FONT.regular).fontSize(8.5);
  const height = 16 + items.reduce((sum, t) => sum + doc.heightOfString(t, { width: CONTENT_WIDTH - 14, lineGap: 1 }) + 3, 0);
  let y = top;
  if (y + height > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  sectionLabel(doc, heading, PAGE.margin, y);
  y += 14;
  for (const text of items) {
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted);
    doc.text('•', PAGE.margin, y, { lineBreak: false });
    doc.text(printable(text), PAGE.margin + 12, y, { width: CONTENT_WIDTH - 14, lineGap: 1 });
    y = doc.y + 3;
  }
  return y;
}

/** On every page: a thin rule, the shop and the document ("Quotation Q…"); "Page n of N" when there is more than one page. */
export function footers(doc: Doc, contact: ShopContact, documentName: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.moveTo(PAGE.margin, FOOTER_Y - 8).lineTo(PAGE.margin + CONTENT_WIDTH, FOOTER_Y - 8).lineWidth(0.5).strokeColor(COLOR.line).stroke();
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
    doc.text(printable(`${contact.name} · ${contact.website} · ${contact.email}`), PAGE.margin, FOOTER_Y, { lineBreak: false });
    const right = range.count > 1 ? `${documentName} · Page ${i - range.start + 1} of ${range.count}` : documentName;
    doc.text(right, PAGE.margin + CONTENT_WIDTH - 240, FOOTER_Y, { width: 240, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
