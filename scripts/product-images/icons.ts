/**
 * Icons and small illustrations: shape-picker outlines, roll orientations A–D, category images
 * and the animated roll dispenser (standing in for the roll-dispenser video).
 */
import { F, MATERIALS as M, art, circle, doc, ellipse, esc, heart, rrect, star, sticker } from './kit.js';
import { badgeFront, BADGE_ARTS, bumperSticker, card, hangTag, shapedSticker } from './scenes.js';

const INK = '#1f2937';

/** Outline icons for the shape picker (48 x 48). */
export function shapeIcons(): Record<string, string> {
  const icon = (title: string, d: string): string =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img"><title>${esc(title)}</title><path d="${d}" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/></svg>\n`;
  return {
    circle: icon('Circle', circle(24, 24, 18)),
    square: icon('Square', rrect(7, 7, 34, 34, 3)),
    oval: icon('Oval', ellipse(24, 24, 20, 13)),
    rectangle: icon('Rectangle', rrect(4, 12, 40, 24, 3)),
    custom:
      icon('Custom shape', 'M14 10c8-6 18-4 24 4s6 14 0 20-8 2-12 8-14 2-18-6-6-9-2-14 0-8 8-12z').replace(
        '</svg>',
        `<path d="M10 24c0-8 6-14 14-14" fill="none" stroke="${INK}" stroke-width="1.2" stroke-dasharray="2 3"/></svg>`,
      ),
    heart: icon('Heart', heart(24, 24, 19)),
    star: icon('Star', star(24, 25, 20, 9)),
  };
}

/**
 * Roll orientations (how the artwork faces as the roll unwinds). The strip comes off the roll
 * towards the bottom; A: artwork upright (top off first), B: upside down (bottom off first),
 * C: right side off first, D: left side off first.
 */
export function orientationIcons(): Record<string, string> {
  const spec = {
    a: { rot: 0, title: 'A', caption: 'Top off first', long: 'Orientation A: the roll unwinds with the artwork upright, its top coming off first' },
    b: { rot: 180, title: 'B', caption: 'Bottom off first', long: 'Orientation B: the roll unwinds with the artwork upside down, its bottom coming off first' },
    c: { rot: 90, title: 'C', caption: 'Right side off first', long: 'Orientation C: the artwork is turned so its right side comes off the roll first' },
    d: { rot: -90, title: 'D', caption: 'Left side off first', long: 'Orientation D: the artwork is turned so its left side comes off the roll first' },
  } as const;
  const out: Record<string, string> = {};
  for (const [key, o] of Object.entries(spec)) {
    // Artwork: an upright arrow with "TOP", rotated as it sits on the strip.
    const glyph = (cx: number, cy: number): string =>
      `<g transform="translate(${cx} ${cy}) rotate(${-o.rot})"><path d="M0 -20l14 14h-8v18h-12v-18h-8z" fill="#0f766e"/><text x="0" y="26" text-anchor="middle" ${F} font-size="10" font-weight="700" fill="#0f766e">TOP</text></g>`;
    let body = `<rect width="200" height="220" rx="14" fill="#fff"/>`;
    // Roll at the top, strip running down.
    body += `<rect x="50" y="60" width="100" height="120" fill="#f3f1e7" stroke="#cbc6b4"/>`;
    body += `<rect x="40" y="20" width="120" height="46" rx="10" fill="#e7e2d2" stroke="#b8b19a"/><ellipse cx="40" cy="43" rx="8" ry="23" fill="#d6cfb9" stroke="#b8b19a"/><ellipse cx="40" cy="43" rx="3" ry="9" fill="#8a6a3c"/>`;
    for (const y of [92, 150]) body += `<rect x="60" y="${y - 24}" width="80" height="50" rx="6" fill="#fff" stroke="#9aa3ad"/>${glyph(100, y)}`;
    body += `<path d="M170 90v70m-6-8 6 10 6-10" stroke="#5b6472" stroke-width="2" fill="none"/>`;
    body += `<text x="100" y="200" text-anchor="middle" ${F} font-size="13" fill="${INK}"><tspan font-weight="800">${o.title}</tspan> · ${esc(o.caption)}</text>`;
    out[key] = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 220" width="200" height="220" role="img"><title>${esc(o.long)}</title>${body}</svg>\n`;
  }
  return out;
}

/** Category images (320 x 240). */
export function categoryImages(): Record<string, string> {
  const wrap = (title: string, bg: string, body: string): string =>
    doc(title, `<rect width="320" height="240" fill="${bg}"/>${body}`, '', [320, 240]);
  return {
    paper: wrap(
      'Paper stickers: art paper, classic paper and kraft paper',
      '#fbf3e4',
      `<g transform="rotate(-10 110 130)">${shapedSticker(M.kraft, 'circle', 110, 130, 62, 'leaf')}</g>` +
        `<g transform="rotate(6 220 110)">${sticker(M.classic, rrect(160, 66, 120, 86, 8), art('bakes', M.classic.ink, 220, 110, 0.42), { shadow: 'shs' })}</g>` +
        shapedSticker(M.artPaper, 'circle', 200, 172, 48, 'kopi', undefined, { shadow: 'shs' }),
    ),
    vinyl: wrap(
      'Vinyl stickers: waterproof die-cut vinyl, transparent and metallic',
      '#e8f1f6',
      `<g transform="rotate(-8 110 120)">${shapedSticker(M.vinyl, 'blob', 110, 120, 70, 'sun')}</g>` +
        `<g transform="rotate(8 232 96)">${shapedSticker(M.gold, 'circle', 232, 96, 50, 'monogram', 'G', { shadow: 'shs' })}</g>` +
        `<g transform="rotate(-4 228 184)">${bumperSticker(M.bumper, 228, 184, 74)}</g>`,
    ),
    special: wrap(
      'Special stickers: hologram, foil, embossed and dome',
      '#f1ecf8',
      shapedSticker(M.holo, 'star', 110, 124, 82, 'star', 'WOW') +
        shapedSticker(M.foil, 'circle', 230, 90, 48, 'monogram', 'R', { shadow: 'shs' }) +
        shapedSticker(M.dome, 'circle', 230, 178, 44, 'sun', ' ', { shadow: 'shs' }),
    ),
    'sticker-types': wrap(
      'Sticker types: die cut, kiss cut, sticker sheets and roll stickers',
      '#eef4f1',
      `<g filter="url(#sh)"><path d="${rrect(30, 40, 120, 160, 8)}" fill="#fff"/></g>` +
        [0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${62 + (i % 2) * 56}" cy="${78 + Math.floor(i / 2) * 48}" r="19" fill="${['#0f766e', '#f97362', '#f5b82e'][i % 3]}"/><circle cx="${62 + (i % 2) * 56}" cy="${78 + Math.floor(i / 2) * 48}" r="21" fill="none" stroke="#00000033"/>`).join('') +
        shapedSticker(M.vinyl, 'blob', 220, 90, 52, 'sun', ' ', { shadow: 'shs' }) +
        `<g filter="url(#shs)"><circle cx="222" cy="186" r="36" fill="#f3f1e7"/></g><circle cx="222" cy="186" r="14" fill="#b48a58"/><circle cx="222" cy="186" r="9" fill="#f7f1e4"/><path d="M222 222h80v-30h-80z" fill="#f3f1e7"/><rect x="262" y="198" width="30" height="20" rx="3" fill="#0f766e"/>`,
    ),
    'business-cards': wrap(
      'Business cards: Royal Extra White, Standard Matte and Vintage Kraft',
      '#eef0f3',
      `<g transform="scale(.5)">${card('kraft', 'front', 70, 70, 1, -12)}${card('matte', 'back', 260, 110, 1, 8)}${card('royal', 'front', 160, 230, 1, -2)}</g>`,
    ),
    'badges-magnets': wrap(
      'Badges and magnets: button, mirror and magnetic badges and custom fridge magnets',
      '#e7f5f1',
      badgeFront(110, 120, 70, BADGE_ARTS[1]!) +
        badgeFront(220, 90, 44, BADGE_ARTS[0]!, 'shs') +
        `<g transform="rotate(-6 230 180)">${sticker(M.magnet, rrect(180, 146, 100, 66, 6), art('chili', M.magnet.ink, 230, 178, 0.28), { shadow: 'shs' })}</g>`,
    ),
    'hang-tags': wrap(
      'Hang tags with a punch hole and string',
      '#fbeee6',
      `<g transform="translate(60 50) scale(.45)">${hangTag('standard', 0, 120, 200, 320, -10)}</g><g transform="translate(150 40) scale(.45)">${hangTag('premium', 0, 120, 200, 320, 8)}</g>`,
    ),
  };
}

/** The animated roll dispenser: the roll turns, the strip advances and a label peels off. */
export function rollDispenser(): string {
  const label = (x: number): string =>
    `<g transform="translate(${x} 0)"><rect x="0" y="340" width="70" height="52" rx="6" fill="#fff" stroke="#d5d9de"/><circle cx="22" cy="366" r="13" fill="#f5b82e"/><rect x="40" y="356" width="22" height="6" rx="3" fill="#0f766e"/><rect x="40" y="368" width="16" height="6" rx="3" fill="#f97362"/></g>`;
  const strip = Array.from({ length: 8 }, (_, i) => label(-40 + i * 84)).join('');
  const css =
    '<style>' +
    '.spin{transform-origin:190px 250px;animation:spin 2.4s linear infinite}' +
    '.feed{animation:feed 2.4s linear infinite}' +
    '.peel{transform-origin:470px 392px;animation:peel 2.4s ease-in infinite}' +
    '@keyframes spin{to{transform:rotate(360deg)}}' +
    '@keyframes feed{from{transform:translateX(0)}to{transform:translateX(84px)}}' +
    '@keyframes peel{0%,35%{transform:translate(0,0) rotate(0);opacity:0}45%{opacity:1}100%{transform:translate(70px,-90px) rotate(-24deg);opacity:1}}' +
    '@media (prefers-reduced-motion:reduce){.spin,.feed,.peel{animation:none}.peel{opacity:1;transform:translate(60px,-70px) rotate(-20deg)}}' +
    '</style>';
  let body = `<rect width="600" height="600" fill="#eef3f6"/><rect y="470" width="600" height="130" fill="#d9cbb4"/>`;
  body += `<text x="300" y="70" text-anchor="middle" ${F} font-size="28" font-weight="800" fill="${INK}">Roll sticker dispenser</text>`;
  body += `<text x="300" y="104" text-anchor="middle" ${F} font-size="18" fill="#374151">Free with roll stickers of 1,000 pcs or more</text>`;
  // Dispenser body.
  body += `<g filter="url(#sh)"><path d="M70 470V250q0-40 40-40h40l20 120h360v140z" fill="#2f3a44"/></g>`;
  body += `<rect x="70" y="430" width="420" height="40" fill="#242d35"/><rect x="460" y="380" width="50" height="14" rx="3" fill="url(#steel)"/>`;
  // Strip from the roll over the plate.
  body += `<path d="M190 345h300v50H190z" fill="#f3f1e7"/>`;
  body += `<g clip-path="url(#plate)"><g class="feed">${strip}</g></g>`;
  // The roll.
  body += `<g class="spin"><circle cx="190" cy="250" r="100" fill="#f3f1e7" stroke="#d9d5c6" stroke-width="2"/>`;
  for (let r = 92; r > 44; r -= 8) body += `<circle cx="190" cy="250" r="${r}" fill="none" stroke="#e3dfd0" stroke-width="1.5"/>`;
  body += `<circle cx="190" cy="250" r="40" fill="#b48a58"/><circle cx="190" cy="250" r="26" fill="#7d858d"/><path d="M190 224v52M164 250h52" stroke="#5b636b" stroke-width="6"/></g>`;
  body += `<g class="peel">${label(420).replace('translate(420 0)', 'translate(440 0)')}</g>`;
  body += `<text x="300" y="540" text-anchor="middle" ${F} font-size="17" fill="${INK}">Pull the strip over the edge and the label lifts off, ready to apply</text>`;
  const defs = '<clipPath id="plate"><rect x="190" y="330" width="275" height="80"/></clipPath>' + css;
  return doc('Animation of a roll sticker dispenser peeling labels off the roll', body, defs);
}
