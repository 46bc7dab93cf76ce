import { PROOF_NOTE, STICKER_APPLICATION, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Art Paper Stickers',
  subtitle: 'Bright white coated paper for sharp, vivid labels at a friendly price',
  descriptions: [
    'Art paper is a smooth, bright white paper with a clay coating that holds ink on the surface, so photos, gradients and fine text print crisp and colourful. It is our most economical sticker and the one most Singapore food and retail brands start with.',
    'Choose it uncoated for a natural paper feel you can write on, or add a gloss, matte, soft-touch, holographic or glitter laminate for extra pop and protection against splashes and scuffs.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Coated white art paper with a permanent or removable acrylic adhesive.',
        'Laminates: gloss (punchy colours), matte (no glare, easy to read), soft-touch (velvety), holographic or glitter (eye-catching).',
        'Uncoated art paper takes ballpoint, marker and rubber-stamp ink, handy for batch numbers and best-before dates.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: [
        'Made for indoor use: around 1 year on products, packaging and shelves.',
        'Paper soaks up water. Laminated art paper survives the odd splash and fridge condensation, but not rain or the midday sun for long.',
        'For anything that lives outdoors or gets washed, choose Standard Vinyl instead.',
      ],
    },
    {
      title: 'Best for',
      items: [
        'Product labels for jars, bottles and boxes: kaya, sambal, cookies, candles, skincare.',
        'Packaging seals, takeaway bag stickers and "thank you" stickers for online orders.',
        'Event giveaways, loot bags, price labels and promotional stickers.',
      ],
    },
    { title: 'Applying your stickers', items: STICKER_APPLICATION },
    {
      title: 'Care',
      items: [
        'Store unused stickers flat in their bag, away from sunlight and humidity. In our climate, a drawer in an air-conditioned room is ideal.',
        'Use them within a year; the adhesive is at its best when fresh.',
        'Wipe laminated labels with a damp cloth. Do not soak or scrub uncoated ones.',
      ],
    },
    artworkTips(['Art paper prints white areas as bare paper, so any white in your design is the bright paper itself.']),
  ],
  closing_description: [
    'Need labels by the thousand? Choose Roll stickers: they are cheaper per piece and come with a free roll dispenser from 1,000 pieces.',
    PROOF_NOTE,
  ],
  images: [
    image('art-paper', '4.svg', 'A smooth, bright white coated surface that prints vivid colour.'),
    image('art-paper', '1.svg', 'Jar labels for homemade kaya and sambal.'),
    image('art-paper', '3.svg', 'A round seal on a kraft gift box.'),
  ],
};

export default content;
