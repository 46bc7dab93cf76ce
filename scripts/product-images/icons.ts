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

/** The animated roll dispenser: the roll turns, the strip advances and a label peels off the edge. */
export function rollDispenser(): string {
  const PITCH = 78;
  const label = (x: number): string =>
    `<g transform="translate(${x} 0)"><rect x="0" y="286" width="66" height="40" rx="6" fill="#fff" stroke="#d5d9de"/><circle cx="18" cy="306" r="11" fill="#f5b82e"/><rect x="34" y="297" width="24" height="6" rx="3" fill="#0f766e"/><rect x="34" y="309" width="17" height="6" rx="3" fill="#f97362"/></g>`;
  const strip = Array.from({ length: 7 }, (_, i) => label(120 + i * PITCH)).join('');
  const css =
    '<style>' +
    '.spin{transform-origin:190px 200px;animation:spin 3s linear infinite}' +
    `.feed{animation:feed 1.5s linear infinite}` +
    '.peel{transform-origin:500px 326px;animation:peel 1.5s ease-in infinite}' +
    '@keyframes spin{to{transform:rotate(360deg)}}' +
    `@keyframes feed{from{transform:translateX(0)}to{transform:translateX(${PITCH}px)}}` +
    '@keyframes peel{0%{transform:translate(0,0) rotate(0);opacity:1}100%{transform:translate(46px,-70px) rotate(-28deg);opacity:0}}' +
    '@media (prefers-reduced-motion:reduce){.spin,.feed,.peel{animation:none}.peel{transform:translate(24px,-36px) rotate(-16deg)}}' +
    '</style>';
  let body = `<rect width="600" height="600" fill="#eef3f6"/><rect y="498" width="600" height="102" fill="#d9cbb4"/><rect y="498" width="600" height="6" fill="#c9b89c"/>`;
  body += `<text x="300" y="66" text-anchor="middle" ${F} font-size="28" font-weight="800" fill="${INK}">Roll sticker dispenser</text>`;
  body += `<text x="300" y="100" text-anchor="middle" ${F} font-size="18" fill="#374151">Free with roll stickers of 1,000 pcs or more</text>`;
  body += '<g transform="translate(0 36)">';
  // Side plate holding the spindle (behind the roll).
  body += `<path d="M100 336V180q0-60 60-60h60q60 0 60 60v156z" fill="#cfd6dd" stroke="#b3bcc5" stroke-width="2"/>`;
  // Base.
  body += `<g filter="url(#sh)"><path d="${rrect(60, 326, 490, 136, 16)}" fill="url(#dispBase)"/></g>`;
  body += `<rect x="60" y="326" width="490" height="10" rx="4" fill="#fff" opacity=".18"/>`;
  body += `<rect x="90" y="372" width="180" height="54" rx="10" fill="#000" opacity=".12"/><text x="180" y="406" text-anchor="middle" ${F} font-size="18" font-weight="800" fill="#e6f4f1" letter-spacing="2">PEEL · APPLY</text>`;
  // Strip of labels on its liner, running over the base to the peel edge.
  body += `<rect x="150" y="282" width="356" height="48" fill="#f3f1e7"/>`;
  body += `<g clip-path="url(#stripClip)"><g class="feed">${strip}</g></g>`;
  // Liner turning down round the peel edge into the base.
  body += `<path d="M500 330h14q14 0 14 14v60" fill="none" stroke="#f3f1e7" stroke-width="6"/>`;
  body += `<rect x="496" y="326" width="48" height="9" rx="3" fill="url(#steel)"/>`;
  // The roll on its spindle.
  body += `<g class="spin"><circle cx="190" cy="200" r="102" fill="#f3f1e7" stroke="#d9d5c6" stroke-width="2"/>`;
  for (let r = 95; r > 44; r -= 8) body += `<circle cx="190" cy="200" r="${r}" fill="none" stroke="#e3dfd0" stroke-width="1.5"/>`;
  body += `<circle cx="190" cy="200" r="40" fill="#b48a58"/><circle cx="190" cy="200" r="26" fill="#7d858d"/><path d="M190 174v52M164 200h52" stroke="#5b636b" stroke-width="6"/></g>`;
  body += `<path d="M190 302q-30 0-40-20" fill="none" stroke="#f3f1e7" stroke-width="8"/>`;
  // The label lifting off at the edge.
  body += `<g class="peel">${label(0).replace('translate(0 0)', 'translate(470 0)')}</g>`;
  body += '</g>';
  body += `<text x="300" y="548" text-anchor="middle" ${F} font-size="17" fill="${INK}">Pull the strip over the edge and each label lifts off, ready to apply</text>`;
  const defs =
    '<clipPath id="stripClip"><rect x="150" y="280" width="318" height="52"/></clipPath>' +
    '<linearGradient id="dispBase" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#13877e"/><stop offset="1" stop-color="#0b5a54"/></linearGradient>' +
    css;
  return doc('Animation of a roll sticker dispenser peeling labels off the roll', body, defs);
}
