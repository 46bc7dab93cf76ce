/** Copy shared by the two hang tags. */
import type { ProductInfoSection } from './types.js';

export const HANG_TAG_EXTRAS: ProductInfoSection = {
  title: 'Holes and strings',
  items: [
    'Punch hole: none, or 4, 5, 6, 7 or 8 mm, centred near the top.',
    'String: white cotton, black cotton or jute twine, pre-threaded; or no string if you use tag pins.',
    'Straight cut or rounded corners.',
  ],
};

export const HANG_TAG_ARTWORK: ProductInfoSection = {
  title: 'Artwork tips',
  items: [
    'Download the template for your size: it shows the bleed, the trim line, the safe area and where the hole goes.',
    'Add 2 mm bleed on every side and keep text at least 3 mm inside the trim.',
    'Keep the area around the punch hole clear of text: about 10 mm from the top edge.',
    'Use 300 dpi images, CMYK colours and outlined or embedded fonts.',
    'Leave a blank panel on the back if you want to handwrite prices or sizes.',
  ],
};

export const HANG_TAG_CLOSING = [
  'Hang tags are sold in multiples of 50.',
  'Upload your artwork with your order and we email you a free PDF proof after checkout. Nothing is printed until you approve it.',
];
