import { CARD_ARTWORK, CARD_CLOSING, CARD_FINISHES } from '../business-cards-shared.js';
import { image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Royal Extra White 400gsm',
  subtitle: 'Our thickest, brightest business card',
  descriptions: [
    'Royal Extra White is a 400gsm board with an extra-white surface that makes colours look clean and true and black text look crisp. At 400gsm it is noticeably thicker and stiffer than a standard card, the kind people comment on when you hand it over.',
    'It is the stock to choose for leadership teams, agencies, property agents and anyone whose card should feel premium.',
  ],
  sections: [
    {
      title: 'The stock',
      items: [
        '400gsm extra-white board, about 0.45 mm thick.',
        'Bright, neutral white: brand colours print accurately with no yellow cast.',
        'Rigid enough that cards stay flat in wallets and card holders.',
      ],
    },
    CARD_FINISHES,
    {
      title: 'Best for',
      items: ['Premium personal and corporate cards.', 'Cards with foil, spot UV or soft-touch lamination.', 'Appointment cards and loyalty cards that must last.'],
    },
    CARD_ARTWORK,
  ],
  closing_description: CARD_CLOSING,
  images: [
    image('royal-extra-white-400gsm', '1.svg', 'Front and back, printed in full colour.'),
    image('royal-extra-white-400gsm', '4.svg', 'The thick 400gsm edge.'),
    image('royal-extra-white-400gsm', '2.svg', 'A stack of Royal Extra White cards.'),
  ],
};

export default content;
