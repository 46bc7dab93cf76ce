import { PROOF_NOTE, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'PVC Vinyl Stickers',
  subtitle: 'Thick, heavy-duty vinyl for equipment, helmets and tough outdoor jobs',
  descriptions: [
    'PVC vinyl is a thicker, stiffer film than our standard vinyl. The extra body makes stickers easy to peel and place, hard to tear, and resistant to scuffs, oil, cleaning chemicals and the Singapore sun.',
    'With a laminate on top it lasts up to 5 years outdoors, so it is the choice for safety labels, machine labels, asset stickers and anything that gets handled every day.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Heavy-duty white PVC vinyl with a permanent, removable or extra-strong outdoor adhesive.',
        'Gloss or matte laminate for protection against scratches, UV and cleaning agents.',
        'Stiffer than standard vinyl: best on flat or gently curved surfaces.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: [
        'Up to 5 years outdoors; longer in sheltered places such as under a void deck or inside a plant room.',
        'Resists water, light oil and common cleaners such as diluted bleach and alcohol wipes.',
      ],
    },
    {
      title: 'Best for',
      items: [
        'Safety and warning labels, machine and equipment labels, switchboard labels.',
        'Hard hats, helmets, toolboxes, bins and outdoor furniture.',
        'Asset tags and serial-number stickers in workshops and warehouses.',
      ],
    },
    {
      title: 'Applying your stickers',
      items: [
        'Degrease metal and plastic surfaces with isopropyl alcohol and let them dry.',
        'On powder-coated or textured surfaces, choose the extra-strong adhesive and press hard with a squeegee.',
        'On tight curves, warm the sticker gently with a hairdryer so the thicker film settles into place.',
        'Allow 24 hours before exposing the label to water or cleaning.',
      ],
    },
    { title: 'Care', items: ['Clean with a soft cloth and mild detergent. Avoid solvents such as thinner or acetone.'] },
    artworkTips(['Safety labels need strong contrast: black on yellow, white on red or white on green are easy to read at a glance.']),
  ],
  closing_description: PROOF_NOTE,
  images: [
    image('pvc-vinyl', '4.svg', 'The thick PVC layer under the laminate.'),
    image('pvc-vinyl', '2.svg', 'A warning label on a machine panel.'),
    image('pvc-vinyl', '1.svg', 'On a safety helmet.'),
  ],
};

export default content;
