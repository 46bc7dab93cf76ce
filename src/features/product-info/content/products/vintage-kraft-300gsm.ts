import { CARD_ARTWORK, CARD_CLOSING, CARD_FINISHES } from '../business-cards-shared.js';
import { image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Vintage Kraft 300gsm',
  subtitle: 'Natural brown kraft board with a rustic, eco look',
  descriptions: [
    'Vintage Kraft is a 300gsm unbleached brown board with visible fibres. It gives your card a warm, handmade character that suits cafes, florists, craft brands and sustainable businesses.',
    'Inks print onto the brown board, so colours come out darker and warmer. Dark ink designs, or white and foil details, stand out best.',
  ],
  sections: [
    {
      title: 'The stock',
      items: ['300gsm natural kraft board, about 0.4 mm thick.', 'Visible fibres and a slightly toothy feel; easy to write on.', 'No bright white: white areas of your design show as kraft brown.'],
    },
    CARD_FINISHES,
    {
      title: 'Best for',
      items: ['Cafes, bakeries and florists.', 'Craft, handmade and eco-friendly brands.', 'Loyalty stamp cards: rubber stamps look great on kraft.'],
    },
    {
      ...CARD_ARTWORK,
      items: ['Design with dark colours (black, dark brown, forest green, navy): pastels and light greys almost disappear on kraft.', ...CARD_ARTWORK.items],
    },
  ],
  closing_description: CARD_CLOSING,
  images: [
    image('vintage-kraft-300gsm', '1.svg', 'Front and back on kraft board.'),
    image('vintage-kraft-300gsm', '4.svg', 'The natural kraft fibres.'),
    image('vintage-kraft-300gsm', '2.svg', 'A stack of kraft cards.'),
  ],
};

export default content;
