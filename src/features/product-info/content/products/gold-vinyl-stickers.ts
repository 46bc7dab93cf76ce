import { PROOF_NOTE, STICKER_APPLICATION, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Gold Vinyl Stickers',
  subtitle: 'Metallic gold vinyl that gives logos and seals a premium shine',
  descriptions: [
    'Gold vinyl is a metallised film in either Mirror Gold (highly reflective, like polished metal) or Brushed Gold (a fine brushed grain with a satin shine). Your design is printed on top in full colour or black, and every unprinted area stays gold.',
    'It is the quickest way to make packaging, favours and corporate gifts look premium without the cost of hot-foil stamping.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Mirror Gold or Brushed Gold vinyl: choose it under Material.',
        'Dark inks on gold give the classic look; add a white underprint under colours that must look solid.',
        'Permanent, removable or extra-strong outdoor adhesive.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: [
        'Waterproof. Best indoors and in sheltered outdoor spots; strong sun slowly dulls the metallic shine.',
        'Mirror Gold shows fingerprints; Brushed Gold hides them better on products that are handled a lot.',
      ],
    },
    {
      title: 'Best for',
      items: [
        'Seals for luxury boxes, mooncake and festive hampers, chocolate and jewellery packaging.',
        'Wedding favours, invitations and red packets.',
        'Corporate gifts, awards and premium product labels.',
      ],
    },
    { title: 'Applying your stickers', items: STICKER_APPLICATION },
    { title: 'Care', items: ['Wipe with a soft, dry cloth. Avoid alcohol wipes on the printed side.'] },
    artworkTips([
      'Leave areas unprinted where you want the gold to shine: the metal is the "colour".',
      'Photos and gradients look darker on gold. Simple, bold logos and lettering work best.',
    ]),
  ],
  closing_description: PROOF_NOTE,
  images: [
    image('gold-vinyl-stickers', '3.svg', 'Mirror Gold and Brushed Gold side by side.'),
    image('gold-vinyl-stickers', '1.svg', 'A seal on a black luxury gift box.'),
    image('gold-vinyl-stickers', '2.svg', 'Sealing a wedding favour envelope.'),
  ],
};

export default content;
