import { PROOF_NOTE, STICKER_APPLICATION, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Silver Vinyl Stickers',
  subtitle: 'Metallic silver vinyl for a sleek, industrial look',
  descriptions: [
    'Silver vinyl comes in Mirror Silver (chrome-like and highly reflective) or Brushed Silver (a brushed-aluminium grain). Printed in black or full colour on top, it looks like a metal nameplate at a fraction of the price.',
    'It is waterproof and durable, with 2 to 3 years of outdoor life, which makes it popular for product labels, electronics and asset tags.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Mirror Silver or Brushed Silver vinyl: choose it under Material.',
        'Black and dark colours give the sharpest contrast; add a white underprint under colours that must look solid.',
        'Permanent, removable or extra-strong outdoor adhesive.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: ['2 to 3 years outdoors, longer indoors.', 'Resists water and everyday cleaning.'],
    },
    {
      title: 'Best for',
      items: [
        'Asset tags, serial-number and rating labels on electronics and equipment.',
        'Cosmetic, fragrance and spirits labels.',
        'Tech merchandise and premium packaging.',
      ],
    },
    { title: 'Applying your stickers', items: STICKER_APPLICATION },
    { title: 'Care', items: ['Wipe with a soft cloth. Brushed Silver hides fingerprints and small scratches better than Mirror Silver.'] },
    artworkTips(['For barcodes and QR codes on silver, print them in black on a white underprint so scanners read them reliably.']),
  ],
  closing_description: PROOF_NOTE,
  images: [
    image('silver-vinyl-stickers', '3.svg', 'Mirror Silver and Brushed Silver side by side.'),
    image('silver-vinyl-stickers', '1.svg', 'An asset tag on equipment.'),
    image('silver-vinyl-stickers', '4.svg', 'The brushed grain up close.'),
  ],
};

export default content;
