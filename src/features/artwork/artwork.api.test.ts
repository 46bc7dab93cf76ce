/**
 * POST /api/artwork/preflight on the real app (issue 18): each file built here (test/artwork-files.ts)
 * gets its verdict in the shop's words, hostile files are refused with theirs, nothing is stored,
 * a request that cannot be judged is a 4xx, the route is rate-limited like every write and is in the
 * OpenAPI document, and no file makes the server answer 5xx.
 */
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectEnvelope, expectOk, testVisitor, type ApiAnswer } from '../../../test/api-client.js';
import {
  corruptPng,
  jpegImage,
  PDF_WITH_JAVASCRIPT,
  PDF_WITH_LAUNCH,
  pdfPage,
  pdfZipBomb,
  pixelsAt,
  pngBomb,
  pngImage,
  svgDrawing,
  TEXT_FILE,
} from '../../../test/artwork-files.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { storedFiles } from '../../server/db/server.tables.js';
import type { PreflightData } from './artwork.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

/** Standard vinyl stickers, 50 × 50 mm: die cut to a square (a fixed shape), or to the design's outline (no shape). */
const SQUARE_DIE_CUT = { product_id: '5', cutting_id: '1', shape_id: '2', width_mm: '50', height_mm: '50' };
const CONTOUR_DIE_CUT = { product_id: '5', cutting_id: '1', width_mm: '50', height_mm: '50' };

function form(file: { name: string; bytes: Uint8Array } | undefined, fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', new Blob([file.bytes as BlobPart]), file.name);
  return data;
}

const visitor = () => testVisitor(shop);
const preflight = (name: string, bytes: Uint8Array, fields: Record<string, string> = SQUARE_DIE_CUT): Promise<ApiAnswer<PreflightData>> =>
  visitor().send<PreflightData>('POST', '/api/artwork/preflight', form({ name, bytes }, fields));

async function storedFileCount(): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(storedFiles);
  return row?.n ?? 0;
}

const codes = (data: PreflightData) => data.verdict.notes.map((n) => [n.level, n.code]);

describe('images at the size ordered', () => {
  it('refuses a 72 ppi image with the reason and the fix', async () => {
    const side = pixelsAt(50, 72);
    const answer = await preflight('logo.png', await pngImage(side, side));
    const data = expectOk(answer);
    expect(answer.body.message).toBe("We can't print this file");
    expect(data.verdict.level).toBe('refused');
    expect(data.verdict.notes[0]).toEqual({
      level: 'refused',
      code: 'resolution_low',
      message: 'At 50 × 50 mm this image prints at 72 ppi and will look blurry: upload one at least 591 × 591 px (300 ppi), or choose a smaller size.',
    });
    expect(data.facts.image).toMatchObject({ format: 'png', width_px: side, height_px: side, has_alpha: false });
    expect(data.target).toMatchObject({ width_mm: 50, height_mm: 50, shape: 'square', fit: 'crop', contour_cut: false });
  });

  it('warns about a 200 ppi image', async () => {
    const side = pixelsAt(50, 200);
    const data = expectOk(await preflight('logo.png', await pngImage(side, side)));
    expect(data.verdict.level).toBe('warning');
    expect(data.verdict.notes[0]).toEqual({
      level: 'warning',
      code: 'resolution_fair',
      message:
        'At 50 × 50 mm this image prints at 200 ppi: fine for photos, but small text and thin lines may look soft. For the sharpest print, upload one at least 591 × 591 px (300 ppi).',
    });
  });

  it('is fine with a 300 ppi PNG with a transparent background for a die cut to its outline', async () => {
    const answer = await preflight('sticker.png', await pngImage(591, 591, { transparent: true }), CONTOUR_DIE_CUT);
    const data = expectOk(answer);
    expect(answer.body.message).toBe('Ready to print');
    expect(data.verdict.level).toBe('ok');
    expect(codes(data)).toEqual([
      ['ok', 'resolution_sharp'],
      ['ok', 'transparency_ok'],
      ['ok', 'colour_rgb'],
    ]);
    expect(data.facts.image).toMatchObject({ has_alpha: true, alpha_used: true, space: 'rgb', has_profile: false });
    expect(data.target).toMatchObject({ fit: 'pad', contour_cut: true, cut_words: 'die cut' });
  });

  it('warns that a JPEG (no alpha) for a die cut to its outline is cut along its rectangle', async () => {
    const data = expectOk(await preflight('photo.jpg', await jpegImage(591, 591), CONTOUR_DIE_CUT));
    expect(data.verdict.level).toBe('warning');
    expect(data.verdict.notes[0]).toEqual({
      level: 'warning',
      code: 'transparency_missing',
      message:
        'This image has no transparent background, so the die cut will follow its rectangular edge: for a die cut around your design, upload a PNG with a transparent background.',
    });
  });

  it('warns that an image with an alpha channel but no transparent pixel is cut along its rectangle', async () => {
    const opaque = await sharp({ create: { width: 591, height: 591, channels: 4, background: { r: 30, g: 60, b: 200, alpha: 1 } } })
      .png()
      .toBuffer();
    const data = expectOk(await preflight('opaque.png', opaque, CONTOUR_DIE_CUT));
    expect(data.facts.image).toMatchObject({ has_alpha: true, alpha_used: false });
    expect(codes(data)).toContainEqual(['warning', 'transparency_unused']);
  });

  it('says what a fixed shape crops', async () => {
    const data = expectOk(await preflight('banner.png', await pngImage(800, 600)));
    expect(data.verdict.notes.find((n) => n.code === 'aspect_cropped')?.message).toBe('Your image is 4:3 and the stickers are square: 25 % of its width will be cropped, half on each side.');
  });

  it('judges only what needs no size when none is sent', async () => {
    const data = expectOk(await preflight('tiny.png', await pngImage(10, 10), {}));
    expect(data.target).toBeNull();
    expect(codes(data)).toEqual([
      ['warning', 'size_unknown'],
      ['ok', 'colour_rgb'],
    ]);
  });
});

describe('hostile and broken files', () => {
  it('refuses a decompression bomb (a 74-byte PNG declaring 30,000 × 30,000 px) by its header, and stores nothing', async () => {
    const before = await storedFileCount();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100);
    const data = expectOk(await preflight('huge.png', bomb));
    expect(data.verdict).toEqual({
      level: 'refused',
      notes: [
        {
          level: 'refused',
          code: 'image_too_large',
          message:
            'This image is 30,000 × 30,000 px, more than we can process (at most 100 megapixels and 30,000 px on a side): save it smaller and upload it again. 591 × 591 px is enough for 300 ppi at 50 × 50 mm.',
        },
      ],
    });
    expect(await storedFileCount()).toBe(before);
  });

  it('refuses a corrupt PNG and a text file named logo.png', async () => {
    expect(expectOk(await preflight('damaged.png', await corruptPng())).verdict.notes).toEqual([
      { level: 'refused', code: 'image_unreadable', message: 'This image could not be read: the file is damaged or incomplete. Export it again and upload it.' },
    ]);
    expect(expectOk(await preflight('logo.png', TEXT_FILE)).verdict.notes).toEqual([
      { level: 'refused', code: 'file_type', message: 'File type not accepted. Please try again. Its name ends in .png, but the file is not a PNG image.' },
    ]);
  });

  it('refuses an encrypted PDF: with a password it cannot be opened, with permissions it may not be printed or changed', async () => {
    expect(expectOk(await preflight('locked.pdf', await pdfPage(54, 54, { userPassword: 'kopi' }))).verdict.notes).toEqual([
      { level: 'refused', code: 'pdf_encrypted', message: 'This PDF is protected by a password, so we can’t open it to print: save a copy without a password and upload that.' },
    ]);
    expect(expectOk(await preflight('restricted.pdf', await pdfPage(54, 54, { ownerPassword: 'teh' }))).verdict.notes[0]).toEqual({
      level: 'refused',
      code: 'pdf_restricted',
      message: 'This PDF has security settings (it is encrypted against printing or changes), so we can’t prepare it for print: save a copy without security and upload that.',
    });
  });

  it('refuses scripted PDFs (JavaScript, a launch action) and a PDF zip bomb', async () => {
    for (const [name, bytes] of [
      ['script.pdf', PDF_WITH_JAVASCRIPT],
      ['launch.pdf', PDF_WITH_LAUNCH],
    ] as const) {
      expect(codes(expectOk(await preflight(name, bytes))), name).toEqual([['refused', 'pdf_active_content']]);
    }
    const bomb = pdfZipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(expectOk(await preflight('bomb.pdf', bomb)).verdict.notes).toEqual([
      {
        level: 'refused',
        code: 'pdf_too_large',
        message: 'This PDF unpacks to more than 256 MB, far more than a print file needs, so it may be damaged: export it again (flattened, without hidden layers) and upload it.',
      },
    ]);
  });

  it('refuses SVGs with a script, an event handler, an outside file or a foreignObject', async () => {
    expect(expectOk(await preflight('logo.svg', svgDrawing('<script>alert(document.cookie)</script>'))).verdict.notes).toEqual([
      { level: 'refused', code: 'svg_script', message: 'This SVG contains a script: we don’t print files with active content. Remove the script (or export the SVG again without interactivity) and upload it.' },
    ]);
    expect(codes(expectOk(await preflight('logo.svg', svgDrawing('', ' onload="steal()"'))))).toEqual([['refused', 'svg_event_handler']]);
    expect(codes(expectOk(await preflight('logo.svg', svgDrawing('<image href="https://example.com/logo.png" width="10" height="10"/>'))))).toEqual([['refused', 'svg_external_reference']]);
    expect(codes(expectOk(await preflight('logo.svg', svgDrawing('<foreignObject width="10" height="10"></foreignObject>'))))).toEqual([['refused', 'svg_foreign_object']]);
    expect(codes(expectOk(await preflight('logo.svg', svgDrawing())))).toEqual([['ok', 'vector']]);
  });

  it('never answers 5xx, whatever the bytes', async () => {
    const png = await pngImage(300, 300, { transparent: true });
    const pdf = await pdfPage(54, 54, { text: 'Kaya toast' });
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    const samples: [string, Uint8Array][] = [
      ['noise.png', noise],
      ['noise.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), noise])],
      ['noise.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), noise])],
      ['noise.svg', Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), noise])],
      ['noise.ai', Buffer.concat([Buffer.from('%!PS-Adobe-3.0\n'), noise])],
      ...[0.1, 0.3, 0.6, 0.9].map((share): [string, Uint8Array] => ['cut.png', png.subarray(0, Math.floor(png.length * share))]),
      ...[0.1, 0.3, 0.6, 0.9].map((share): [string, Uint8Array] => ['cut.pdf', pdf.subarray(0, Math.floor(pdf.length * share))]),
    ];
    for (const [name, bytes] of samples) {
      const answer = await preflight(name, bytes);
      expect(answer.statusCode, `${name} ${bytes.length}`).toBeLessThan(500);
      expectEnvelope(answer);
    }
  });
});

describe('PDFs at the size ordered', () => {
  it('is fine with the size and 2 mm bleed, and names fonts that are not embedded', async () => {
    const data = expectOk(await preflight('label.pdf', await pdfPage(54, 54, { text: 'Kaya toast' })));
    expect(data.verdict.level).toBe('warning');
    expect(data.verdict.notes).toEqual([
      {
        level: 'warning',
        code: 'pdf_fonts_not_embedded',
        message: 'The font Helvetica is not embedded in this PDF, so the text may print in another font: embed the fonts or convert the text to outlines, and export it again.',
      },
      { level: 'ok', code: 'pdf_bleed', message: 'The page is 54 × 54 mm: 50 × 50 mm with 2 mm bleed on every side.' },
    ]);
    expect(data.facts.pdf).toMatchObject({ pages: 1, fonts_not_embedded: ['Helvetica'] });
  });
});

describe('requests that cannot be judged', () => {
  it('answer 4xx with the envelope and a clear message', async () => {
    const v = visitor();
    const png = await pngImage(600, 600);
    expectClientError(await v.send('POST', '/api/artwork/preflight', form(undefined, SQUARE_DIE_CUT)), 422, { message: 'Please choose a file to check.', field: 'file' });
    expectClientError(await v.send('POST', '/api/artwork/preflight', form({ name: 'logo.gif', bytes: png }, SQUARE_DIE_CUT)), 422, {
      message: 'File type not accepted. Please try again. Only PDF, AI, JPEG, PNG or SVG files can be checked.',
      field: 'file',
    });
    expectClientError(await v.send('POST', '/api/artwork/preflight', form({ name: 'empty.png', bytes: new Uint8Array(0) }, SQUARE_DIE_CUT)), 422, {
      message: '"empty.png" is empty (0 bytes). Please choose the file again.',
    });
    expectClientError(await v.send('POST', '/api/artwork/preflight', form({ name: 'logo.png', bytes: png }, { width_mm: '50' })), 422, {
      message: 'Please send the width, height, product and cutting together, or none of them.',
    });
    expectClientError(await v.send('POST', '/api/artwork/preflight', form({ name: 'logo.png', bytes: png }, { ...SQUARE_DIE_CUT, width_mm: '-5' })), 422, {
      message: 'Please give the width and height in millimetres: more than 0 and at most 5,000.',
      field: 'width_mm',
    });
    expectClientError(await v.send('POST', '/api/artwork/preflight', form({ name: 'logo.png', bytes: png }, { ...SQUARE_DIE_CUT, product_id: '999' })), 422, {
      message: 'That product is not in our catalogue.',
      field: 'product_id',
    });
    expectClientError(await v.send('POST', '/api/artwork/preflight', form({ name: 'logo.png', bytes: png }, { ...SQUARE_DIE_CUT, cutting_id: '11' })), 422, {
      message: 'That cutting is not offered for this product.',
      field: 'cutting_id',
    });
    expectClientError(await v.send('POST', '/api/artwork/preflight', form({ name: 'logo.png', bytes: png }, { ...SQUARE_DIE_CUT, shape_id: '7' })), 422, {
      message: 'That shape is not offered with this cutting.',
      field: 'shape_id',
    });
    const two = form({ name: 'a.png', bytes: png }, SQUARE_DIE_CUT);
    two.append('file', new Blob([png as BlobPart]), 'b.png');
    expectClientError(await v.send('POST', '/api/artwork/preflight', two), 422, { message: 'Please send one file at a time.' });
    expectClientError(await v.send('POST', '/api/artwork/preflight', { file: 'logo.png' }), 415, { message: 'Please send the file as a form (multipart/form-data).' });
  });

  it('refuses a file over 25 MB with 413', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x20);
    expectClientError(await visitor().send('POST', '/api/artwork/preflight', form({ name: 'big.pdf', bytes: big }, SQUARE_DIE_CUT)), 413, {
      message: 'The file is larger than 25 MB: save a smaller version (300 ppi at the size you order is enough) and try again.',
    });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.paths['/api/artwork/preflight']?.post?.tags).toEqual(['artwork']);
  });
});

describe('rate limits', () => {
  it('count a preflight as a write, like every upload', async () => {
    const limited = await createTestShop({ appOptions: { rateLimits: { writesPerVisitor: 2, writesPerIp: 0, lookupsPerIp: 0 } } });
    try {
      const v = testVisitor(limited);
      const png = await pngImage(591, 591);
      // The first write gives the visitor its cookie; the limit counts per visitor from then on.
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await v.send('POST', '/api/artwork/preflight', form({ name: 'logo.png', bytes: png }, SQUARE_DIE_CUT)));
      expect(answers.map((a) => a.statusCode)).toContain(429);
      expect(answers.find((a) => a.statusCode === 429)?.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
