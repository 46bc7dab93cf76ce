/** A PDF read back by independent tools: poppler-utils (pdftotext, pdffonts, pdfinfo) and qpdf. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function run(tool: string, args: string[], input?: Uint8Array): { status: number | null; stdout: string; stderr: string } {
  const answer = spawnSync(tool, args, { input, encoding: 'utf8' });
  if (answer.error) throw new Error(`${tool} is needed for this test (apt-get install poppler-utils qpdf): ${answer.error.message}`);
  return answer;
}

/** Runs `tool` on the PDF written to a file of its own (pdffonts and qpdf read files, not stdin). */
function onFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PDF's text as pdftotext reads it, laid out as on the page. */
export function pdfText(bytes: Uint8Array): string {
  const answer = run('pdftotext', ['-layout', '-', '-'], bytes);
  if (answer.status !== 0) throw new Error(`pdftotext could not read the PDF: ${answer.stderr}`);
  return answer.stdout;
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
}

/** The fonts pdffonts lists: name, type and whether the font is embedded. */
export function pdfFonts(bytes: Uint8Array): PdfFont[] {
  const answer = onFile(bytes, (file) => run('pdffonts', [file]));
  if (answer.status !== 0) throw new Error(`pdffonts could not read the PDF: ${answer.stderr}`);
  // Columns: name, type (may hold spaces), encoding, emb, sub, uni, object ID; the flags are fixed-width "yes"/"no".
  return answer.stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = /^(\S+)\s+(.+?)\s{2,}(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line);
      if (!match) throw new Error(`pdffonts line not understood: ${line}`);
      return { name: match[1]!, type: match[2]!, embedded: match[4] === 'yes' };
    });
}

/** pdfinfo's fields: "Tagged", "Title", "Pages", … */
export function pdfInfoFields(bytes: Uint8Array): Record<string, string> {
  const answer = run('pdfinfo', ['-'], bytes);
  if (answer.status !== 0) throw new Error(`pdfinfo could not read the PDF: ${answer.stderr}`);
  const fields: Record<string, string> = {};
  for (const line of answer.stdout.split('\n')) {
    const match = /^([^:]+):\s*(.*)$/.exec(line);
    if (match) fields[match[1]!.trim()] = match[2]!.trim();
  }
  return fields;
}

/** The structure tree as pdfinfo -struct-text prints it: element types indented, with their text. */
export function pdfStructure(bytes: Uint8Array): string {
  const answer = onFile(bytes, (file) => run('pdfinfo', ['-struct-text', file]));
  if (answer.status !== 0) throw new Error(`pdfinfo could not read the PDF's structure: ${answer.stderr}`);
  return answer.stdout;
}

/** qpdf --check: exit 0 means no structural or stream errors. Answers its output for the failure message. */
export function qpdfCheck(bytes: Uint8Array): { ok: boolean; output: string } {
  const answer = onFile(bytes, (file) => run('qpdf', ['--check', file]));
  return { ok: answer.status === 0, output: answer.stdout + answer.stderr };
}
