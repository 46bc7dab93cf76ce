import { PROOF_NOTE, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Bumper Stickers',
  subtitle: 'Tough, laminated vinyl made for cars, bikes and outdoor signs',
  descriptions: [
    'Our bumper stickers are printed on durable white vinyl and sealed under a UV-resistant laminate, so they shrug off tropical downpours, car washes and the midday sun. Expect 3 to 5 years of outdoor life.',
    'They come in bumper-friendly sizes from 100 x 50 mm up to 400 x 150 mm, with a choice of permanent, removable or extra-strong outdoor adhesive.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Weatherproof white vinyl, printed in full colour with solvent-resistant inks.',
        'Gloss laminate for bright, punchy colours or matte laminate to cut glare on a sunny day.',
        'Extra-strong adhesive grips textured plastics and powder-coated metal; removable adhesive comes off cleanly within a year.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: [
        '3 to 5 years outdoors in Singapore sun and rain; longer on vertical surfaces than on a bonnet or roof.',
        'Waterproof and safe in automatic car washes once the adhesive has cured for 72 hours.',
        'Keep number plates, lights and the driver’s view clear when placing stickers on a vehicle.',
      ],
    },
    {
      title: 'Best for',
      items: [
        'Car bumpers, rear windows and motorcycle helmets.',
        'Bicycles, e-scooters, toolboxes and cooler boxes.',
        'Campaigns, clubs, causes and "Baby on Board" style messages.',
      ],
    },
    {
      title: 'Applying your stickers',
      items: [
        'Wash and dry the surface, then wipe it with isopropyl alcohol. Wax and tyre shine stop stickers from sticking.',
        'Apply in the shade, not on a panel that has been sitting in the sun: hot metal makes the adhesive grab before you can position it.',
        'Place the top edge first, then smooth downwards with a squeegee or card. Press the edges hard.',
        'Wait 72 hours before washing the car or pressure-spraying the sticker.',
      ],
    },
    {
      title: 'Care',
      items: [
        'Do not aim a pressure washer at the edges.',
        'To remove, warm the sticker with a hairdryer and peel slowly at a low angle. Clean any residue with an adhesive remover.',
      ],
    },
    artworkTips(['Use big, bold lettering: a bumper sticker is read from 3 to 5 metres away, often in traffic. Keep the message to a few words.']),
  ],
  closing_description: PROOF_NOTE,
  images: [
    image('bumper-stickers', '1.svg', 'On the rear bumper of a car.'),
    image('bumper-stickers', '3.svg', 'Laminated against rain and UV.'),
    image('bumper-stickers', '4.svg', 'The gloss laminate up close.'),
  ],
};

export default content;
