import { CARD_ARTWORK, CARD_CLOSING, CARD_FINISHES } from '../business-cards-shared.js';
import { image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Standard Matte 250gsm',
  subtitle: 'Everyday matte business cards that are easy to read and write on',
  descriptions: [
    'Standard Matte is a 250gsm matte-coated card with a smooth, glare-free finish. Text is easy to read under office lights and the surface takes a pen, so you can jot an appointment time or a note on the back.',
    'It is our best-value card: ideal for staff cards, first runs for a new business and events where you hand out a lot of them.',
  ],
  sections: [
    {
      title: 'The stock',
      items: ['250gsm matte-coated board, about 0.3 mm thick.', 'Soft white with no shine; writable with ballpoint and gel pens when uncoated.', 'Printed single- or double-sided in full colour.'],
    },
    CARD_FINISHES,
    {
      title: 'Best for',
      items: ['Staff and team cards, ordered in bulk.', 'Appointment cards for clinics, salons and tuition centres.', 'Event handouts, referral and discount cards.'],
    },
    CARD_ARTWORK,
  ],
  closing_description: CARD_CLOSING,
  images: [
    image('standard-matte-250gsm', '1.svg', 'Front and back on matte card.'),
    image('standard-matte-250gsm', '4.svg', 'The smooth matte coating.'),
    image('standard-matte-250gsm', '3.svg', 'In a card holder.'),
  ],
};

export default content;
