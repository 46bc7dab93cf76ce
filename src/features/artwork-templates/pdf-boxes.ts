/**
 * For the tests: a PDF's page boxes as poppler's `pdfinfo -box` reads them (an independent reader,
 * not pdfkit), in points, and whether the file declares the CutContour spot colour.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type BoxName = 'MediaBox' | 'CropBox' | 'BleedBox' | 'TrimBox' | 'ArtBox';
export type Box = [x0: number, y0: number, x1: number, y1: number];

export interface PdfInfo {
  pages: number;
  version: string;
  title: string;
  boxes: Partial<Record<BoxName, Box>>;
}

export async function pdfInfo(bytes: Uint8Array): Promise<PdfInfo> {
  const dir = await mkdtemp(join(tmpdir(), 'template-'));
  try {
    const file = join(dir, 'template.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdfinfo', ['-box', file]);
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(stdout)?.[1]?.trim() ?? '';
    const boxes: Partial<Record<BoxName, Box>> = {};
    for (const name of ['MediaBox', 'CropBox', 'BleedBox', 'TrimBox', 'ArtBox'] as const) {
      const values = field(name).split(/\s+/).map(Number);
      if (values.length === 4 && values.every(Number.isFinite)) boxes[name] = values as Box;
    }
    return { pages: Number(field('Pages')), version: field('PDF version'), title: field('Title'), boxes };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The Separation colour space named CutContour (an uncompressed object in pdfkit's output). */
export const hasCutContourSeparation = (bytes: Uint8Array): boolean => /\/Separation\s*\/CutContour\s*\/DeviceCMYK/.test(Buffer.from(bytes).toString('latin1'));

export const POINTS_PER_MM = 72 / 25.4;
