/**
 * An order taken through its proof as the shopper and staff would through the API: the shopper
 * uploads artwork (a small PDF), staff upload a proof, the shopper approves it. For tests of what
 * comes after approval (production, dispatch).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { testVisitor } from './api-client.js';

type Visitor = ReturnType<typeof testVisitor>;

/** A minimal PDF: the file rules sniff the content, so it must start like one. */
export const TINY_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

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
