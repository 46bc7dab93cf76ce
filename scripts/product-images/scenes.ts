/**
 * Scenes for the product images (600 x 600): the sticker on its own, in use (laptop, bottle, jar,
 * box, window, car…), on a sheet or a roll, and close-ups of the material. Each returns SVG body
 * markup; extra gradients a scene needs are returned in `defs`.
 */
import { F, art, blob, circle, ellipse, esc, heart, peelCurl, rrect, rrectPeeled, softStar, sticker, type ArtKind, type Material } from './kit.js';

export interface Scene {
  body: string;
  defs?: string;
}

export type StickerShape = 'circle' | 'rect' | 'blob' | 'star' | 'long' | 'oval' | 'heart';

const DROPS = [
  [170, 200, 16],
  [240, 150, 9],
  [380, 220, 12],
  [330, 330, 20],
  [200, 380, 11],
  [430, 400, 15],
  [150, 290, 7],
  [460, 290, 8],
];

/** Water beading on a waterproof surface. */
export function drops(scale = 1, dx = 0, dy = 0): string {
  return DROPS.map(([x = 0, y = 0, r = 0]) => {
    const cx = x * scale + dx;
    const cy = y * scale + dy;
    const rr = r * scale;
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rr}" ry="${rr * 0.86}" fill="#9fb9cc" opacity=".22"/><ellipse cx="${cx}" cy="${cy + rr * 0.25}" rx="${rr * 0.8}" ry="${rr * 0.55}" fill="#fff" opacity=".35"/><ellipse cx="${cx - rr * 0.35}" cy="${cy - rr * 0.35}" rx="${rr * 0.28}" ry="${rr * 0.2}" fill="#fff" opacity=".95"/>`;
  }).join('');
}

/** The outline of a sticker of `shape` centred at (cx,cy) with half-size `s`. */
export function outline(shape: StickerShape, cx: number, cy: number, s: number): string {
  switch (shape) {
    case 'circle':
      return circle(cx, cy, s);
    case 'rect':
      return rrect(cx - s, cy - s * 0.68, 2 * s, 1.36 * s, s * 0.1);
    case 'long':
      return rrect(cx - s, cy - s * 0.34, 2 * s, 0.68 * s, s * 0.08);
    case 'oval':
      return ellipse(cx, cy, s, s * 0.7);
    case 'blob':
      return blob(cx, cy, s);
    case 'star':
      return softStar(cx, cy, s, s * 0.55);
    case 'heart':
      return heart(cx, cy, s);
  }
}

/** A sticker of a given shape with artwork scaled to fit. */
export function shapedSticker(m: Material, shape: StickerShape, cx: number, cy: number, s: number, kind: ArtKind, label?: string, opts: { shadow?: 'sh' | 'shs' | 'none'; surface?: boolean } = {}): string {
  const scale = shape === 'long' ? s / 260 : shape === 'star' ? s / 190 : shape === 'heart' ? s / 150 : s / 125;
  const ay = shape === 'heart' ? cy - s * 0.05 : shape === 'star' ? cy + s * 0.05 : cy;
  return sticker(m, outline(shape, cx, cy, s), art(kind, m.ink, cx, ay, scale, label), opts);
}

// ---------------------------------------------------------------------------------- hero

/** The main thumbnail: one large sticker, a second one behind it for depth. */
export function hero(m: Material, shape: StickerShape, kind: ArtKind, label?: string, second?: { shape: StickerShape; kind: ArtKind; label?: string }): Scene {
  let body = '';
  if (second) body += `<g transform="rotate(12 470 150)">${shapedSticker(m, second.shape, 470, 150, 78, second.kind, second.label, { shadow: 'shs' })}</g>`;
  if (shape === 'rect') {
    const [x, y, w, h, c] = [100, 175, 400, 272, 64];
    body +=
      `<g filter="url(#sh)"><path d="${rrect(x, y, w, h, 22)}" fill="url(#liner)"/></g>` +
      sticker(m, rrectPeeled(x, y, w, h, 22, c), art(kind, m.ink, 300, 300, 1.35, label), { shadow: 'none' }) +
      peelCurl(x, y, w, h, c);
  } else if (shape === 'long') {
    body += `<g transform="rotate(-6 300 310)">${bumperSticker(m, 300, 310, 250)}</g>`;
  } else {
    body += shapedSticker(m, shape, 300, 318, shape === 'star' ? 215 : 178, kind, label);
  }
  return { body };
}

/** A bumper sticker: wide, with a bold slogan. */
export function bumperSticker(m: Material, cx: number, cy: number, s: number, text = 'DRIVE SAFE LAH!'): string {
  const d = outline('long', cx, cy, s);
  const k = s / 250;
  const inner =
    `<path d="${rrect(cx - s + 10 * k, cy - s * 0.34 + 10 * k, 2 * s - 20 * k, 0.68 * s - 20 * k, 10 * k)}" fill="${m.ink[0]}"/>` +
    `<circle cx="${cx - s + 70 * k}" cy="${cy}" r="${42 * k}" fill="${m.ink[2]}"/>` +
    `<path d="M${cx - s + 40 * k} ${cy + 24 * k}q15 -12 30 0t30 0" fill="none" stroke="${m.ink[0]}" stroke-width="${7 * k}"/>` +
    `<text x="${cx + 52 * k}" y="${cy + 14 * k}" text-anchor="middle" ${F} font-size="${43 * k}" font-weight="900" fill="#fff">${esc(text)}</text>` +
    `<path d="M${cx - 80 * k} ${cy + 38 * k}h${264 * k}" stroke="${m.ink[1]}" stroke-width="${6 * k}" stroke-linecap="round"/>`;
  return sticker(m, d, inner);
}

// ---------------------------------------------------------------------------------- close-ups

/** A close-up of the material: a big sticker with its corner peeled off the liner. */
export function closeUp(m: Material, kind: ArtKind, opts: { drops?: boolean; label?: string } = {}): Scene {
  const [x, y, w, h, c] = [30, 30, 540, 540, 230];
  let body = `<rect width="600" height="600" fill="url(#liner)"/>`;
  body += `<text x="560" y="560" text-anchor="end" ${F} font-size="15" fill="#b7bdb0" letter-spacing="3">RELEASE LINER</text>`;
  body += sticker(m, rrectPeeled(x, y, w, h, 30, c), art(kind, m.ink, 230, 230, 2.1, opts.label), { shadow: 'sh' });
  if (opts.drops) body += drops(1, 0, 0);
  body += peelCurl(x, y, w, h, c);
  return { body };
}

/** Close-up of a thick material: the sticker lifted off its liner, and a labelled cross-section. */
export function thickEdge(m: Material, kind: ArtKind, layers: { color: string; h: number; label: string }[]): Scene {
  let body = `<rect x="0" y="0" width="600" height="330" fill="url(#liner)"/>`;
  const [x, y, w, h, c] = [70, 40, 460, 250, 90];
  body += `<path d="${rrect(x, y, w, h, 24)}" fill="${m.thickColor ?? '#c3c9d0'}" transform="translate(0 12)"/>`;
  body += sticker(m, rrectPeeled(x, y, w, h, 24, c), art(kind, m.ink, 280, 165, 1), { shadow: 'sh' });
  body += `<path d="M${x + w} ${y + h - c}l0 12l${-c} ${c}l0 -12z" fill="${m.thickColor ?? '#c3c9d0'}"/>` + peelCurl(x, y, w, h, c);
  let yy = 372;
  const x0 = 250;
  for (const layer of layers) {
    body += `<rect x="${x0}" y="${yy}" width="300" height="${layer.h}" fill="${layer.color}" stroke="#00000022"/>`;
    body += `<path d="M${x0 - 8} ${yy + layer.h / 2}h-18" stroke="#5b6472" stroke-width="1.5"/><text x="${x0 - 32}" y="${yy + layer.h / 2 + 5}" text-anchor="end" ${F} font-size="15" fill="#1f2937">${esc(layer.label)}</text>`;
    yy += layer.h + 4;
  }
  body += `<text x="400" y="${yy + 30}" text-anchor="middle" ${F} font-size="14" fill="#5b6472">Cross-section, not to scale</text>`;
  return { body };
}

// ---------------------------------------------------------------------------------- sheets and rolls

const SHEET_ART: ArtKind[] = ['kopi', 'sun', 'leaf', 'orchid', 'star', 'chili', 'wave', 'bakes', 'sun', 'orchid', 'kopi', 'leaf'];

/** A kiss-cut sheet of stickers with one peeled off. */
export function sheet(m: Material, shape: 'circle' | 'rect' | 'star' = 'circle'): Scene {
  let body = `<g transform="rotate(-4 300 300)">`;
  body += sticker(m, rrect(130, 56, 340, 470, 12), '', { shadow: 'sh' });
  const cells: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      const cx = 190 + col * 110;
      const cy = 126 + row * 110;
      const i = row * 3 + col;
      const kind = SHEET_ART[i] ?? 'kopi';
      const d = shape === 'circle' ? circle(cx, cy, 44) : shape === 'star' ? softStar(cx, cy, 50, 28) : rrect(cx - 46, cy - 34, 92, 68, 8);
      if (i === 5) {
        cells.push(`<path d="${d}" fill="url(#liner)"/><path d="${d}" fill="none" stroke="#c8ccc3" stroke-width="1.2"/>`);
        continue;
      }
      cells.push(`${art(kind, m.ink, cx, cy + 2, shape === 'rect' ? 0.33 : 0.36)}<path d="${d}" fill="none" stroke="${m.clear ? '#7d8b97' : '#00000033'}" stroke-width="1.2"/>`);
    }
  }
  body += cells.join('');
  body += `</g>`;
  body += `<g transform="rotate(18 478 430)">${shapedSticker(m, shape, 478, 430, 58, 'chili')}</g>`;
  return { body };
}

/** A roll of labels with the strip unrolling to the right. */
export function roll(m: Material, kind: ArtKind, shape: 'circle' | 'rect' = 'rect', caption = true): Scene {
  const cx = 190;
  const cy = 320;
  const r = 150;
  let body = '';
  // Strip leaving the bottom of the roll.
  body += `<g filter="url(#shs)"><path d="M${cx} ${cy + r}H${caption ? 600 : 624}v-136H${cx}z" fill="#f3f1e7"/></g>`;
  for (let i = 0; i < (caption ? 3 : 2); i++) {
    const lx = 348 + i * 140;
    const d = shape === 'circle' ? circle(lx + 56, cy + r - 68, 56) : rrect(lx, cy + r - 122, 116, 108, 10);
    body += sticker(m, d, art(kind, m.ink, lx + 57, cy + r - 68, shape === 'circle' ? 0.46 : 0.48), { shadow: 'none' });
  }
  // The roll, seen from its side.
  body += `<g filter="url(#sh)"><circle cx="${cx}" cy="${cy}" r="${r}" fill="#f3f1e7"/></g>`;
  for (let rr = r - 4; rr > 64; rr -= 9) body += `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="none" stroke="${m.clear ? '#b9c7d3' : '#d9d5c6'}" stroke-width="${rr % 2 ? 1 : 2.5}"/>`;
  body += `<circle cx="${cx}" cy="${cy}" r="60" fill="#b48a58"/><circle cx="${cx}" cy="${cy}" r="46" fill="#8a6a3c"/><circle cx="${cx}" cy="${cy}" r="40" fill="#f7f1e4"/>`;
  body += `<path d="M${cx + 106} ${cy - 106}a150 150 0 0 1 0 212" fill="none" stroke="#fff" stroke-width="4" opacity=".7"/>`;
  if (caption) {
    body += `<text x="300" y="78" text-anchor="middle" ${F} font-size="28" font-weight="800" fill="#1f2937">Labels on a roll</text>`;
    body += `<text x="300" y="112" text-anchor="middle" ${F} font-size="18" fill="#374151">76 mm core · fits standard label dispensers</text>`;
  }
  return { body };
}

/** Roll labels in use: a row of jars or bottles, the roll beside them. */
export function rollApplied(m: Material, kind: ArtKind, container: 'jar' | 'bottle'): Scene {
  let body = '';
  body += `<g transform="translate(290 40) scale(.46)">${roll(m, kind, 'rect', false).body}</g>`;
  for (let i = 0; i < 3; i++) {
    const x = 60 + i * 175;
    body += container === 'jar' ? jarShape(m, kind, x + 70, 440, 0.7) : bottleShape(m, kind, x + 70, 380, 0.66);
  }
  return { body };
}

// ---------------------------------------------------------------------------------- containers

function jarShape(m: Material, kind: ArtKind, cx: number, cy: number, k: number): string {
  const w = 210 * k;
  const h = 260 * k;
  const x = cx - w / 2;
  const y = cy - h / 2;
  let s = `<g filter="url(#sh)"><path d="${rrect(x, y, w, h, 34 * k)}" fill="url(#jar)"/></g>`;
  s += `<path d="${rrect(x + 8 * k, y - 52 * k, w - 16 * k, 58 * k, 8 * k)}" fill="#b3372c"/><path d="M${x + 8 * k} ${y - 34 * k}h${w - 16 * k}M${x + 8 * k} ${y - 18 * k}h${w - 16 * k}" stroke="#d9574a" stroke-width="${3 * k}"/>`;
  const d = rrect(x + 12 * k, y + 70 * k, w - 24 * k, 130 * k, 8 * k);
  s += sticker(m, d, art(kind, m.ink, cx, y + 135 * k, 0.52 * k), { shadow: 'none', surface: true });
  s += `<path d="${rrect(x, y, w, h, 34 * k)}" fill="url(#cyl)"/>`;
  return s;
}

function bottleShape(m: Material, kind: ArtKind, cx: number, cy: number, k: number): string {
  const w = 150 * k;
  const x = cx - w / 2;
  const top = cy - 250 * k;
  const body = `M${x} ${cy + 180 * k}V${top + 120 * k}q0-40 ${40 * k}-60l${10 * k}-${10 * k}V${top}h${w - 100 * k}v${50 * k}l${10 * k} ${10 * k}q${40 * k} 20 ${40 * k} 60V${cy + 180 * k}q0 ${20 * k}-${20 * k} ${20 * k}H${x + 20 * k}q-${20 * k} 0-${20 * k}-${20 * k}z`;
  let s = `<g filter="url(#sh)"><path d="${body}" fill="${m.clear ? '#5c7c5a' : '#2f5f73'}"/></g>`;
  s += `<rect x="${cx - 28 * k}" y="${top - 30 * k}" width="${56 * k}" height="${36 * k}" rx="${5 * k}" fill="#1f2937"/>`;
  const d = rrect(x + 8 * k, cy - 10 * k, w - 16 * k, 150 * k, 8 * k);
  s += sticker(m, d, art(kind, m.ink, cx, cy + 62 * k, 0.5 * k), { shadow: 'none', surface: true });
  s += `<path d="${body}" fill="url(#cyl)"/>`;
  return s;
}

/** A jar of homemade spread with a lid and a wrap label, a smaller jar behind it. */
export function jar(m: Material, kind: ArtKind, label?: string): Scene {
  let body = `<ellipse cx="300" cy="520" rx="230" ry="22" fill="#00000014"/>`;
  body += `<g opacity=".96">${jarShape(m, 'leaf', 165, 390, 0.72)}</g>`;
  const k = 1;
  const [cx, cy] = [340, 350];
  const w = 230;
  const h = 290;
  const x = cx - w / 2;
  const y = cy - h / 2;
  body += `<g filter="url(#sh)"><path d="${rrect(x, y, w, h, 40)}" fill="url(#jar)"/></g>`;
  body += `<path d="${rrect(x + 8, y - 56, w - 16, 62, 9)}" fill="#b3372c"/><path d="M${x + 8} ${y - 36}h${w - 16}M${x + 8} ${y - 18}h${w - 16}" stroke="#d9574a" stroke-width="3"/>`;
  body += sticker(m, circle(cx, y - 25, 26), art(kind, m.ink, cx, y - 25, 0.17), { shadow: 'none' });
  body += sticker(m, rrect(x + 12, y + 80, w - 24, 140, 10), art(kind, m.ink, cx, y + 150, 0.6 * k, label), { shadow: 'none', surface: true });
  body += `<path d="${rrect(x, y, w, h, 40)}" fill="url(#cyl)"/>`;
  return { body };
}

/** A bottle (stainless, glass, wine or cosmetic) with a label. */
export function bottle(m: Material, kind: ArtKind, variant: 'steel' | 'glass' | 'wine' | 'cosmetic', shape: StickerShape = 'circle', label?: string): Scene {
  let body = `<ellipse cx="300" cy="552" rx="150" ry="18" fill="#00000018"/>`;
  if (variant === 'steel') {
    body += `<g filter="url(#sh)"><path d="${rrect(215, 130, 170, 420, 46)}" fill="url(#steel)"/></g>`;
    body += `<path d="${rrect(232, 56, 136, 86, 18)}" fill="#2f3a44"/><rect x="232" y="120" width="136" height="10" fill="#242d35"/><path d="M330 70q40 10 36 50" fill="none" stroke="#2f3a44" stroke-width="12"/>`;
    body += shapedSticker(m, shape, 300, 330, shape === 'blob' ? 70 : 64, kind, label, { shadow: 'shs' });
    body += `<path d="M226 340a74 74 0 0 0 148 0" fill="none" stroke="#00000000"/>`;
  } else {
    const colour = variant === 'wine' ? '#233d2b' : variant === 'cosmetic' ? '#f1ece6' : '#b86f1f';
    const neck = variant === 'cosmetic' ? 40 : 70;
    const path = `M220 548V270q0-60 50-84l${variant === 'cosmetic' ? 0 : 10}-8V${190 - neck}h60v${neck - 12}l${variant === 'cosmetic' ? 0 : 10} 8q50 24 50 84v278z`;
    body += `<g filter="url(#sh)"><path d="${path}" fill="${colour}"/></g>`;
    body += variant === 'cosmetic' ? `<rect x="262" y="70" width="76" height="52" rx="8" fill="url(#silver)"/><path d="M288 70V40h60v14h-30v16z" fill="#9aa1a9"/>` : `<rect x="266" y="${108 - neck}" width="68" height="46" rx="6" fill="${variant === 'wine' ? '#6b1d24' : '#1f2937'}"/>`;
    if (variant === 'glass') body += `<rect x="226" y="300" width="148" height="240" fill="#8a4a12" opacity=".35"/>`;
    const d = shape === 'circle' ? circle(300, 392, 62) : rrect(232, 320, 136, 150, 10);
    body += sticker(m, d, art(kind, m.ink, 300, 394, shape === 'circle' ? 0.44 : 0.52, label), { shadow: 'none', surface: true });
    body += `<path d="${path}" fill="url(#cyl)"/>`;
  }
  return { body };
}

/** A takeaway coffee cup with a sticker. */
export function cup(m: Material, kind: ArtKind, label?: string): Scene {
  const body =
    `<ellipse cx="300" cy="540" rx="140" ry="18" fill="#00000018"/>` +
    `<g filter="url(#sh)"><path d="M180 160h240l-30 370q-2 14-16 14H226q-14 0-16-14z" fill="#fbfaf7"/></g>` +
    `<path d="M196 300h208l-8 110H204z" fill="#c08a55"/>` +
    `<path d="M170 120h260l8 40H162z" fill="#2f3a44"/><path d="M190 100h220l20 22H170z" fill="#3c4954"/>` +
    shapedSticker(m, 'circle', 300, 356, 74, kind, label, { shadow: 'shs' }) +
    `<path d="M180 160h240l-30 370q-2 14-16 14H226q-14 0-16-14z" fill="url(#cyl)"/>`;
  return { body };
}

// ---------------------------------------------------------------------------------- packaging

/** A gift box seen from above, sealed with a sticker across the lid. */
export function boxSeal(m: Material, kind: ArtKind, box: 'kraft' | 'white' | 'black', seal: 'circle' | 'strip' = 'circle', label?: string): Scene {
  const fill = box === 'kraft' ? 'url(#kraftBox)' : box === 'white' ? '#fbfbf8' : '#1d1f24';
  const side = box === 'kraft' ? '#94683a' : box === 'white' ? '#dcdcd6' : '#0e0f12';
  let body = `<g filter="url(#sh)"><path d="M90 150h420v330H90z" fill="${fill}"/></g><path d="M90 480h420v46H90z" fill="${side}"/>`;
  body += `<path d="M90 315h420" stroke="${box === 'black' ? '#000' : '#00000033'}" stroke-width="2"/>`;
  if (box === 'kraft') body += `<path d="M90 150h420v330H90z" fill="#000" filter="url(#fibre)" opacity=".5"/>`;
  if (seal === 'circle') body += shapedSticker(m, 'circle', 300, 315, 92, kind, label, { shadow: 'shs' });
  else body += sticker(m, rrect(205, 205, 190, 220, 12), art(kind, m.ink, 300, 305, 0.72, label), { shadow: 'shs' });
  return { body };
}

/** An envelope sealed with a sticker at the flap tip. */
export function envelope(m: Material, kind: ArtKind, label?: string): Scene {
  const body =
    `<g filter="url(#sh)"><rect x="70" y="150" width="460" height="300" rx="6" fill="#fbf7ef"/></g>` +
    `<path d="M70 150l230 170 230-170" fill="#f3ecdc" stroke="#e3d8c0" stroke-width="2"/>` +
    `<path d="M70 450l190-140M530 450L340 310" stroke="#e8dfca" stroke-width="2"/>` +
    `<path d="M120 420c40-30 60-10 90-40" fill="none" stroke="#7c9a6b" stroke-width="3"/><ellipse cx="150" cy="402" rx="10" ry="5" fill="#8fae7c" transform="rotate(-30 150 402)"/><ellipse cx="186" cy="392" rx="10" ry="5" fill="#8fae7c" transform="rotate(-40 186 392)"/>` +
    shapedSticker(m, 'circle', 300, 318, 72, kind, label, { shadow: 'shs' });
  return { body };
}

/** A paper carrier bag with a label. */
export function bag(m: Material, kind: ArtKind, paper: 'kraft' | 'white', label?: string): Scene {
  const fill = paper === 'kraft' ? 'url(#kraftBox)' : '#fbfbf8';
  let body = `<path d="M220 170q0-90 80-90t80 90" fill="none" stroke="#7a5530" stroke-width="9"/>`;
  body += `<g filter="url(#sh)"><path d="M130 160h340l20 380H110z" fill="${fill}"/></g>`;
  if (paper === 'kraft') body += `<path d="M130 160h340l20 380H110z" fill="#000" filter="url(#fibre)" opacity=".45"/>`;
  body += `<path d="M130 160h340v24H130z" fill="#00000014"/>`;
  body += sticker(m, rrect(200, 270, 200, 160, 12), art(kind, m.ink, 300, 348, 0.66, label), { shadow: 'shs' });
  return { body };
}

// ---------------------------------------------------------------------------------- surfaces

/** A laptop lid with die-cut stickers. */
export function laptop(m: Material): Scene {
  let body = `<g filter="url(#sh)"><path d="${rrect(60, 110, 480, 330, 24)}" fill="#3a4049"/></g>`;
  body += `<path d="M40 440h520l-20 40H60z" fill="#9aa3ad"/><path d="M250 440h100l-6 10h-88z" fill="#7d868f"/>`;
  body += `<path d="${rrect(60, 110, 480, 330, 24)}" fill="url(#glassHi)"/>`;
  body += `<g transform="rotate(-8 180 210)">${shapedSticker(m, 'blob', 180, 210, 68, 'sun', undefined, { shadow: 'shs' })}</g>`;
  body += `<g transform="rotate(6 400 196)">${shapedSticker(m, 'circle', 400, 196, 60, 'kopi', undefined, { shadow: 'shs' })}</g>`;
  body += `<g transform="rotate(10 430 350)">${shapedSticker(m, 'star', 430, 350, 64, 'star', 'WOW', { shadow: 'shs' })}</g>`;
  body += `<g transform="rotate(-4 220 350)">${sticker(m, rrect(140, 310, 170, 90, 12), art('orchid', m.ink, 225, 352, 0.42), { shadow: 'shs' })}</g>`;
  body += `<g transform="rotate(-14 310 250)">${shapedSticker(m, 'heart', 305, 262, 40, 'leaf', ' ', { shadow: 'shs' })}</g>`;
  return { body };
}

/** The rear of a car with a bumper sticker. */
export function car(m: Material): Scene {
  const body =
    `<rect y="470" width="600" height="130" fill="#9aa3ad"/>` +
    `<g filter="url(#sh)"><path d="M60 470V300q0-40 30-60l60-90q14-20 40-20h220q26 0 40 20l60 90q30 20 30 60v170z" fill="#d63b3b"/></g>` +
    `<path d="M140 236l52-80q8-12 22-12h172q14 0 22 12l52 80z" fill="url(#glass)"/><path d="M140 236l52-80q8-12 22-12h172q14 0 22 12l52 80z" fill="url(#glassHi)"/>` +
    `<path d="${rrect(70, 270, 90, 50, 10)}" fill="#8b1d1d"/><path d="${rrect(440, 270, 90, 50, 10)}" fill="#8b1d1d"/><path d="${rrect(78, 278, 74, 34, 6)}" fill="#ff6b5a"/><path d="${rrect(448, 278, 74, 34, 6)}" fill="#ff6b5a"/>` +
    `<path d="M50 410h500v60q0 20-20 20H70q-20 0-20-20z" fill="#2b2f36"/>` +
    `<rect x="235" y="282" width="130" height="40" rx="4" fill="#111"/><text x="300" y="311" text-anchor="middle" ${F} font-size="24" font-weight="700" fill="#f2f2f2" letter-spacing="2">SLA 2468 K</text>` +
    `<rect x="70" y="490" width="70" height="30" fill="#1b1d21"/><rect x="460" y="490" width="70" height="30" fill="#1b1d21"/>` +
    bumperSticker(m, 300, 372, 150);
  return { body };
}

/** A helmet (motorbike or safety) with a sticker on its shell. */
export function helmet(m: Material, variant: 'moto' | 'safety', content: string): Scene {
  const shell = variant === 'safety' ? '#f5c518' : '#1e3a5f';
  let body = `<ellipse cx="300" cy="520" rx="220" ry="20" fill="#00000018"/>`;
  if (variant === 'safety') {
    body += `<g filter="url(#sh)"><path d="M90 430q0-250 210-270 210 20 210 270z" fill="${shell}"/></g><path d="M50 430h500q10 0 10 12v10q0 10-10 10H50q-10 0-10-10v-10q0-12 10-12z" fill="#e0b010"/><path d="M300 160v270" stroke="#e0b010" stroke-width="26"/>`;
    body += `<path d="M130 250q60-80 170-90" fill="none" stroke="#fff" stroke-width="14" opacity=".35" stroke-linecap="round"/>`;
  } else {
    body += `<g filter="url(#sh)"><path d="M80 420q-10-260 230-270 200 10 210 200l-10 70q-2 20-20 20H80z" fill="${shell}"/></g><path d="M330 250h170q20 0 20 30v60q0 20-20 20H360q-30 0-30-30z" fill="#1b2532"/><path d="M340 262h150" stroke="#4b6b8a" stroke-width="8" stroke-linecap="round"/>`;
    body += `<path d="M130 240q60-70 170-80" fill="none" stroke="#fff" stroke-width="12" opacity=".25" stroke-linecap="round"/>`;
  }
  body += content;
  return { body };
}

/** A machine panel with a label (warning, asset tag or dome logo). */
export function equipment(content: string): Scene {
  let body = `<g filter="url(#sh)"><path d="${rrect(60, 70, 480, 460, 18)}" fill="#c5cbd1"/></g><path d="${rrect(60, 70, 480, 460, 18)}" fill="#fff" filter="url(#brushed)" opacity=".4"/>`;
  for (const [x, y] of [[84, 94], [516, 94], [84, 506], [516, 506]] as const) body += `<circle cx="${x}" cy="${y}" r="8" fill="#9aa3ad"/><path d="M${x - 5} ${y}h10" stroke="#6b737b" stroke-width="2"/>`;
  for (let i = 0; i < 6; i++) body += `<rect x="120" y="${410 + i * 16}" width="140" height="7" rx="3" fill="#8b939b"/>`;
  body += `<circle cx="430" cy="460" r="26" fill="#2b2f36"/><circle cx="430" cy="460" r="18" fill="#d63b3b"/><circle cx="370" cy="460" r="12" fill="#2fbf71"/>`;
  body += content;
  return { body };
}

/** Weatherproof: a sticker on a lamp post in rain and sun. */
export function weather(m: Material, content: string): Scene {
  let body = `<rect width="600" height="600" fill="#9fb5c4" opacity=".35"/><circle cx="500" cy="90" r="48" fill="#f5b82e"/>`;
  for (let i = 0; i < 10; i++) body += `<path d="M500 90l${Math.round(80 * Math.cos(i * 0.63))} ${Math.round(80 * Math.sin(i * 0.63))}" stroke="#f5b82e" stroke-width="5" stroke-linecap="round" opacity=".75" stroke-dasharray="0 58 30"/>`;
  body += `<path d="M80 60q40 -40 90 -10q40 -30 80 10q40 0 30 40H70q-30 -20 10 -40z" fill="#fff" opacity=".9"/>`;
  body += `<g filter="url(#sh)"><rect x="250" y="0" width="100" height="600" fill="#5c6770"/></g><rect x="262" y="0" width="16" height="600" fill="#fff" opacity=".14"/>`;
  body += content;
  for (let i = 0; i < 26; i++) {
    const x = (i * 97) % 600;
    const y = (i * 53) % 560;
    body += `<path d="M${x} ${y}l-8 22" stroke="#4f8fc0" stroke-width="3" stroke-linecap="round" opacity=".55"/>`;
  }
  body += drops(0.55, 138, 240);
  void m;
  return { body };
}

/** Shopfront window (glass in a frame) with content on the glass. */
export function shopWindow(content: string, sign = 'KOPI & CO'): Scene {
  let body = `<rect width="600" height="600" fill="#e9e2d6"/><rect y="0" width="600" height="70" fill="#0f766e"/><text x="300" y="47" text-anchor="middle" ${F} font-size="30" font-weight="800" fill="#fff" letter-spacing="4">${esc(sign)}</text>`;
  body += `<rect x="40" y="100" width="520" height="440" fill="#2b2f36"/><rect x="56" y="116" width="488" height="408" fill="url(#glass)"/>`;
  body += `<path d="M56 420h488v104H56z" fill="#1f2f3a" opacity=".5"/><circle cx="140" cy="400" r="34" fill="#2f4f3f" opacity=".6"/><rect x="128" y="400" width="24" height="60" fill="#5a3d2a" opacity=".5"/>`;
  body += content;
  body += `<rect x="56" y="116" width="488" height="408" fill="url(#glassHi)"/>`;
  body += `<rect y="540" width="600" height="60" fill="#b9b0a2"/>`;
  return { body };
}

/** A cafe wall with a big decal, a plant and a table. */
export function cafeWall(content: string): Scene {
  let body = `<rect width="600" height="600" fill="#efe6d8"/><rect width="600" height="600" fill="#000" filter="url(#paper)" opacity=".5"/><rect y="470" width="600" height="130" fill="#a57b52"/><rect y="470" width="600" height="8" fill="#8a6540"/>`;
  body += content;
  body += `<rect x="400" y="380" width="160" height="14" rx="4" fill="#3b2f26"/><rect x="472" y="394" width="14" height="110" fill="#3b2f26"/><rect x="430" y="500" width="100" height="10" rx="4" fill="#3b2f26"/>`;
  body += `<path d="M86 470l10-80h60l10 80z" fill="#d9cfc0"/><path d="M126 392c-40-30-50-80-20-110 10 40 30 60 20 110zM126 392c30-40 80-50 100-30-40 10-60 30-100 30zM126 392c-10-50 10-100 50-110-10 40-20 70-50 110z" fill="#3f7d4f"/>`;
  return { body };
}

/** A delivery van seen from the side with content on its panel. */
export function van(content: string): Scene {
  const body =
    `<rect y="490" width="600" height="110" fill="#8a939c"/><path d="M0 540h600" stroke="#f5f5f5" stroke-width="6" stroke-dasharray="40 30"/>` +
    `<g filter="url(#sh)"><path d="M30 470V170q0-20 20-20h360q20 0 34 16l90 110q36 10 36 50v144z" fill="#f7f8fa"/></g>` +
    `<path d="M430 180l76 96h-76z" fill="url(#glass)"/><path d="M30 440h540v30H30z" fill="#d5dadf"/>` +
    `<circle cx="140" cy="478" r="46" fill="#1f2329"/><circle cx="140" cy="478" r="20" fill="#9aa3ad"/><circle cx="460" cy="478" r="46" fill="#1f2329"/><circle cx="460" cy="478" r="20" fill="#9aa3ad"/>` +
    `<path d="M420 170v270" stroke="#cfd5db" stroke-width="3"/><rect x="520" y="300" width="30" height="10" rx="4" fill="#f5b82e"/>` +
    content;
  return { body };
}

/** A phone case back with a sticker. */
export function phone(content: string): Scene {
  const body =
    `<g transform="rotate(-10 300 300)"><g filter="url(#sh)"><path d="${rrect(175, 60, 250, 480, 46)}" fill="#e4572e"/></g>` +
    `<path d="${rrect(200, 86, 110, 120, 30)}" fill="#c4441f"/><circle cx="236" cy="122" r="20" fill="#1f2329"/><circle cx="236" cy="172" r="20" fill="#1f2329"/><circle cx="280" cy="122" r="8" fill="#fde68a"/>` +
    content +
    `</g>`;
  return { body };
}

/** A label written on with a pen. */
export function writable(m: Material): Scene {
  let body = `<g transform="rotate(-5 300 300)">`;
  body += sticker(m, rrect(90, 150, 420, 280, 18), art('bakes', m.ink, 300, 230, 0.62, 'TIONG BAKES'), { shadow: 'sh' });
  body += `<path d="M130 330h340M130 380h340" stroke="${m.ink[0]}" stroke-width="1.5" opacity=".45"/>`;
  body += `<path d="M140 322c10-20 18-20 22 0s14 12 20-8 12-14 16 4 10 10 18-6c8-12 14-4 18 8M236 320c8-18 16-20 20-2s12 10 18-10M300 318c6-16 14-14 18 2 6 14 12 8 18-8 6-10 14-6 16 8" fill="none" stroke="#1e3a8a" stroke-width="3" stroke-linecap="round"/>`;
  body += `<path d="M140 372c8-18 16-16 20 0 6 14 12 6 18-10M190 368c10-14 18-8 20 4s12 4 16-8c6-10 12-4 14 8" fill="none" stroke="#1e3a8a" stroke-width="3" stroke-linecap="round"/>`;
  body += `</g>`;
  body += `<g transform="rotate(-38 420 430)" filter="url(#sh)"><rect x="300" y="418" width="240" height="24" rx="12" fill="#1f2937"/><path d="M300 418l-34 12 34 12z" fill="#e5d3b3"/><path d="M276 426l-10 4 10 4z" fill="#1e3a8a"/><rect x="480" y="414" width="40" height="32" rx="4" fill="#c0c6cc"/></g>`;
  return { body };
}

// ---------------------------------------------------------------------------------- comparisons

/** Two or three materials side by side with captions. */
export function variants(items: { m: Material; caption: string; kind: ArtKind; label?: string }[], shape: StickerShape = 'circle', backdrop?: string): Scene {
  let body = backdrop ?? '';
  const n = items.length;
  const gap = 600 / n;
  const s = n === 2 ? 118 : 84;
  items.forEach((item, i) => {
    const cx = gap * i + gap / 2;
    body += shapedSticker(item.m, shape, cx, 280, s, item.kind, item.label);
    body += `<text x="${cx}" y="${280 + s + 70}" text-anchor="middle" ${F} font-size="${n === 2 ? 24 : 20}" font-weight="700" fill="${backdrop ? '#f3f4f6' : '#1f2937'}">${esc(item.caption)}</text>`;
  });
  return { body };
}

/** Two clear stickers on dark glass: without and with a white underprint. */
export function underprint(m: Material): Scene {
  let body = `<rect width="600" height="600" fill="url(#glass)"/><rect width="600" height="600" fill="url(#glassHi)"/>`;
  const plain = art('orchid', m.ink, 160, 270, 0.85);
  const white = art('orchid', ['#ffffff', '#ffffff', '#ffffff', '#ffffff'], 440, 270, 0.85);
  const coloured = art('orchid', m.ink, 440, 270, 0.85);
  body += `<g opacity=".55">${plain}</g>` + sticker(m, circle(160, 280, 118), '', { shadow: 'none', surface: true });
  body += white.replace('scale(0.85)', 'scale(0.86)') + coloured + sticker(m, circle(440, 280, 118), '', { shadow: 'none', surface: true });
  body += `<text x="160" y="462" text-anchor="middle" ${F} font-size="22" font-weight="700" fill="#f3f4f6">No white underprint</text>`;
  body += `<text x="440" y="462" text-anchor="middle" ${F} font-size="22" font-weight="700" fill="#f3f4f6">With white underprint</text>`;
  body += `<text x="160" y="490" text-anchor="middle" ${F} font-size="16" fill="#cbd5e1">colours look see-through</text><text x="440" y="490" text-anchor="middle" ${F} font-size="16" fill="#cbd5e1">colours stay solid</text>`;
  return { body };
}

// ---------------------------------------------------------------------------------- lettering

export function letters(text: string, x: number, y: number, size: number, fill: string, anchor: 'start' | 'middle' = 'middle', weight = 800): string {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" ${F} font-size="${size}" font-weight="${weight}" fill="${fill}" letter-spacing="${size * 0.06}">${esc(text)}</text>`;
}

/** Cut letters on their backing under application tape, the tape's corner peeled back. */
export function transferTape(): Scene {
  let body = `<g filter="url(#sh)"><rect x="60" y="170" width="480" height="250" rx="4" fill="#f7f7f2"/></g><rect x="60" y="170" width="480" height="250" rx="4" fill="url(#liner)"/>`;
  body += letters('SALE', 300, 345, 130, '#d63b3b');
  // Application tape over the whole sheet, top-left corner peeled back.
  body += `<path d="M150 160H550v270H50V260z" fill="#f4e9c8" opacity=".55" stroke="#d9cba0"/>`;
  for (let i = 0; i < 10; i++) body += `<path d="M${100 + i * 50} ${Math.max(160, 260 - (100 + i * 50 - 50))}V430" stroke="#d9cba0" stroke-width="1" opacity=".7"/>`;
  body += `<path d="M150 160L50 260Q96 196 168 124z" fill="#efe2bb" stroke="#cbb98a" filter="url(#shs)"/>`;
  const callout = (x1: number, y1: number, x2: number, y2: number, text: string, anchor: 'start' | 'end'): string =>
    `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="#374151" stroke-width="1.5"/><circle cx="${x1}" cy="${y1}" r="4" fill="#374151"/><text x="${x2 + (anchor === 'start' ? 8 : -8)}" y="${y2 + 6}" text-anchor="${anchor}" ${F} font-size="18" font-weight="700" fill="#1f2937">${esc(text)}</text>`;
  body += callout(130, 160, 230, 90, 'Application tape', 'start');
  body += callout(400, 300, 450, 500, 'Cut vinyl letters', 'start');
  body += callout(90, 410, 150, 500, 'Backing paper', 'end');
  body += `<text x="300" y="560" text-anchor="middle" ${F} font-size="17" fill="#374151">The tape lifts all the letters at once, perfectly spaced</text>`;
  return { body };
}

// ---------------------------------------------------------------------------------- badges

export interface BadgeArt {
  kind: ArtKind;
  label?: string;
  bg: string;
  ink: readonly string[];
}

export const BADGE_ARTS: BadgeArt[] = [
  { kind: 'orchid', bg: '#fdf2f8', ink: ['#9d174d', '#db2777', '#f5b82e', '#1e3a5f'], label: 'ORCHID LANE' },
  { kind: 'sun', bg: '#e0f2fe', ink: ['#0f766e', '#f97362', '#f5b82e', '#1e3a5f'], label: 'SUNNY ISLE' },
  { kind: 'star', bg: '#1e3a5f', ink: ['#f5b82e', '#f97362', '#f5b82e', '#ffffff'], label: 'VOLUNTEER' },
  { kind: 'kopi', bg: '#fef3c7', ink: ['#7c2d12', '#f97362', '#0f766e', '#1f2937'], label: 'KOPI CLUB' },
  { kind: 'leaf', bg: '#ecfdf5', ink: ['#15803d', '#f97362', '#84cc16', '#14532d'], label: 'GO GREEN' },
  { kind: 'monogram', bg: '#fff7ed', ink: ['#9a3412', '#9a3412', '#9a3412', '#9a3412'], label: 'A&J' },
];

/** A round badge front: print wrapped over a domed shell, with rim and sheen. */
export function badgeFront(cx: number, cy: number, r: number, a: BadgeArt, shadow: 'sh' | 'shs' = 'sh'): string {
  return (
    `<g filter="url(#${shadow})"><circle cx="${cx}" cy="${cy}" r="${r}" fill="${a.bg}"/></g>` +
    art(a.kind, a.ink, cx, cy + r * 0.02, r / 120, a.label) +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#curve)"/>` +
    `<path d="M${cx - r * 0.62} ${cy - r * 0.5}a${r * 0.82} ${r * 0.82} 0 0 1 ${r * 0.95} ${-r * 0.32}" fill="none" stroke="#fff" stroke-width="${r * 0.09}" stroke-linecap="round" opacity=".55"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - 1.5}" fill="none" stroke="#00000026" stroke-width="3"/>`
  );
}

/** The back of a badge: pin, mirror or magnet. */
export function badgeBack(cx: number, cy: number, r: number, kind: 'pin' | 'mirror' | 'magnet'): string {
  let s = `<g filter="url(#sh)"><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#metal)"/></g><circle cx="${cx}" cy="${cy}" r="${r * 0.93}" fill="none" stroke="#8f979f" stroke-width="3"/>`;
  if (kind === 'pin') {
    s += `<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="none" stroke="#a3abb3" stroke-width="2"/>`;
    s += `<path d="M${cx - r * 0.66} ${cy + r * 0.1}h${r * 1.25}" stroke="#6b737b" stroke-width="${r * 0.045}" stroke-linecap="round"/>`;
    s += `<path d="M${cx - r * 0.66} ${cy + r * 0.1}a${r * 0.08} ${r * 0.08} 0 1 1 0 ${-r * 0.16}h${r * 0.1}" fill="none" stroke="#6b737b" stroke-width="${r * 0.035}"/>`;
    s += `<path d="${rrect(cx + r * 0.48, cy + r * 0.02, r * 0.2, r * 0.16, r * 0.04)}" fill="#9aa3ab"/>`;
    s += `<path d="M${cx - r * 0.5} ${cy + r * 0.1}h${r * 0.2}v${-r * 0.5}" fill="none" stroke="#7d858d" stroke-width="${r * 0.035}"/>`;
  } else if (kind === 'mirror') {
    s += `<circle cx="${cx}" cy="${cy}" r="${r * 0.88}" fill="url(#mirror)"/>`;
    s += `<path d="M${cx - r * 0.6} ${cy - r * 0.2}l${r * 0.5} ${-r * 0.5}M${cx - r * 0.42} ${cy + r * 0.04}l${r * 0.74} ${-r * 0.74}" stroke="#fff" stroke-width="${r * 0.07}" stroke-linecap="round" opacity=".8"/>`;
  } else {
    s += `<circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="#26282c"/><circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="url(#curve)"/><circle cx="${cx - r * 0.18}" cy="${cy - r * 0.2}" r="${r * 0.14}" fill="#fff" opacity=".12"/>`;
    s += `<text x="${cx}" y="${cy + r * 0.8}" text-anchor="middle" ${F} font-size="${r * 0.1}" fill="#4b5563" letter-spacing="2">MAGNETIC BACK</text>`;
  }
  return s;
}

/** Two badges with dimension lines: 58 mm and 75 mm. */
export function badgeSizes(kind: 'badge' | 'mirror' | 'magnet'): Scene {
  let body = badgeFront(200, 300, 150, BADGE_ARTS[1]!) + badgeFront(455, 338, 116, BADGE_ARTS[0]!);
  const dim = (x1: number, x2: number, y: number, label: string): string =>
    `<path d="M${x1} ${y}H${x2}M${x1} ${y - 8}v16M${x2} ${y - 8}v16" stroke="#1f2937" stroke-width="2"/><rect x="${(x1 + x2) / 2 - 44}" y="${y - 16}" width="88" height="32" rx="6" fill="#fff"/><text x="${(x1 + x2) / 2}" y="${y + 7}" text-anchor="middle" ${F} font-size="20" font-weight="700" fill="#1f2937">${label}</text>`;
  body += dim(50, 350, 500, '75 mm') + dim(339, 571, 500, '58 mm');
  body += `<text x="300" y="80" text-anchor="middle" ${F} font-size="24" font-weight="700" fill="#1f2937">${kind === 'mirror' ? 'Mirror badge' : kind === 'magnet' ? 'Magnetic badge' : 'Button badge'} sizes</text>`;
  return { body };
}

// ---------------------------------------------------------------------------------- cards

export type CardStock = 'royal' | 'matte' | 'kraft';

const STOCK: Record<CardStock, { face: string; texture?: 'fibre' | 'paper'; ink: string; accent: string; back: string; backInk: string; edge: string; gloss: number }> = {
  royal: { face: '#ffffff', ink: '#111827', accent: '#0f766e', back: '#0f766e', backInk: '#ffffff', edge: '#dfe2e6', gloss: 0.25 },
  matte: { face: '#f7f6f2', texture: 'paper', ink: '#1f2937', accent: '#1e3a5f', back: '#1e3a5f', backInk: '#f5b82e', edge: '#dedcd5', gloss: 0 },
  kraft: { face: '#b98a57', texture: 'fibre', ink: '#24180d', accent: '#24180d', back: '#b98a57', backInk: '#24180d', edge: '#9a6f42', gloss: 0 },
};

/** A 90 x 54 business card (scaled by k, 1 = 360 x 216 px), front or back. */
export function card(stock: CardStock, side: 'front' | 'back', x: number, y: number, k = 1, rot = 0, shadow: 'sh' | 'shs' = 'sh'): string {
  const st = STOCK[stock];
  const w = 360 * k;
  const h = 216 * k;
  const d = rrect(x, y, w, h, 4 * k);
  const fill = side === 'back' ? st.back : st.face;
  let s = `<g transform="rotate(${rot} ${x + w / 2} ${y + h / 2})"><g filter="url(#${shadow})"><path d="${d}" fill="${fill}"/></g>`;
  if (st.texture && (side === 'front' || stock === 'kraft')) s += `<path d="${d}" fill="#000" filter="url(#${st.texture})"${st.texture === 'paper' ? ' opacity=".35"' : ''}/>`;
  const t = (text: string, tx: number, ty: number, size: number, fill2: string, weight = 400, anchor = 'start'): string =>
    `<text x="${x + tx * k}" y="${y + ty * k}" text-anchor="${anchor}" ${F} font-size="${size * k}" font-weight="${weight}" fill="${fill2}">${esc(text)}</text>`;
  if (side === 'front') {
    s += `<g transform="translate(${x + 300 * k} ${y + 52 * k}) scale(${0.3 * k})"><path d="M0 -8C-20 -30-16-66 0-74 16-66 20-30 0-8z" fill="${st.accent}"/><path d="M0 -8C-20 -30-16-66 0-74 16-66 20-30 0-8z" fill="${st.accent}" transform="rotate(72)" opacity=".7"/><path d="M0 -8C-20 -30-16-66 0-74 16-66 20-30 0-8z" fill="${st.accent}" transform="rotate(-72)" opacity=".7"/></g>`;
    s += t('Aisha Rahman', 28, 70, 24, st.ink, 700) + t('Creative Director', 28, 96, 14, st.accent, 600);
    s += `<path d="M${x + 28 * k} ${y + 120 * k}h${60 * k}" stroke="${st.accent}" stroke-width="${2 * k}"/>`;
    s += t('+65 9123 4567', 28, 152, 13, st.ink) + t('aisha@orchidlane.sg', 28, 172, 13, st.ink) + t('8 Tiong Bahru Rd, Singapore 168888', 28, 192, 12, st.ink);
  } else {
    s += `<g transform="translate(${x + w / 2} ${y + 96 * k}) scale(${0.5 * k})">`;
    for (const rot2 of [0, 72, 144, 216, 288]) s += `<path d="M0 -8C-20 -30-16-66 0-74 16-66 20-30 0-8z" fill="${st.backInk}" transform="rotate(${rot2})"/>`;
    s += `</g>` + t('ORCHID LANE', 180, 176, 20, st.backInk, 800, 'middle');
  }
  if (st.gloss) s += `<path d="${d}" fill="url(#gloss)" opacity="${st.gloss}"/>`;
  s += `<path d="${d}" fill="none" stroke="${st.edge}" stroke-width="1"/></g>`;
  return s;
}

/** A stack of cards showing the thickness of the stock. */
export function cardStack(stock: CardStock, layers: number, gap: number): Scene {
  const st = STOCK[stock];
  let body = `<ellipse cx="290" cy="372" rx="230" ry="22" fill="#00000018"/><g transform="translate(170 150) skewX(-22) scale(1.05 .72)">`;
  // The stack's sides: one block with a line between every card.
  body += `<path d="${rrect(0, 0, 360, 216 + layers * gap, 4)}" fill="${st.edge}" filter="url(#shs)"/>`;
  if (st.texture === 'fibre') body += `<path d="${rrect(0, 0, 360, 216 + layers * gap, 4)}" fill="#000" filter="url(#fibre)" opacity=".6"/>`;
  for (let i = 1; i <= layers; i++) body += `<path d="M2 ${216 + i * gap - 1}h356" stroke="#00000030" stroke-width="1.4"/>`;
  body += `${card(stock, 'front', 0, 0, 1, 0, 'shs')}</g>`;
  body += `<text x="300" y="560" text-anchor="middle" ${F} font-size="22" font-weight="700" fill="#1f2937">${stock === 'royal' ? '400gsm' : stock === 'kraft' ? '300gsm' : '250gsm'} · 90 x 54 mm</text>`;
  return { body };
}

/** A metal card holder on a desk with a card standing in it. */
export function cardHolder(stock: CardStock): Scene {
  let body = `<rect y="420" width="600" height="180" fill="#c9b79c"/><rect y="420" width="600" height="6" fill="#b09a7a"/>`;
  body += `<g transform="rotate(-8 300 300)">${card(stock, 'front', 120, 170, 1)}</g>`;
  body += `<g filter="url(#sh)"><path d="M100 380h400l30 70H70z" fill="url(#steel)"/></g><path d="M70 450h460v16H70z" fill="#6b737b"/>`;
  body += `<g transform="rotate(14 460 520)">${card(stock, 'back', 330, 470, 0.55, 0, 'shs')}</g>`;
  return { body };
}

/** Close-up of a card's corner and edge. */
export function cardEdge(stock: CardStock, thickness: number, caption: string): Scene {
  const st = STOCK[stock];
  let body = `<path d="M-20 -20h520q40 0 40 40v300H-20z" fill="${st.face}"/>`;
  if (st.texture) body += `<path d="M-20 -20h520q40 0 40 40v300H-20z" fill="#000" filter="url(#${st.texture})"${st.texture === 'paper' ? ' opacity=".6"' : ''}/>`;
  body += `<path d="M-20 320h560v${thickness}H-20z" fill="${st.edge}"/>`;
  for (let i = 1; i < 4; i++) body += `<path d="M-20 ${320 + (thickness * i) / 4}h560" stroke="#00000014"/>`;
  body += `<path d="M-20 ${320 + thickness}h560" stroke="#00000033" stroke-width="2"/>`;
  if (st.gloss) body += `<path d="M-20 -20h520q40 0 40 40v300H-20z" fill="url(#gloss)" opacity=".5"/>`;
  body += `<text x="40" y="140" ${F} font-size="60" font-weight="700" fill="${st.ink}">Aisha R.</text><text x="40" y="200" ${F} font-size="28" fill="${st.accent}">Creative Director</text>`;
  body += `<text x="300" y="${320 + thickness + 70}" text-anchor="middle" ${F} font-size="26" font-weight="700" fill="#1f2937">${esc(caption)}</text>`;
  body += `<path d="M570 320v${thickness}M560 320h20M560 ${320 + thickness}h20" stroke="#d63b3b" stroke-width="2"/>`;
  return { body };
}

// ---------------------------------------------------------------------------------- hang tags

export type TagStock = 'standard' | 'premium';

/** A hang tag (w x h px) with clipped top corners, punch hole and string. */
export function hangTag(stock: TagStock, x: number, y: number, w: number, h: number, rot = 0, side: 'front' | 'back' = 'front', string = true): string {
  const c = w * 0.22;
  const d = `M${x + c} ${y}h${w - 2 * c}l${c} ${c}v${h - c - 8}q0 8-8 8h${-(w - 16)}q-8 0-8-8v${-(h - c - 8)}z`;
  const hx = x + w / 2;
  const hy = y + w * 0.2;
  const hr = w * 0.055;
  const premium = stock === 'premium';
  const face = premium ? '#1f3d33' : '#ffffff';
  const fg = premium ? 'url(#gold)' : '#0f766e';
  let s = `<g transform="rotate(${rot} ${hx} ${hy})">`;
  if (premium) s += `<path d="${d}" fill="#15291f" transform="translate(0 6)"/>`;
  s += `<g filter="url(#sh)"><path d="${d}" fill="${face}"/></g>`;
  s += `<path d="${d}" fill="#000" filter="url(#paper)" opacity="${premium ? 0.25 : 0.3}"/>`;
  const k = w / 200;
  if (side === 'front') {
    s += `<g transform="translate(${hx} ${y + h * 0.52}) scale(${0.55 * k})">`;
    for (const r2 of [0, 72, 144, 216, 288]) s += `<path d="M0 -8C-20 -30-16-66 0-74 16-66 20-30 0-8z" fill="${premium ? 'url(#gold)' : r2 % 144 ? '#f97362' : '#0f766e'}" transform="rotate(${r2})"/>`;
    s += `<circle r="12" fill="${premium ? '#1f3d33' : '#f5b82e'}"/></g>`;
    s += `<text x="${hx}" y="${y + h * 0.8}" text-anchor="middle" ${F} font-size="${22 * k}" font-weight="800" letter-spacing="${3 * k}" fill="${fg}">ORCHID LANE</text>`;
    s += `<text x="${hx}" y="${y + h * 0.8 + 26 * k}" text-anchor="middle" ${F} font-size="${12 * k}" letter-spacing="${4 * k}" fill="${premium ? '#d9c27a' : '#5b6472'}">SINGAPORE</text>`;
  } else {
    const ink = premium ? '#d9c27a' : '#374151';
    s += `<text x="${hx}" y="${y + h * 0.38}" text-anchor="middle" ${F} font-size="${16 * k}" font-weight="700" fill="${ink}">Linen Shirt</text>`;
    s += `<text x="${hx}" y="${y + h * 0.46}" text-anchor="middle" ${F} font-size="${12 * k}" fill="${ink}">Size M · 100% linen</text>`;
    s += `<text x="${hx}" y="${y + h * 0.6}" text-anchor="middle" ${F} font-size="${26 * k}" font-weight="800" fill="${ink}">S$89</text>`;
    for (let i = 0; i < 22; i++) s += `<rect x="${x + w * 0.2 + i * w * 0.028}" y="${y + h * 0.7}" width="${(i % 3 ? 1.5 : 3) * k}" height="${40 * k}" fill="${ink}"/>`;
  }
  s += `<circle cx="${hx}" cy="${hy}" r="${hr * 1.7}" fill="${premium ? 'url(#gold)' : '#e5e7eb'}"/><circle cx="${hx}" cy="${hy}" r="${hr}" fill="#00000066"/>`;
  if (string) {
    const colour = premium ? 'url(#jute)' : '#fafafa';
    s += `<path d="M${hx} ${hy}c${-40 * k} ${-60 * k} ${-10 * k} ${-150 * k} ${40 * k} ${-190 * k}" fill="none" stroke="${premium ? '#8a6a3c' : '#d1d5db'}" stroke-width="${7 * k}" stroke-linecap="round"/>`;
    s += `<path d="M${hx} ${hy}c${-40 * k} ${-60 * k} ${-10 * k} ${-150 * k} ${40 * k} ${-190 * k}" fill="none" stroke="${colour}" stroke-width="${5 * k}" stroke-linecap="round"/>`;
    s += `<path d="M${hx} ${hy}c${30 * k} ${-50 * k} ${60 * k} ${-130 * k} ${40 * k} ${-190 * k}" fill="none" stroke="${premium ? '#8a6a3c' : '#d1d5db'}" stroke-width="${7 * k}" stroke-linecap="round"/>`;
    s += `<path d="M${hx} ${hy}c${30 * k} ${-50 * k} ${60 * k} ${-130 * k} ${40 * k} ${-190 * k}" fill="none" stroke="${colour}" stroke-width="${5 * k}" stroke-linecap="round"/>`;
  }
  s += `</g>`;
  return s;
}

/** A T-shirt collar with a hang tag on a string. */
export function garment(stock: TagStock): Scene {
  const shirt = stock === 'premium' ? '#e8e1d3' : '#2f5f73';
  let body = `<g filter="url(#sh)"><path d="M40 0h520v600H40z" fill="${shirt}"/></g>`;
  body += `<path d="M40 0h520v600H40z" fill="#000" filter="url(#paper)" opacity=".3"/>`;
  body += `<path d="M170 0q130 170 260 0" fill="${stock === 'premium' ? '#d9d0bf' : '#254c5d'}"/><path d="M200 0q100 130 200 0" fill="#00000026"/>`;
  body += `<rect x="262" y="36" width="76" height="34" rx="3" fill="#fff"/><text x="300" y="59" text-anchor="middle" ${F} font-size="12" font-weight="700" fill="#1f2937">M</text>`;
  body += hangTag(stock, 300, 250, 190, 290, 8, 'front', false);
  body += `<path d="M396 272c-10-80 -60-150-96-200" fill="none" stroke="${stock === 'premium' ? '#8a6a3c' : '#e5e7eb'}" stroke-width="4"/>`;
  return { body };
}

/** A gift box with a ribbon and a tag. */
export function giftTag(stock: TagStock): Scene {
  let body = `<g filter="url(#sh)"><rect x="70" y="250" width="330" height="270" fill="${stock === 'premium' ? '#efe7d8' : '#f97362'}"/></g><rect x="60" y="220" width="350" height="60" fill="${stock === 'premium' ? '#e2d7c3' : '#e4572e'}"/>`;
  body += `<rect x="215" y="220" width="40" height="300" fill="${stock === 'premium' ? '#1f3d33' : '#0f766e'}"/><rect x="60" y="240" width="350" height="22" fill="${stock === 'premium' ? '#1f3d33' : '#0f766e'}"/>`;
  body += `<path d="M235 220c-60-60-110-40-90-10 20 24 70 14 90 10zM235 220c60-60 110-40 90-10-20 24-70 14-90 10z" fill="${stock === 'premium' ? '#1f3d33' : '#0f766e'}"/>`;
  body += hangTag(stock, 380, 250, 170, 260, -14, 'front', false);
  body += `<path d="M235 225c60 10 120 20 226 52" fill="none" stroke="${stock === 'premium' ? '#8a6a3c' : '#f3f4f6'}" stroke-width="4"/>`;
  return { body };
}

// ---------------------------------------------------------------------------------- magnets

/** A fridge door with items on it. */
export function fridge(content: string): Scene {
  const body =
    `<rect width="600" height="600" fill="url(#fridge)"/><rect x="540" y="60" width="22" height="300" rx="11" fill="#c5ccd3"/><rect x="0" y="470" width="600" height="6" fill="#cfd5db"/>` +
    `<g transform="rotate(-3 180 300)" filter="url(#shs)"><rect x="110" y="210" width="160" height="200" fill="#fffbe6"/></g><path d="M130 250h110M130 280h120M130 310h90" stroke="#93c5fd" stroke-width="2" transform="rotate(-3 180 300)"/>` +
    content;
  return { body };
}

/** A flexible magnet sheet bending at the edge: print and laminate on top, black magnet below. */
export function magnetFlex(): Scene {
  let body = `<rect y="430" width="600" height="170" fill="#c9b79c"/><rect y="430" width="600" height="6" fill="#b09a7a"/>`;
  const path = (dy: number): string => `M40 ${410 + dy}H330Q450 ${410 + dy} 530 ${250 + dy}`;
  body += `<g filter="url(#sh)"><path d="${path(10)}" fill="none" stroke="#26282c" stroke-width="16"/></g>`;
  body += `<path d="${path(0)}" fill="none" stroke="#ffffff" stroke-width="8"/>`;
  body += `<path d="${path(-4)}" fill="none" stroke="#e4f3f0" stroke-width="2" opacity=".9"/>`;
  body += `<path d="M60 406H200" stroke="#0f766e" stroke-width="4"/><path d="M220 406H320" stroke="#f97362" stroke-width="4"/>`;
  const callout = (x: number, y: number, tx: number, ty: number, text: string): string =>
    `<path d="M${x} ${y}L${tx} ${ty}" stroke="#374151" stroke-width="1.5"/><circle cx="${x}" cy="${y}" r="4" fill="#374151"/><text x="${tx}" y="${ty - 8}" text-anchor="middle" ${F} font-size="18" font-weight="700" fill="#1f2937">${esc(text)}</text>`;
  body += callout(150, 404, 150, 300, 'Laminated print');
  body += callout(420, 398, 330, 520, 'Flexible magnet (black)');
  body += `<text x="300" y="110" text-anchor="middle" ${F} font-size="30" font-weight="800" fill="#1f2937">0.7 mm flexible magnet</text>`;
  body += `<text x="300" y="146" text-anchor="middle" ${F} font-size="18" fill="#374151">Bends without cracking · holds a few sheets of paper</text>`;
  return { body };
}

