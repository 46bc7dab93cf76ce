import { HANG_TAG_ARTWORK, HANG_TAG_CLOSING, HANG_TAG_EXTRAS } from '../hang-tags-shared.js';
import { image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Premium Hang Tag',
  subtitle: 'Extra-thick 600gsm tags with a rigid, luxury feel',
  descriptions: [
    'Premium hang tags are made from 600gsm board, almost twice as thick as our standard tag. They feel solid in the hand, stay perfectly flat and give fashion labels and luxury goods the finishing touch.',
    'Pair them with soft-touch lamination, foil stamping or embossing, and a cotton or jute string.',
  ],
  sections: [
    {
      title: 'The stock',
      items: ['600gsm board, about 0.7 mm thick, printed in full colour on one or both sides.', 'Uncoated, matte laminate or soft-touch laminate.', 'Sizes: 50 x 90 mm, 55 x 90 mm and 60 x 100 mm.'],
    },
    HANG_TAG_EXTRAS,
    { title: 'Best for', items: ['Fashion labels and boutiques.', 'Jewellery, leather goods and fragrances.', 'Premium gift hampers and wine.'] },
    HANG_TAG_ARTWORK,
  ],
  closing_description: HANG_TAG_CLOSING,
  images: [
    image('premium-hang-tag', '4.svg', 'The extra-thick 600gsm edge.'),
    image('premium-hang-tag', '1.svg', 'On a folded shirt.'),
    image('premium-hang-tag', '3.svg', 'Tied to a gift box with jute string.'),
  ],
};

export default content;
