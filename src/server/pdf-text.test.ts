/** Text in the shop's PDFs: runs of one font, lines laid out and drawn as measured, read back with pdftotext. */
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { textHeight, textRuns, textWidth, writeText, type WriteOptions } from './pdf-text.js';

/** A one-page A4 document with `texts` written one under the other, as pdftotext reads it. */
async function written(texts: readonly string[], options: Omit<WriteOptions, 'size'> & { size?: number } = {}): Promise<string> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  let y = 50;
  for (const text of texts) y = writeText(doc, text, 50, y, { size: 12, ...options }) + 6;
  doc.end();
  return pdfText(await done);
}

const families = (text: string, weight?: 'bold') => textRuns(text, weight).map((run) => [run.family.name, run.text]);

describe('runs of one font', () => {
  it('sets each character in the first family that has it; spaces and punctuation stay with the run before', () => {
    expect(families('陈大文 Tan Dawen 😊')).toEqual([
      ['NotoSansSC', '陈大文 '],
      ['NotoSans', 'Tan Dawen '],
      ['NotoEmoji', '😊'],
    ]);
    expect(families('செல்வி முருகன், Trading')).toEqual([
      ['NotoSansTamil', 'செல்வி முருகன், '],
      ['NotoSans', 'Trading'],
    ]);
    expect(families('Siti Nurhaliza binti Ahmad, Café Ñ')).toEqual([['NotoSans', 'Siti Nurhaliza binti Ahmad, Café Ñ']]);
  });

  it('keeps an emoji with its skin tone, joiners and variation selector in one run', () => {
    expect(families('👍🏽 👩‍💻 ❤️')).toEqual([['NotoEmoji', '👍🏽 👩‍💻 ❤️']]);
  });
});

describe('lines', () => {
  it('wraps at the width, between words and between Chinese characters, and measures what it draws', () => {
    const doc = new PDFDocument({ size: 'A4' });
    const one = textHeight(doc, '新加坡', { size: 10, width: 400 });
    expect(textHeight(doc, '新加坡'.repeat(30), { size: 10, width: 100 })).toBeGreaterThan(5 * one);
    expect(textHeight(doc, 'Tan Wei Ming Tan Wei Ming', { size: 10, width: textWidth(doc, 'Tan Wei Ming', { size: 10 }) + 1 })).toBeCloseTo(2 * textHeight(doc, 'Tan', { size: 10, width: 400 }), 5);
    expect(writeText(doc, 'Tan Wei Ming Tan Wei Ming', 0, 100, { size: 10, width: 70, lineHeight: 1.25 })).toBeCloseTo(100 + textHeight(doc, 'Tan Wei Ming Tan Wei Ming', { size: 10, width: 70, lineHeight: 1.25 }), 5);
  });

  it('a single line too wide is cut with an ellipsis', async () => {
    const text = await written(['Tan Wei Ming, Orchid Lane Pte. Ltd., 10 Anson Road'], { singleLine: true, width: 120 });
    expect(text.trim()).toMatch(/^Tan Wei Ming, Orc.*…$/);
  });
});

describe('read back', () => {
  it('Chinese, Tamil, Malay and emoji come back as written', async () => {
    const text = (await written(['陈大文 Tan Dawen 😊', 'செல்வி முருகன் Trading', 'Siti Nurhaliza binti Ahmad'])).replace(/\s+/g, ' ');
    for (const line of ['陈大文 Tan Dawen 😊', 'செல்வி முருகன் Trading', 'Siti Nurhaliza binti Ahmad']) expect(text).toContain(line);
  });

  it("one document's text does not change another's: a Vietnamese name's decomposed accents stay in its own document", async () => {
    // fontkit caches a glyph with the characters it was first met for; documents share no glyphs.
    expect((await written(['Nguyễn Thị Hẹ'], { weight: 'bold' })).trim()).toBe('Nguyễn Thị Hẹ');
    expect((await written(['Tan Wei Ming, 10 Tampines Central'], { weight: 'bold' })).trim()).toBe('Tan Wei Ming, 10 Tampines Central');
  });
});
