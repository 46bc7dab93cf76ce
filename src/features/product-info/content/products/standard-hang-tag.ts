import { HANG_TAG_ARTWORK, HANG_TAG_CLOSING, HANG_TAG_EXTRAS } from '../hang-tags-shared.js';
import { image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Standard Hang Tag',
  subtitle: 'Sturdy 350gsm tags printed in full colour, ready to attach',
  descriptions: [
    'Standard hang tags are printed on 350gsm white card: stiff enough to hang neatly from a garment or gift, and light enough to send in bulk. Print your brand on the front and the product name, size, price or care instructions on the back.',
    'Add a punch hole and a string and they arrive ready to tie on.',
  ],
  sections: [
    { title: 'The stock', items: ['350gsm white card, printed in full colour on one or both sides.', 'Uncoated, matte laminate or soft-touch laminate.', 'Sizes: 50 x 90 mm, 55 x 90 mm and 60 x 100 mm.'] },
    HANG_TAG_EXTRAS,
    { title: 'Best for', items: ['Clothing, bags and accessories.', 'Gift tags and festive hampers.', 'Handmade products at markets and pop-ups.'] },
    HANG_TAG_ARTWORK,
  ],
  closing_description: HANG_TAG_CLOSING,
  images: [
    image('standard-hang-tag', '1.svg', 'On a T-shirt collar.'),
    image('standard-hang-tag', '2.svg', 'Front and back printed.'),
    image('standard-hang-tag', '3.svg', 'Tied to a gift box.'),
  ],
};

export default content;
