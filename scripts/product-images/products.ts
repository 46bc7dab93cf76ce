/**
 * Which scenes make each product's images: main thumbnail, four gallery images and, for roll
 * products, two roll images. Alt texts (the SVG titles) come from src/features/product-info/gallery.ts.
 */
import { MATERIALS as M, art, rrect, sticker, type BackdropName } from './kit.js';
import {
  BADGE_ARTS,
  bag,
  badgeBack,
  badgeFront,
  badgeSizes,
  bottle,
  boxSeal,
  bumperSticker,
  cafeWall,
  car,
  card,
  cardEdge,
  cardHolder,
  cardStack,
  closeUp,
  cup,
  envelope,
  equipment,
  fridge,
  garment,
  giftTag,
  hangTag,
  helmet,
  hero,
  jar,
  laptop,
  letters,
  magnetFlex,
  phone,
  roll,
  rollApplied,
  shapedSticker,
  sheet,
  shopWindow,
  thickEdge,
  transferTape,
  underprint,
  van,
  variants,
  weather,
  writable,
  type Scene,
} from './scenes.js';

export interface ProductScenes {
  backdrop: BackdropName;
  main: Scene;
  gallery: [Scene, Scene, Scene, Scene];
  roll?: [Scene, Scene];
}

const s = (body: string): Scene => ({ body });

const glassDoor = (content: string): Scene => {
  const body =
    `<rect width="600" height="600" fill="#d8d2c7"/><g filter="url(#sh)"><rect x="110" y="20" width="380" height="580" fill="#3a3f46"/></g>` +
    `<rect x="130" y="40" width="340" height="560" fill="url(#glass)"/>${content}<rect x="130" y="40" width="340" height="560" fill="url(#glassHi)"/>` +
    `<rect x="440" y="280" width="14" height="120" rx="7" fill="url(#steel)"/>`;
  return s(body);
};

const hours =
  letters('OPENING HOURS', 300, 170, 28, '#fff') +
  `<path d="M180 192h240" stroke="#fff" stroke-width="3"/>` +
  letters('MON – FRI', 300, 250, 26, '#fff', 'middle', 700) +
  letters('8AM – 10PM', 300, 290, 30, '#fff') +
  letters('SAT – SUN', 300, 360, 26, '#fff', 'middle', 700) +
  letters('9AM – 11PM', 300, 400, 30, '#fff') +
  letters('CLOSED ON PUBLIC HOLIDAYS', 300, 470, 15, '#fff', 'middle', 700);

const dome = M.dome;

export const PRODUCT_SCENES: Record<string, ProductScenes> = {
  'art-paper': {
    backdrop: 'paper',
    main: hero(M.artPaper, 'circle', 'kopi', undefined, { shape: 'circle', kind: 'sun' }),
    gallery: [jar(M.artPaper, 'chili', 'KAYA & CO'), sheet(M.artPaper), boxSeal(M.artPaper, 'kopi', 'kraft'), closeUp(M.artPaper, 'kopi')],
    roll: [roll(M.artPaper, 'kopi', 'circle'), rollApplied(M.artPaper, 'chili', 'jar')],
  },
  'classic-paper': {
    backdrop: 'paper',
    main: hero(M.classic, 'rect', 'bakes', undefined, { shape: 'circle', kind: 'leaf', label: 'FRESH' }),
    gallery: [cup(M.classic, 'kopi'), writable(M.classic), sheet(M.classic, 'rect'), closeUp(M.classic, 'bakes')],
    roll: [roll(M.classic, 'bakes'), rollApplied(M.classic, 'bakes', 'jar')],
  },
  'kraft-paper': {
    backdrop: 'paper',
    main: hero(M.kraft, 'circle', 'leaf', undefined, { shape: 'rect', kind: 'bakes' }),
    gallery: [boxSeal(M.kraft, 'leaf', 'white'), jar(M.kraft, 'leaf', 'GRANOLA'), bag(M.kraft, 'leaf', 'white'), closeUp(M.kraft, 'leaf')],
    roll: [roll(M.kraft, 'leaf', 'circle'), rollApplied(M.kraft, 'leaf', 'jar')],
  },
  'bumper-stickers': {
    backdrop: 'vinyl',
    main: hero(M.bumper, 'long', 'sun'),
    gallery: [
      car(M.bumper),
      helmet(M.bumper, 'moto', `<g transform="rotate(-12 220 300)">${bumperSticker(M.bumper, 220, 300, 110)}</g>`),
      weather(M.bumper, bumperSticker(M.bumper, 300, 300, 190)),
      closeUp(M.bumper, 'sun', { drops: true, label: 'DRIVE SAFE' }),
    ],
  },
  'standard-vinyl': {
    backdrop: 'vinyl',
    main: hero(M.vinyl, 'blob', 'sun', undefined, { shape: 'circle', kind: 'kopi' }),
    gallery: [laptop(M.vinyl), bottle(M.vinyl, 'wave', 'steel', 'blob'), sheet(M.vinyl), closeUp(M.vinyl, 'sun', { drops: true })],
    roll: [roll(M.vinyl, 'sun'), rollApplied(M.vinyl, 'wave', 'bottle')],
  },
  'pvc-vinyl': {
    backdrop: 'vinyl',
    main: hero(M.pvc, 'rect', 'shield', 'SAFETY FIRST', { shape: 'circle', kind: 'star', label: 'TESTED' }),
    gallery: [
      helmet(M.pvc, 'safety', shapedSticker(M.pvc, 'circle', 300, 300, 70, 'shield', 'SAFETY', { shadow: 'shs' })),
      equipment(
        sticker(M.pvc, rrect(150, 130, 300, 220, 14), `<path d="M300 160l70 120H230z" fill="#f5b82e" stroke="#1f2937" stroke-width="8" stroke-linejoin="round"/><text x="300" y="265" text-anchor="middle" font-family="Arial,sans-serif" font-size="64" font-weight="900" fill="#1f2937">!</text><text x="300" y="320" text-anchor="middle" font-family="Arial,sans-serif" font-size="26" font-weight="800" fill="#1f2937">HOT SURFACE</text>`),
      ),
      weather(M.pvc, shapedSticker(M.pvc, 'rect', 300, 300, 120, 'shield', 'OUTDOOR')),
      thickEdge(M.pvc, 'shield', [
        { color: '#eef2f6', h: 10, label: 'Gloss laminate' },
        { color: '#0f766e', h: 6, label: 'Print' },
        { color: '#ffffff', h: 34, label: 'Thick PVC vinyl' },
        { color: '#d1c9b5', h: 12, label: 'Adhesive' },
        { color: '#eef0ea', h: 18, label: 'Release liner' },
      ]),
    ],
    roll: [roll(M.pvc, 'shield'), rollApplied(M.pvc, 'shield', 'bottle')],
  },
  'transparent-stickers': {
    backdrop: 'vinyl',
    main: { body: `<rect x="60" y="110" width="480" height="420" rx="18" fill="url(#checker)"/>` + hero(M.clear, 'circle', 'orchid').body },
    gallery: [
      shopWindow(shapedSticker(M.clear, 'circle', 300, 290, 130, 'orchid', undefined, { shadow: 'none', surface: true }), 'ORCHID LANE'),
      bottle(M.clear, 'orchid', 'glass', 'rect'),
      underprint(M.clear),
      closeUp(M.clear, 'orchid'),
    ],
    roll: [roll(M.clear, 'orchid', 'circle'), rollApplied(M.clear, 'orchid', 'bottle')],
  },
  'gold-vinyl-stickers': {
    backdrop: 'special',
    main: hero(M.gold, 'circle', 'monogram', 'A&J', { shape: 'circle', kind: 'star', label: 'THANK YOU' }),
    gallery: [
      boxSeal(M.gold, 'monogram', 'black', 'circle', 'L'),
      envelope(M.gold, 'monogram', 'A&J'),
      variants([
        { m: M.gold, caption: 'Mirror Gold', kind: 'monogram', label: 'M' },
        { m: M.goldBrushed, caption: 'Brushed Gold', kind: 'monogram', label: 'B' },
      ]),
      closeUp(M.gold, 'monogram', { label: 'A&J' }),
    ],
    roll: [roll(M.gold, 'monogram', 'circle'), rollApplied(M.gold, 'monogram', 'jar')],
  },
  'silver-vinyl-stickers': {
    backdrop: 'vinyl',
    main: hero(M.silverBrushed, 'rect', 'star', 'PREMIUM', { shape: 'circle', kind: 'monogram', label: 'S' }),
    gallery: [
      equipment(
        sticker(
          M.silverBrushed,
          rrect(140, 150, 320, 170, 12),
          `<text x="170" y="200" font-family="Arial,sans-serif" font-size="22" font-weight="800" fill="#111827">ASSET NO. 04512</text><text x="170" y="228" font-family="Arial,sans-serif" font-size="15" fill="#1f2937">Property of Orchid Lane Pte Ltd</text>` +
            Array.from({ length: 34 }, (_, i) => `<rect x="${170 + i * 7.6}" y="246" width="${i % 3 ? 2.5 : 4.5}" height="46" fill="#111827"/>`).join(''),
        ),
      ),
      bottle(M.silver, 'monogram', 'cosmetic', 'rect', 'S'),
      variants([
        { m: M.silver, caption: 'Mirror Silver', kind: 'monogram', label: 'M' },
        { m: M.silverBrushed, caption: 'Brushed Silver', kind: 'monogram', label: 'B' },
      ]),
      closeUp(M.silverBrushed, 'star', { label: 'PREMIUM' }),
    ],
    roll: [roll(M.silver, 'star'), rollApplied(M.silver, 'star', 'bottle')],
  },
  'custom-decals': {
    backdrop: 'vinyl',
    main: hero(M.vinyl, 'blob', 'kopi', undefined, { shape: 'star', kind: 'star', label: 'NEW' }),
    gallery: [
      shopWindow(shapedSticker(M.vinyl, 'blob', 300, 300, 150, 'kopi', undefined, { shadow: 'shs' })),
      cafeWall(shapedSticker(M.vinyl, 'circle', 300, 230, 150, 'kopi', 'KOPI & CO', { shadow: 'shs' })),
      van(shapedSticker(M.vinyl, 'blob', 220, 300, 120, 'kopi', undefined, { shadow: 'none' }) + `<text x="220" y="420" text-anchor="middle" font-family="Arial,sans-serif" font-size="22" font-weight="800" fill="#0f766e">6123 4567</text>`),
      closeUp(M.vinyl, 'kopi', { drops: true }),
    ],
  },
  'vinyl-lettering': {
    backdrop: 'vinyl',
    main: s(
      `<rect x="30" y="60" width="540" height="480" rx="8" fill="#2b2f36"/><rect x="46" y="76" width="508" height="448" fill="url(#glass)"/>` +
        `<g filter="url(#shs)">${letters('OPEN', 300, 270, 120, '#fff')}${letters('DAILY', 300, 400, 96, '#fff')}</g>` +
        `<path d="M130 430h340" stroke="#fff" stroke-width="6"/><rect x="46" y="76" width="508" height="448" fill="url(#glassHi)"/>`,
    ),
    gallery: [
      glassDoor(`<g filter="url(#shs)">${hours}</g>`),
      van(`<g filter="url(#shs)">${letters('ORCHID LANE', 225, 270, 46, '#0f766e')}${letters('FLORIST & EVENTS', 225, 316, 24, '#1e3a5f', 'middle', 700)}${letters('www.orchidlane.sg · 6123 4567', 225, 360, 18, '#1e3a5f', 'middle', 600)}</g>`),
      transferTape(),
      s(
        `<rect width="600" height="600" fill="url(#liner)"/><g filter="url(#shs)">${letters('Aa', 300, 400, 330, '#0f766e', 'middle', 800)}</g>` +
          `<rect x="0" y="60" width="600" height="480" fill="#f4e9c8" opacity=".3"/>` +
          Array.from({ length: 12 }, (_, i) => `<path d="M${i * 50 + 25} 60v480" stroke="#d9cba0" stroke-width="1" opacity=".8"/>`).join('') +
          `<text x="300" y="585" text-anchor="middle" font-family="Arial,sans-serif" font-size="18" fill="#374151">Cut vinyl letters under transfer tape</text>`,
      ),
    ],
  },
  'foil-paper-stickers': {
    backdrop: 'special',
    main: hero(M.foil, 'circle', 'monogram', 'R&S', { shape: 'circle', kind: 'orchid', label: 'THANK YOU' }),
    gallery: [
      envelope(M.foil, 'monogram', 'R&S'),
      boxSeal(M.foil, 'star', 'black', 'circle', 'THANK YOU'),
      variants(
        [
          { m: M.foil, caption: 'Gold foil', kind: 'monogram', label: 'G' },
          { m: M.foilSilver, caption: 'Silver foil', kind: 'monogram', label: 'S' },
          { m: M.foilRose, caption: 'Rose gold foil', kind: 'monogram', label: 'R' },
        ],
      ),
      closeUp(M.foil, 'orchid', { label: 'THANK YOU' }),
    ],
  },
  'hologram-stickers': {
    backdrop: 'special',
    main: hero(M.holo, 'star', 'star', 'WOW', { shape: 'circle', kind: 'star', label: 'GENUINE' }),
    gallery: [laptop(M.holo), boxSeal(M.holo, 'shield', 'black', 'strip', 'GENUINE'), sheet(M.holo, 'star'), closeUp(M.holo, 'star', { label: 'HOLO' })],
  },
  'embossed-paper-stickers': {
    backdrop: 'special',
    main: hero(M.emboss, 'circle', 'monogram', 'E&M', { shape: 'circle', kind: 'monogram', label: 'J' }),
    gallery: [
      envelope(M.emboss, 'monogram', 'E&M'),
      bottle(M.emboss, 'monogram', 'wine', 'rect', 'V'),
      variants([
        { m: M.emboss, caption: 'Blind emboss', kind: 'monogram', label: 'E' },
        { m: M.embossFoil, caption: 'Emboss + gold foil', kind: 'monogram', label: 'E' },
      ]),
      closeUp(M.emboss, 'monogram', { label: 'E&M' }),
    ],
  },
  'dome-stickers': {
    backdrop: 'special',
    main: hero(dome, 'circle', 'sun', undefined, { shape: 'circle', kind: 'kopi' }),
    gallery: [
      equipment(shapedSticker(dome, 'circle', 300, 240, 100, 'star', 'PRO-MAX')),
      s(
        `<rect y="380" width="600" height="220" fill="#c9b79c"/>` +
          `<g filter="url(#sh)"><path d="M80 380h440v14H80z" fill="#f3f4f6"/></g><path d="M80 380h440" stroke="#0f766e" stroke-width="5"/>` +
          `<path d="M80 380q0-70 60-74h320q60 4 60 74z" fill="#dbeafe" opacity=".55"/><path d="M80 380q0-70 60-74h320q60 4 60 74" fill="none" stroke="#93c5fd" stroke-width="2"/>` +
          `<path d="M120 350q20-36 80-38h180" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".9"/>` +
          `<path d="M540 306v74M530 306h20M530 380h20" stroke="#d63b3b" stroke-width="2"/><text x="556" y="350" font-family="Arial,sans-serif" font-size="16" fill="#374151">~2 mm</text>` +
          `<text x="300" y="460" text-anchor="middle" font-family="Arial,sans-serif" font-size="22" font-weight="700" fill="#1f2937">Clear resin dome over the printed vinyl</text>` +
          shapedSticker(dome, 'circle', 300, 170, 90, 'sun', undefined, { shadow: 'sh' }),
      ),
      phone(shapedSticker(dome, 'circle', 300, 370, 70, 'orchid', ' ')),
      closeUp(dome, 'sun'),
    ],
  },
  'button-badge': {
    backdrop: 'badge',
    main: s(badgeFront(300, 300, 200, BADGE_ARTS[1]!)),
    gallery: [
      s(badgeBack(300, 300, 200, 'pin')),
      s(
        `<path d="M200 150q0-110 100-110t100 110" fill="none" stroke="#cdbf9f" stroke-width="22"/><g filter="url(#sh)"><path d="M100 140h400l30 440H70z" fill="#e8dcc0"/></g><path d="M100 140h400l30 440H70z" fill="#000" filter="url(#paper)" opacity=".45"/>` +
          badgeFront(220, 300, 78, BADGE_ARTS[0]!, 'shs') +
          badgeFront(380, 340, 88, BADGE_ARTS[2]!, 'shs') +
          badgeFront(250, 470, 66, BADGE_ARTS[4]!, 'shs'),
      ),
      badgeSizes('badge'),
      s(BADGE_ARTS.slice(0, 5).map((a, i) => badgeFront(130 + (i % 3) * 170, 190 + Math.floor(i / 3) * 230 + (i % 2) * 20, 88, a)).join('')),
    ],
  },
  'mirror-badge': {
    backdrop: 'badge',
    main: s(badgeFront(300, 300, 200, BADGE_ARTS[0]!)),
    gallery: [
      s(badgeBack(300, 300, 200, 'mirror')),
      s(
        `<g filter="url(#sh)"><ellipse cx="300" cy="330" rx="260" ry="200" fill="#f8f1e7"/></g><ellipse cx="300" cy="330" rx="236" ry="178" fill="none" stroke="#e5d6bf" stroke-width="3"/>` +
          [150, 300, 450].map((x, i) => badgeFront(x, 330 + (i === 1 ? -30 : 20), 80, BADGE_ARTS[5]!, 'shs')).join('') +
          `<path d="M120 480c60-30 120 10 180-10s120-30 180 0" fill="none" stroke="#d4a5a5" stroke-width="6"/>`,
      ),
      badgeSizes('mirror'),
      s(`<g transform="rotate(-10 200 300)">${badgeFront(200, 300, 150, BADGE_ARTS[3]!)}</g>` + badgeBack(430, 330, 130, 'mirror')),
    ],
  },
  'magnetic-badge': {
    backdrop: 'badge',
    main: s(badgeFront(300, 300, 200, BADGE_ARTS[2]!)),
    gallery: [
      s(badgeBack(300, 300, 200, 'magnet')),
      fridge(badgeFront(380, 170, 70, BADGE_ARTS[1]!, 'shs') + badgeFront(200, 230, 40, BADGE_ARTS[4]!, 'shs') + badgeFront(420, 360, 84, BADGE_ARTS[3]!, 'shs')),
      s(
        `<g filter="url(#sh)"><path d="M40 0h520v600H40z" fill="#dbe7f3"/></g><path d="M40 0h520v600H40z" fill="#000" filter="url(#paper)" opacity=".25"/>` +
          `<path d="M300 0v600" stroke="#c7d6e6" stroke-width="4"/><circle cx="300" cy="120" r="8" fill="#f8fafc"/><circle cx="300" cy="300" r="8" fill="#f8fafc"/><circle cx="300" cy="480" r="8" fill="#f8fafc"/>` +
          `<path d="M340 200h180v220q0 20-20 20H360q-20 0-20-20z" fill="#cfdeee" stroke="#b5c9de" stroke-width="3"/><path d="M340 200h180" stroke="#b5c9de" stroke-width="6"/>` +
          badgeFront(430, 180, 70, BADGE_ARTS[2]!, 'shs') +
          `<text x="160" y="560" text-anchor="middle" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#1f3b57">No pin holes</text>`,
      ),
      badgeSizes('magnet'),
    ],
  },
  'royal-extra-white-400gsm': {
    backdrop: 'card',
    main: s(card('royal', 'back', 150, 130, 1, -10) + card('royal', 'front', 110, 250, 1, 4)),
    gallery: [s(card('royal', 'front', 120, 90, 1) + card('royal', 'back', 120, 330, 1)), cardStack('royal', 12, 6), cardHolder('royal'), cardEdge('royal', 44, '400gsm: our thickest card')],
  },
  'standard-matte-250gsm': {
    backdrop: 'card',
    main: s(card('matte', 'back', 150, 130, 1, -10) + card('matte', 'front', 110, 250, 1, 4)),
    gallery: [s(card('matte', 'front', 120, 90, 1) + card('matte', 'back', 120, 330, 1)), cardStack('matte', 12, 4), cardHolder('matte'), cardEdge('matte', 26, '250gsm matte coated')],
  },
  'vintage-kraft-300gsm': {
    backdrop: 'card',
    main: s(card('kraft', 'back', 150, 130, 1, -10) + card('kraft', 'front', 110, 250, 1, 4)),
    gallery: [s(card('kraft', 'front', 120, 90, 1) + card('kraft', 'back', 120, 330, 1)), cardStack('kraft', 12, 5), cardHolder('kraft'), cardEdge('kraft', 34, '300gsm natural kraft board')],
  },
  'custom-magnet': {
    backdrop: 'badge',
    main: hero(M.magnet, 'blob', 'kopi', 'KOPI & CO', { shape: 'rect', kind: 'sun', label: '6123 4567' }),
    gallery: [
      fridge(
        `<g transform="rotate(6 400 170)">${shapedSticker(M.magnet, 'blob', 400, 170, 80, 'kopi', undefined, { shadow: 'shs' })}</g>` +
          `<g transform="rotate(-4 190 190)">${sticker(M.magnet, rrect(120, 160, 150, 92, 8), art('chili', M.magnet.ink, 195, 206, 0.4, 'ORDER: 6123 4567'), { shadow: 'shs' })}</g>` +
          shapedSticker(M.magnet, 'circle', 420, 370, 70, 'sun', undefined, { shadow: 'shs' }),
      ),
      magnetFlex(),
      s(
        shapedSticker(M.magnet, 'circle', 150, 220, 100, 'sun') +
          sticker(M.magnet, rrect(300, 140, 250, 160, 12), art('chili', M.magnet.ink, 425, 220, 0.62)) +
          shapedSticker(M.magnet, 'heart', 300, 440, 110, 'orchid', 'SAVE THE DATE'),
      ),
      closeUp(M.magnet, 'kopi'),
    ],
  },
  'standard-hang-tag': {
    backdrop: 'tag',
    main: s(hangTag('standard', 200, 200, 200, 320, -6)),
    gallery: [garment('standard'), s(hangTag('standard', 70, 160, 200, 320, -4) + hangTag('standard', 330, 160, 200, 320, 4, 'back')), giftTag('standard'), s([0, 1, 2, 3, 4].map((i) => hangTag('standard', 150 + i * 14, 150 + i * 14, 200, 320, -12 + i * 6, 'front', i === 4)).join(''))],
  },
  'premium-hang-tag': {
    backdrop: 'tag',
    main: s(hangTag('premium', 200, 200, 200, 320, -6)),
    gallery: [
      garment('premium'),
      s(hangTag('premium', 70, 160, 200, 320, -4) + hangTag('premium', 330, 160, 200, 320, 4, 'back')),
      giftTag('premium'),
      s(
        `<g filter="url(#sh)"><path d="M40 220h520v90H40z" fill="#1f3d33"/></g><path d="M40 310h520v60H40z" fill="#15291f"/>` +
          Array.from({ length: 6 }, (_, i) => `<path d="M40 ${318 + i * 9}h520" stroke="#2b4d40" stroke-width="2"/>`).join('') +
          `<text x="300" y="275" text-anchor="middle" font-family="Arial,sans-serif" font-size="30" font-weight="800" letter-spacing="4" fill="url(#gold)">ORCHID LANE</text>` +
          `<path d="M575 310v60M565 310h20M565 370h20" stroke="#d63b3b" stroke-width="2"/>` +
          `<text x="300" y="440" text-anchor="middle" font-family="Arial,sans-serif" font-size="26" font-weight="700" fill="#1f2937">600gsm: a rigid, premium edge</text>`,
      ),
    ],
  },
};

