/**
 * An order taken through its proof as the shopper and staff would through the API: the shopper
 * uploads artwork (a small PDF), staff upload a proof, the shopper approves it. For tests of what
 * comes after approval (production, dispatch).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { testVisitor } from './api-client.js';

type Visitor = ReturnType<typeof testVisitor>;

/** A PDF of one page `width` × `height` points drawing `content` (no fonts, no images). */
function onePagePdf(width: number, height: number, content: string): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R /Resources << >> >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const at = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/**
 * A small PDF for artwork and proofs: one 54 × 54 mm page (50 × 50 mm stickers with 2 mm bleed),
 * filled with one colour. Artwork is preflighted when it arrives (issue 18), so it must be a PDF
 * PDF.js can open, with a page.
 */
export const TINY_PDF: Uint8Array = onePagePdf(153.07, 153.07, '0.06 0.46 0.43 rg 0 0 153.07 153.07 re f');

/**
 * A real one-page PDF (A6 landscape: a red frame round a white label, no fonts), which a viewer
 * draws: the order page's proof preview renders its first page.
 */
export const ONE_PAGE_PDF: Uint8Array = onePagePdf(420, 298, '0.85 0.15 0.1 rg 0 0 420 298 re f 1 1 1 rg 30 30 360 238 re f 0.06 0.46 0.43 rg 120 110 180 78 re f');

/** A multipart body with these files as attachments[] (and any other fields). */
export function attachmentsForm(files: readonly { name: string; bytes: Uint8Array }[], fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append('attachments[]', new Blob([file.bytes as BlobPart]), file.name);
  return data;
}

export async function approveThroughProof(shopper: Visitor, staff: Visitor, orderNo: string): Promise<void> {
  const steps = [
    () => shopper.send('POST', `/api/orders/${orderNo}/artwork`, attachmentsForm([{ name: 'artwork.pdf', bytes: TINY_PDF }])),
    () => staff.send('POST', `/api/staff/orders/${orderNo}/proof`, attachmentsForm([{ name: 'proof.pdf', bytes: TINY_PDF }])),
    () => shopper.send('POST', `/api/orders/${orderNo}/proof/approve`, {}),
  ];
  for (const step of steps) {
    const answer = await step();
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  }
}

/** The same, from browser pages (their contexts' cookies: the shopper's and a staff member's). */
export async function approveThroughProofInBrowser(shopper: Page, staff: Page, orderNo: string): Promise<void> {
  const pdf = (name: string) => ({ 'attachments[]': { name, mimeType: 'application/pdf', buffer: Buffer.from(TINY_PDF) } });
  const steps = [
    () => shopper.request.post(`/api/orders/${orderNo}/artwork`, { multipart: pdf('artwork.pdf') }),
    () => staff.request.post(`/api/staff/orders/${orderNo}/proof`, { multipart: pdf('proof.pdf') }),
    () => shopper.request.post(`/api/orders/${orderNo}/proof/approve`, { data: {} }),
  ];
  for (const step of steps) {
    const answer = await step();
    expect(answer.status(), await answer.text()).toBe(200);
  }
}
