/**
 * The job sheet of one order line (issue 18): the A5 page that travels with the work through the
 * shop. It says what to make (product, size, material, finishing, quantity), for which order, customer
 * and line, by when (the due dispatch date), which files to print, and carries a QR code to the order
 * on the staff desk (`${publicUrl}/staff/orders?order=<ORDER_NO>`), so whoever holds the sheet can
 * open the order from a phone. Its text is set in the documents' embedded fonts (server/pdf-text.ts),
 * so a customer's name in Chinese or Tamil, or a lettering's text, prints as written.
 */
import QRCode from 'qrcode';
import { paths } from '../../shared/paths.js';
import { writeText, type WriteOptions } from '../../server/pdf-text.js';
import { newDocument, pt } from './pdf-kit.js';
import { JOB_SHEET_SIZE } from './production-settings.js';

export interface JobSheetInput {
  shopName: string;
  orderNo: string;
  /** Who the order is for, as they gave their name at checkout. */
  customer: string;
  /** 1-based, and how many lines the order has. */
  line: number;
  lines: number;
  productName: string;
  size: string;
  material: string;
  finishing: string;
  quantity: number;
  /** Free extra pieces printed with the line (the kick-off coupon). */
  bonusQuantity: number;
  /** "Thu 26 Nov 2026", or null when the order has none yet. */
  dispatchDate: string | null;
  /** What the print file is: "Print PDF S…-L1-print.pdf", or why there is none. */
  printFile: string;
  /** The gang sheet's words ("40 up on SRA3: 13 sheets"), or null for anything not a sticker sheet. */
  gangSheet: string | null;
  /** The staff order page the QR code opens. */
  orderUrl: string;
}

/** The staff desk's page of an order, as an absolute URL (what the QR code holds). */
export const staffOrderUrl = (publicUrl: string, orderNo: string): string => `${publicUrl.replace(/\/+$/, '')}${paths.staffOrders}?${new URLSearchParams({ order: orderNo }).toString()}`;

const MARGIN = pt(12);
const LABEL_W = 110;

export async function renderJobSheet(input: JobSheetInput): Promise<Buffer> {
  const width = pt(JOB_SHEET_SIZE.widthMm);
  const height = pt(JOB_SHEET_SIZE.heightMm);
  const { doc, done } = newDocument([width, height], `Job sheet ${input.orderNo} line ${input.line}`);
  const qr = await QRCode.toBuffer(input.orderUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
  const inner = width - 2 * MARGIN;

  // Lines 1.25 em apart: the same rhythm whatever fonts a name needs.
  const write = (value: string, y: number, options: WriteOptions) => writeText(doc, value, MARGIN, y, { lineHeight: 1.25, ...options });
  let y = write(`${input.shopName} · Job sheet`, MARGIN, { size: 9, color: '#374151', width: inner });
  y = write(input.orderNo, y + 2, { weight: 'bold', size: 22, color: 'black', width: inner });
  y = write(`Line ${input.line} of ${input.lines}`, y, { weight: 'bold', size: 13, width: inner });
  y = write(`Dispatch by ${input.dispatchDate ?? 'date not set yet'}`, y + 4, { weight: 'bold', size: 12, width: inner });
  y += 10;

  const quantity = input.bonusQuantity > 0 ? `${input.quantity} + ${input.bonusQuantity} free = ${input.quantity + input.bonusQuantity}` : String(input.quantity);
  const rows: Array<[string, string]> = [
    ['Customer', input.customer],
    ['Product', input.productName],
    ['Size', input.size],
    ['Quantity', quantity],
    ['Material', input.material],
    ['Finishing', input.finishing],
    ['Print file', input.printFile],
    ...(input.gangSheet ? ([['Gang sheet', input.gangSheet]] as Array<[string, string]>) : []),
  ];
  for (const [label, value] of rows) {
    const labelBottom = write(label, y, { size: 10, color: '#374151', width: LABEL_W - 8 });
    const valueBottom = writeText(doc, value, MARGIN + LABEL_W, y, { weight: 'bold', size: 10, color: 'black', width: inner - LABEL_W, lineHeight: 1.25 });
    y = Math.max(labelBottom, valueBottom) + 5;
  }

  // The QR code, bottom right, with its address under it for anyone without a camera.
  const side = pt(38);
  const qx = width - MARGIN - side;
  const qy = height - MARGIN - side - 22;
  doc.image(qr, qx, qy, { width: side, height: side });
  writeText(doc, 'Scan to open the order on the staff desk:', MARGIN, qy + side / 2 - 6, { size: 8, color: '#374151', width: qx - MARGIN - 8 });
  writeText(doc, input.orderUrl, MARGIN, qy + side + 6, { size: 7, color: 'black', width: inner, align: 'right', singleLine: true });
  doc.end();
  return done;
}
