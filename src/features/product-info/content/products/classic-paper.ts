import { PROOF_NOTE, STICKER_APPLICATION, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Classic Paper Stickers',
  subtitle: 'A soft, natural off-white paper with a handmade feel you can write on',
  descriptions: [
    'Classic paper has an uncoated-look, slightly textured surface in a warm off-white. Colours print softer and more muted than on art paper, which gives cafes, bakeries and craft brands an understated, artisanal look.',
    'Because the base is off white rather than bright white, there may be a slight colour gap compared with what you see on screen: whites become cream, and pale pastels look a touch warmer.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Natural off-white paper with a permanent or removable adhesive.',
        'Uncoated by default, so it takes pen, pencil, marker and rubber stamps easily.',
        'Add a matte or soft-touch laminate for more protection while keeping the natural look; gloss, holographic and glitter laminates are also available.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: [
        'For indoor use: packaging, shelves, cups and bags.',
        'Uncoated paper marks easily when wet. Keep it away from condensation on cold drinks unless you add a laminate.',
      ],
    },
    {
      title: 'Best for',
      items: [
        'Cafe cup stickers, bakery boxes and bread bags.',
        'Handwritten price labels, flavour labels and best-before stickers.',
        'Stationery, planners, candle and soap labels with a craft look.',
      ],
    },
    { title: 'Applying your stickers', items: STICKER_APPLICATION },
    {
      title: 'Care',
      items: [
        'Write on the labels with a ballpoint, gel pen or permanent marker; fountain-pen ink may feather.',
        'Store flat in a dry place. Paper curls in very humid rooms.',
      ],
    },
    artworkTips([
      'Avoid large areas of light colour or pure white in your design: the off-white base shows through and can look slightly yellow.',
      'Darker, earthy colours look richest on this paper.',
    ]),
  ],
  closing_description: PROOF_NOTE,
  images: [
    image('classic-paper', '4.svg', 'The warm off-white, uncoated surface.'),
    image('classic-paper', '2.svg', 'Easy to write on with a pen.'),
    image('classic-paper', '1.svg', 'A cup sticker for a neighbourhood cafe.'),
  ],
};

export default content;
