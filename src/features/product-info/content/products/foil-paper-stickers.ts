import { PROOF_NOTE, STICKER_APPLICATION, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Foil Stickers',
  subtitle: 'Paper stickers with real hot-foil stamping in gold, silver or rose gold',
  descriptions: [
    'Foil stickers combine a full-colour print with hot-foil stamping: a heated die presses a metallic foil into the paper wherever your design calls for it. The foil is a true mirror metal that catches the light in a way printed gold ink never can.',
    'Use foil for a logo, a border or a single word and let the rest of the sticker stay calm. It is the classic finish for wedding stationery, seals and premium packaging.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Paper sticker stock with a gloss or matte laminate over the print.',
        'Foil colours: gold, silver, rose gold or holographic, chosen under special processing.',
        'Permanent or removable adhesive.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: ['For indoor use. Foil and paper do not like rain or constant handling with wet hands.'],
    },
    {
      title: 'Best for',
      items: [
        'Envelope seals for weddings, baby showers and corporate invitations.',
        'Box seals for jewellery, chocolates, bakes and festive hampers.',
        'Thank-you stickers and logo stickers for boutique brands.',
      ],
    },
    { title: 'Applying your stickers', items: STICKER_APPLICATION },
    { title: 'Care', items: ['Store flat and dry, and avoid rubbing the foil with a fingernail: fine foil lines can scratch.'] },
    artworkTips([
      'Put the areas to be foiled on a separate layer in 100% black, named "Foil". Foil is a solid colour: no gradients or photos.',
      'Keep foiled lines at least 0.3 mm thick and foiled text at least 6 pt so the die can stamp them cleanly.',
    ]),
  ],
  closing_description: PROOF_NOTE,
  images: [
    image('foil-paper-stickers', '3.svg', 'Gold, silver and rose gold foil.'),
    image('foil-paper-stickers', '1.svg', 'Sealing a wedding invitation.'),
    image('foil-paper-stickers', '4.svg', 'Hot foil pressed into the paper.'),
  ],
};

export default content;
