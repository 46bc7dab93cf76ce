/**
 * The quotation as a printable A4 PDF (configurator.md §7 Open quotation document). Letterhead, title
 * and number, issue date and validity, Bill To, the items table (PRODUCT DESCRIPTION / QTY / AMOUNT,
 * descriptions wrap, the header repeats on a new page), totals, terms, and page numbers when the
 * quotation runs over one page.
 *
 * Every document is a tagged PDF in en-SG with its title in the metadata (headings, paragraphs, the
 * items and totals as tables, the terms as a list; rules, bands, the logo and footers are
 * artifacts), and its text is set in embedded Noto fonts, so names in Chinese, Tamil, Malay or with
 * an emoji print as written (server/pdf-text.ts). Nothing is fetched at run time.
 *
 * The shop's other documents (the order confirmation and invoice, orders/order-documents.ts) are
 * drawn with the same parts: renderPdf, letterhead, itemsTable, totalsBlock, bulletSection, footers.
 */
import PDFDocument from 'pdfkit';
import { artifact, endStructure, group, startStructure, tagged, textHeight, textWidth, writeText, type WriteOptions } from '../../server/pdf-text.js';
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

// A4 in points, 48 pt margins.
export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_Y = PAGE.height - 36;
/** Content must end above this line, to leave room for the footer. */
const CONTENT_BOTTOM = PAGE.height - 64;

export const COLOR = { ink: '#1f2937', muted: '#5b6472', line: '#d9dde3', brand: '#0f766e', brandLight: '#5eead4', wash: '#f1f5f4' } as const;

// Items table columns.
const COL = {
  description: { x: PAGE.margin, width: 335 },
  quantity: { x: PAGE.margin + 345, width: 60 },
  amount: { x: PAGE.margin + 415, width: CONTENT_WIDTH - 415 },
} as const;
const CELL_PAD = 7;

export type Doc = PDFKit.PDFDocument;

const LINES = { lineHeight: 1.25, baselineAt: 0.718 } as const;

/**
 * Text in the documents' fonts (pdf-text.ts): regular unless `bold`. Lines are 1.25 em apart with the
 * baseline 0.718 em below `y` (where the capitals' tops sit), whatever fonts a line needs, so a name
 * in Chinese lines up with the label beside it. Answers the y below the text.
 */
export function text(doc: Doc, value: string, x: number, y: number, options: Omit<WriteOptions, 'weight' | 'baselineAt' | 'lineHeight'> & { bold?: boolean }): number {
  const { bold, ...rest } = options;
  return writeText(doc, value, x, y, { ...rest, ...LINES, weight: bold ? 'bold' : 'regular' });
}

/** An A4 document of the shop titled `title` ("Quotation Q…"), drawn by `draw`, as PDF bytes. */
export function renderPdf(title: string, contact: ShopContact, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    // Tagged, in Singapore English, with the title shown in the reader's window (PDF/UA asks for all three).
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-SG',
    displayTitle: true,
    info: { Title: title, Author: contact.name, Subject: `${title} from ${contact.name}`, Creator: contact.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  startStructure(doc);
  draw(doc);
  endStructure(doc);
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
  artifact(doc, () => logoMark(doc, PAGE.margin, top, markSize));

  // Read first: the document's title, then its facts, then who it is from.
  const rightX = PAGE.margin + CONTENT_WIDTH - 230;
  // A longer title ("ORDER CONFIRMATION") is set smaller so it stays on one line.
  const titleWidth = textWidth(doc, title, { weight: 'bold', size: 24, characterSpacing: 1.5 });
  const titleSize = titleWidth > 226 ? Math.floor((24 * 226) / titleWidth) : 24;
  tagged(doc, 'H1', () => text(doc, title, rightX, top - 2 + (24 - titleSize) / 2, { bold: true, size: titleSize, color: COLOR.brand, width: 230, align: 'right', characterSpacing: 1.5, singleLine: true }));
  let factY = top + 30;
  // Values take 114 pt, or what the longest needs ("INV-O261123-7KD2QXM4AB"); labels the rest.
  const valueWidth = Math.min(170, Math.max(114, ...facts.map(([, value]) => Math.ceil(textWidth(doc, value, { weight: 'bold', size: 9 })) + 2)));
  group(doc, 'Table', () => {
    for (const [label, value] of facts) {
      const rowY = factY;
      group(doc, 'TR', () => {
        tagged(doc, 'TH', () => text(doc, label, rightX, rowY, { size: 9, color: COLOR.muted, width: 224 - valueWidth, align: 'right', singleLine: true }));
        tagged(doc, 'TD', () => text(doc, value, rightX + 230 - valueWidth, rowY, { bold: true, size: 9, color: COLOR.ink, width: valueWidth, align: 'right', singleLine: true }));
      });
      factY += 13;
    }
  });

  const textX = PAGE.margin + markSize + 12;
  tagged(doc, 'P', () => text(doc, contact.name, textX, top + 1, { bold: true, size: 15, color: COLOR.ink, singleLine: true, width: rightX - textX - 10 }));
  // Left of the title and facts column; a long address takes a second line rather than running under it.
  const maxWidth = PAGE.margin + CONTENT_WIDTH - 230 - textX - 10;
  const contactLines = [...fitLines(doc, contact.address, maxWidth), `${formatSgPhone(contact.phone)} · ${contact.email}`, contact.website, contact.registration];
  contactLines.forEach((line, i) => tagged(doc, 'P', () => text(doc, line, textX, top + 21 + i * 11, { size: 8.5, color: COLOR.muted, width: maxWidth, singleLine: true })));

  const ruleY = Math.max(top + markSize + 34, factY + 8, top + 21 + contactLines.length * 11 + 8);
  artifact(doc, () => doc.moveTo(PAGE.margin, ruleY).lineTo(PAGE.margin + CONTENT_WIDTH, ruleY).lineWidth(1.2).strokeColor(COLOR.brand).stroke());
  return ruleY;
}

/** Text split at commas into at most two lines that each fit `width` at the current font. */
function fitLines(doc: Doc, line: string, width: number): string[] {
  const fits = (value: string) => textWidth(doc, value, { size: 8.5 }) <= width;
  if (fits(line)) return [line];
  const parts = line.split(/,\s*/);
  for (let cut = parts.length - 1; cut > 0; cut--) {
    const first = parts.slice(0, cut).join(', ') + ',';
    if (fits(first)) return [first, parts.slice(cut).join(', ')];
  }
  return [line];
}

/** A section's small capitals heading ("BILL TO"), tagged as a heading. */
export function sectionLabel(doc: Doc, label: string, x: number, y: number, width?: number): void {
  tagged(doc, 'H2', () => text(doc, label, x, y, { bold: true, size: 8, color: COLOR.muted, characterSpacing: 0.4, singleLine: true, ...(width ? { width, align: 'right' as const } : {}) }));
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
  for (const line of lines) tagged(doc, 'P', () => (y = text(doc, line.text, PAGE.margin, y, { bold: line.bold, size: 10, color: COLOR.ink, width, lineGap: 1.5 }) + 1));

  // Beside it: what the figures are.
  const rightX = PAGE.margin + CONTENT_WIDTH - 200;
  sectionLabel(doc, 'CURRENCY', rightX, top, 200);
  let currencyBottom = 0;
  tagged(doc, 'P', () => (currencyBottom = text(doc, 'Singapore dollars (SGD), GST included', rightX, top + 14, { size: 10, color: COLOR.ink, width: 200, align: 'right' })));
  return Math.max(y, currencyBottom);
}

/** The items table's header row: a row of TH the first time, an artifact where it repeats on a new page. */
function tableHeader(doc: Doc, y: number, repeated: boolean): number {
  const height = 22;
  artifact(doc, () => {
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOR.wash);
    doc.moveTo(PAGE.margin, y + height).lineTo(PAGE.margin + CONTENT_WIDTH, y + height).lineWidth(0.8).strokeColor(COLOR.brand).stroke();
  });
  const style = { bold: true, size: 8, color: COLOR.ink, characterSpacing: 0.6, singleLine: true } as const;
  const textY = y + 8;
  const cells = () => {
    tagged(doc, 'TH', () => text(doc, 'PRODUCT DESCRIPTION', COL.description.x + CELL_PAD, textY, style));
    tagged(doc, 'TH', () => text(doc, 'QTY', COL.quantity.x, textY, { ...style, width: COL.quantity.width, align: 'right' }));
    tagged(doc, 'TH', () => text(doc, 'AMOUNT', COL.amount.x, textY, { ...style, width: COL.amount.width - CELL_PAD, align: 'right' }));
  };
  if (repeated) artifact(doc, () => cells(), 'Pagination');
  else group(doc, 'TR', cells);
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
  let y = top;
  group(doc, 'Table', () => {
    y = tableHeader(doc, top, false);
    const width = COL.description.width - 2 * CELL_PAD;
    items.forEach((item, index) => {
      const { product, details: rest } = splitSummary(item.details);
      const title = `${index + 1}. ${product}`;
      const titleHeight = textHeight(doc, title, { ...LINES, weight: 'bold', size: 9.5, width });
      const restHeight = rest ? textHeight(doc, rest, { ...LINES, size: 8.5, width, lineGap: 1 }) + 2 : 0;
      const rowHeight = titleHeight + restHeight + 2 * 9;

      if (y + rowHeight > CONTENT_BOTTOM) {
        doc.addPage();
        y = tableHeader(doc, PAGE.margin, true);
      }
      const textY = y + 9;
      group(doc, 'TR', () => {
        tagged(doc, 'TD', () => {
          text(doc, title, COL.description.x + CELL_PAD, textY, { bold: true, size: 9.5, color: COLOR.ink, width });
          if (rest) text(doc, rest, COL.description.x + CELL_PAD, textY + titleHeight + 2, { size: 8.5, color: COLOR.muted, width, lineGap: 1 });
        });
        tagged(doc, 'TD', () => text(doc, formatQuantity(item.quantity), COL.quantity.x, textY, { size: 9.5, color: COLOR.ink, width: COL.quantity.width, align: 'right', singleLine: true }));
        tagged(doc, 'TD', () => text(doc, formatSgd(item.amountCents), COL.amount.x, textY, { size: 9.5, color: COLOR.ink, width: COL.amount.width - CELL_PAD, align: 'right', singleLine: true }));
      });
      y += rowHeight;
      const ruleY = y;
      artifact(doc, () => doc.moveTo(PAGE.margin, ruleY).lineTo(PAGE.margin + CONTENT_WIDTH, ruleY).lineWidth(0.5).strokeColor(COLOR.line).stroke());
    });
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
  const { rows, total, note } = block;
  const blockHeight = rows.length * 17 + 40;
  let top = block.top;
  if (top + blockHeight > CONTENT_BOTTOM) {
    doc.addPage();
    top = PAGE.margin;
  }
  let y = top;
  const labelX = COL.quantity.x - 80;
  const valuesRight = PAGE.margin + CONTENT_WIDTH - CELL_PAD;

  // Read first: the totals (a table of label and amount), then beside them how to go ahead.
  group(doc, 'Table', () => {
    for (const row of rows) {
      const rowY = y;
      // A long label ("Coupon discount (WELCOME10)") takes the room its amount leaves.
      const labelWidth = valuesRight - labelX - textWidth(doc, row.value, { size: 9.5 }) - 12;
      group(doc, 'TR', () => {
        tagged(doc, 'TH', () => text(doc, row.label, labelX, rowY, { size: 9.5, color: COLOR.muted, width: labelWidth, singleLine: true }));
        tagged(doc, 'TD', () => text(doc, row.value, COL.amount.x - 40, rowY, { size: 9.5, color: COLOR.ink, width: COL.amount.width + 40 - CELL_PAD, align: 'right', singleLine: true }));
      });
      y += 17;
    }
    y += 2;
    const bandY = y;
    artifact(doc, () => doc.rect(labelX - CELL_PAD, bandY, PAGE.margin + CONTENT_WIDTH - labelX + CELL_PAD, 28).fill(COLOR.brand));
    group(doc, 'TR', () => {
      tagged(doc, 'TH', () => text(doc, total.label, labelX, bandY + 9, { bold: true, size: 11, color: '#ffffff', characterSpacing: 0.8, singleLine: true }));
      tagged(doc, 'TD', () => text(doc, total.value, COL.amount.x - 60, bandY + 8.5, { bold: true, size: 12, color: '#ffffff', width: COL.amount.width + 60 - CELL_PAD, align: 'right', singleLine: true }));
    });
  });

  const noteWidth = labelX - PAGE.margin - 36;
  let noteBottom = top;
  tagged(doc, 'P', () => {
    const headingBottom = text(doc, note.heading, PAGE.margin, top, { bold: true, size: 9.5, color: COLOR.ink, width: noteWidth });
    noteBottom = text(doc, note.text, PAGE.margin, headingBottom + 3, { size: 8.5, color: COLOR.muted, width: noteWidth, lineGap: 1 });
  });
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
  const style = { size: 8.5, color: COLOR.muted, width: CONTENT_WIDTH - 14, lineGap: 1 } as const;
  const height = 16 + items.reduce((sum, item) => sum + textHeight(doc, item, { ...LINES, ...style }) + 3, 0);
  let y = top;
  if (y + height > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  sectionLabel(doc, heading, PAGE.margin, y);
  y += 14;
  group(doc, 'L', () => {
    for (const item of items)
      group(doc, 'LI', () => {
        tagged(doc, 'Lbl', () => text(doc, '•', PAGE.margin, y, { ...style, width: undefined, singleLine: true }));
        tagged(doc, 'LBody', () => (y = text(doc, item, PAGE.margin + 12, y, style) + 3));
      });
  });
  return y;
}

/** On every page: a thin rule, the shop and the document ("Quotation Q…"); "Page n of N" when there is more than one page. */
export function footers(doc: Doc, contact: ShopContact, documentName: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const right = range.count > 1 ? `${documentName} · Page ${i - range.start + 1} of ${range.count}` : documentName;
    artifact(
      doc,
      () => {
        doc.moveTo(PAGE.margin, FOOTER_Y - 8).lineTo(PAGE.margin + CONTENT_WIDTH, FOOTER_Y - 8).lineWidth(0.5).strokeColor(COLOR.line).stroke();
        const style = { size: 7.5, color: COLOR.muted, singleLine: true } as const;
        text(doc, `${contact.name} · ${contact.website} · ${contact.email}`, PAGE.margin, FOOTER_Y, { ...style, width: CONTENT_WIDTH - 250 });
        text(doc, right, PAGE.margin + CONTENT_WIDTH - 240, FOOTER_Y, { ...style, width: 240, align: 'right' });
      },
      'Pagination',
    );
  }
}
