import { PROOF_NOTE, STICKER_APPLICATION, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Standard Vinyl Stickers',
  subtitle: 'Our best seller: waterproof white vinyl for laptops, bottles and branding',
  descriptions: [
    'Standard vinyl is a flexible white PVC film printed in full colour and sealed under a laminate. It is waterproof, scratch-resistant and fade-resistant, which makes it the all-rounder for stickers that get handled, washed or taken outdoors.',
    'Die cut to your shape, kiss cut on a backing, on sheets or on rolls: it is the sticker most of our customers order again and again.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Bright white vinyl with a permanent, removable or extra-strong outdoor adhesive.',
        'Gloss laminate for vivid colour, matte laminate for a premium, glare-free look, or holographic and glitter laminates for a special shine.',
        'Flexible enough to follow gentle curves on bottles, helmets and tumblers.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: [
        '2 to 3 years outdoors in Singapore sun and rain; many years indoors.',
        'Waterproof: safe for bottles washed by hand and for fridges, coolers and bathrooms.',
        'Not dishwasher-proof: hot water and detergent slowly lift the edges.',
      ],
    },
    {
      title: 'Best for',
      items: [
        'Laptop, phone and water bottle stickers and merchandise.',
        'Shopfront and door stickers, QR-code and "we accept PayNow" stickers.',
        'Product labels that get wet: drinks, sauces, bath and body products.',
      ],
    },
    { title: 'Applying your stickers', items: STICKER_APPLICATION },
    {
      title: 'Care',
      items: [
        'Hand wash bottles and tumblers; keep them out of the dishwasher.',
        'Removable adhesive peels off laptops cleanly for up to a year. Permanent adhesive may leave residue: remove it with isopropyl alcohol.',
      ],
    },
    artworkTips(['For die-cut stickers, leave a white border of about 2 to 3 mm around your design. It makes cutting cleaner and stickers easier to peel.']),
  ],
  closing_description: [
    'Ordering 1,000 or more? Roll stickers come with a free roll dispenser.',
    PROOF_NOTE,
  ],
  images: [
    image('standard-vinyl', '4.svg', 'Water beads off the laminated vinyl.'),
    image('standard-vinyl', '1.svg', 'Die-cut stickers on a laptop lid.'),
    image('standard-vinyl', '2.svg', 'On a stainless-steel bottle.'),
  ],
};

export default content;
