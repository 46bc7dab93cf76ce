/** A PDF's text as pdftotext (poppler-utils) reads it, laid out as on the page. */
import { spawnSync } from 'node:child_process';

export function pdfText(bytes: Uint8Array): string {
  const run = spawnSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });
  if (run.error) throw new Error(`pdftotext is needed for this test (apt-get install poppler-utils): ${run.error.message}`);
  if (run.status !== 0) throw new Error(`pdftotext could not read the PDF: ${run.stderr}`);
  return run.stdout;
}
