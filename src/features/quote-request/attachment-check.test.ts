/** The one file rule, as the file fields judge a chosen file and as the server judges what arrived. */
import { describe, expect, it } from 'vitest';
import { ACCEPTED_TYPES_DETAIL, attachmentRefusal, contentMatchesExtension, judgeChosenFiles } from './attachment-check.js';
import { MAX_ATTACHMENTS, QUOTE_REQUEST_MESSAGES } from './quote-request-rules.js';

const ascii = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(new TextEncoder().encode(text));
const PDF = ascii('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const POSTSCRIPT = ascii('%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...ascii('IHDR'), 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const NOTES = ascii('Notes for the printer: gold foil on the logo, please.\n');
const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name);

describe('one file, judged by its content as soon as it is chosen', () => {
  it('takes a PDF, an Illustrator file (PDF or PostScript inside), a JPEG and a PNG whose content is what the name says', async () => {
    for (const chosen of [file(PDF, 'logo.pdf'), file(PDF, 'logo.ai'), file(POSTSCRIPT, 'logo.ai'), file(JPEG, 'photo.jpg'), file(JPEG, 'photo.JPEG'), file(PNG, 'icon.png')]) {
      expect(await attachmentRefusal(chosen), chosen.name).toBeUndefined();
    }
  });

  it('refuses a text file renamed logo.pdf with the catalogue’s words and what it found', async () => {
    expect(await attachmentRefusal(file(NOTES, 'logo.pdf'))).toEqual({
      name: 'logo.pdf',
      reason: 'File type not accepted. Please try again.',
      detail: 'Its name ends in .pdf, but the file is not a PDF.',
    });
    expect((await attachmentRefusal(file(PDF, 'photo.png')))?.detail).toBe('Its name ends in .png, but the file is not a PNG image.');
  });

  it('refuses a name the forms do not take, an empty file, by the shared rules', async () => {
    expect(await attachmentRefusal(file(NOTES, 'script.js'))).toEqual({ name: 'script.js', reason: QUOTE_REQUEST_MESSAGES.fileTypeNotAccepted, detail: ACCEPTED_TYPES_DETAIL });
    expect(await attachmentRefusal(file(new Uint8Array(0), 'empty.pdf'))).toEqual({ name: 'empty.pdf', reason: '"empty.pdf" is empty (0 bytes). Please choose the file again.' });
  });

  it('says what the server says about the same bytes', async () => {
    for (const [bytes, name, extension] of [
      [PDF, 'logo.pdf', 'pdf'],
      [NOTES, 'logo.pdf', 'pdf'],
      [POSTSCRIPT, 'logo.ai', 'ai'],
      [PDF, 'photo.png', 'png'],
      [PNG, 'icon.png', 'png'],
    ] as const) {
      const inBrowser = (await attachmentRefusal(file(bytes, name))) === undefined;
      expect(await contentMatchesExtension(extension, Buffer.from(bytes)), name).toBe(inBrowser);
    }
  });
});

describe('files chosen together', () => {
  it('keeps the good files beside a refused one, in the order chosen', async () => {
    const held = [file(PDF, 'front.pdf')];
    const judged = await judgeChosenFiles(held, [file(NOTES, 'logo.pdf'), file(PNG, 'icon.png')], { max: MAX_ATTACHMENTS });
    expect(judged.kept.map((f) => f.name)).toEqual(['front.pdf', 'icon.png']);
    expect(judged.refused.map((r) => [r.name, r.reason])).toEqual([['logo.pdf', 'File type not accepted. Please try again.']]);
    expect(judged.overMax).toBe(false);
  });

  it('keeps at most the limit; the good files over it are refused with the catalogue’s words', async () => {
    const chosen = ['a', 'b', 'c', 'd', 'e'].map((n) => file(PDF, `${n}.pdf`));
    const judged = await judgeChosenFiles([], chosen, { max: MAX_ATTACHMENTS });
    expect(judged.kept.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf']);
    expect(judged.refused).toEqual([{ name: 'e.pdf', reason: 'You cannot upload more than 4 files.' }]);
    expect(judged.overMax).toBe(true);
    // A bad file does not take a place: four good ones are still kept beside it.
    const mixed = await judgeChosenFiles([], [file(NOTES, 'x.pdf'), ...chosen.slice(0, 4)], { max: MAX_ATTACHMENTS });
    expect(mixed.kept).toHaveLength(4);
    expect(mixed.overMax).toBe(false);
  });

  it('refuses a file that would take the files over 60 MB together', async () => {
    const big = (name: string) => file(new Uint8Array(31 * 1024 * 1024), name);
    const judged = await judgeChosenFiles([big('one.pdf')], [big('two.pdf')], { max: MAX_ATTACHMENTS, refusal: async () => undefined });
    expect(judged.kept.map((f) => f.name)).toEqual(['one.pdf']);
    expect(judged.refused).toEqual([{ name: 'two.pdf', reason: 'Your files add up to more than 60 MB. Please upload smaller files (at most 60 MB in all).' }]);
  });
});
