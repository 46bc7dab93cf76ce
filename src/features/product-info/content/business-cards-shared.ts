/** Copy shared by the three business-card stocks. */
import type { ProductInfoSection } from './types.js';

export const CARD_ARTWORK: ProductInfoSection = {
  title: 'Artwork tips',
  items: [
    'Set up your file at 94 x 58 mm: the 90 x 54 mm card plus 2 mm bleed on every side.',
    'Keep names, phone numbers and logos at least 3 mm inside the trim line.',
    'Use 300 dpi images, CMYK colours and outlined or embedded fonts.',
    'Text smaller than 7 pt is hard to read on a business card; 8 to 10 pt is comfortable for contact details.',
    'For double-sided cards, send the front and back as two pages of one PDF, both the same way up.',
    'Rich black (C40 M30 Y30 K100) prints a deeper black for large dark areas; keep small text in plain 100% K.',
  ],
};

export const CARD_FINISHES: ProductInfoSection = {
  title: 'Finishes and extras',
  items: [
    'Laminate: gloss, matte, soft-touch or uncoated.',
    'Straight cut corners or rounded corners.',
    'Special processing: foil stamping, spot UV, embossing and debossing.',
  ],
};

export const CARD_CLOSING = [
  'Cards are sold in multiples of 50, printed single- or double-sided in full colour.',
  'Upload your artwork with your order and we email you a free PDF proof after checkout. Nothing is printed until you approve it.',
];
