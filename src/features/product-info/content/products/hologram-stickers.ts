import { PROOF_NOTE, STICKER_APPLICATION, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Hologram Stickers',
  subtitle: 'Rainbow holographic stickers that shift colour as they move',
  descriptions: [
    'Hologram stickers are printed in full colour on a holographic film that breaks light into a moving rainbow. Tilt them and the colours shimmer and change, which makes them stand out on merchandise and packaging.',
    'They also make good tamper-evident and "genuine product" seals: a holographic seal across a box flap shows at a glance whether it has been opened.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Holographic film with a holographic laminate over the print.',
        'If you add premium processing, the coating is always gloss, so the rainbow stays bright.',
        'Permanent or removable adhesive.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: ['Water-resistant; made for indoor and light outdoor use such as laptops, bottles and bags.', 'Long hours in direct sun slowly dull the rainbow effect.'],
    },
    {
      title: 'Best for',
      items: [
        'Merchandise, sticker packs and K-pop or anime fan goods.',
        'Tamper-evident box seals and authenticity labels.',
        'Party favours, stationery and packaging that should catch the eye.',
      ],
    },
    { title: 'Applying your stickers', items: STICKER_APPLICATION },
    { title: 'Care', items: ['Wipe with a soft, dry cloth. Hand wash bottles; avoid the dishwasher.'] },
    artworkTips([
      'Leave some areas unprinted (or printed only lightly) so the rainbow film can shine through.',
      'Dark, bold outlines look great on hologram; large areas of solid colour hide the effect.',
    ]),
  ],
  closing_description: PROOF_NOTE,
  images: [
    image('hologram-stickers', '4.svg', 'The rainbow holographic surface.'),
    image('hologram-stickers', '2.svg', 'A tamper-evident seal across a box flap.'),
    image('hologram-stickers', '1.svg', 'On a laptop lid.'),
  ],
};

export default content;
