import { PROOF_NOTE, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Custom Decals',
  subtitle: 'Large-format printed vinyl for walls, windows, vehicles and shopfronts',
  descriptions: [
    'Custom decals are large printed vinyl graphics cut to any outline, from 50 mm up to 1 x 0.6 m in one piece. They are laminated for colour that lasts 3 to 5 years outdoors.',
    'Use them to brand a shopfront, decorate a cafe wall, mark a delivery van or dress an event booth. Bigger jobs can be printed in panels that line up on site.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Cast-quality printable vinyl with a gloss or matte laminate.',
        'Permanent or extra-strong outdoor adhesive.',
        'Die cut to your outline, or cut to a custom finished shape.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: [
        '3 to 5 years outdoors; the laminate protects against UV fading and rain.',
        'On vehicles, expect the longest life on vertical panels. Keep lights, number plates and the driver’s view clear.',
      ],
    },
    {
      title: 'Best for',
      items: [
        'Shopfront windows and glass doors.',
        'Feature walls in cafes, offices and classrooms (on smooth, sealed paint).',
        'Van and lorry branding, event booths and pop-up stores.',
      ],
    },
    {
      title: 'Applying your decals',
      items: [
        'Large decals are easiest with two people. Use the hinge method: tape the decal in place across its middle, peel the backing from one half, squeegee it down, then do the other half.',
        'On glass, you can mist the surface with water and a drop of dish soap to slide the decal into position, then squeegee the water out.',
        'On painted walls, wait at least 2 weeks after painting; fresh paint stops the adhesive from bonding.',
        'Press edges firmly and avoid washing for 72 hours.',
      ],
    },
    { title: 'Care', items: ['Clean with a soft sponge and mild soapy water. Do not pressure-wash the edges.'] },
    artworkTips([
      'Large decals are seen from a distance: 100 dpi at full size is usually enough for photos, but vector logos and text stay sharp at any size.',
      'Tell us the exact wall or window size if you want the decal to fit edge to edge.',
    ]),
  ],
  closing_description: PROOF_NOTE,
  images: [
    image('custom-decals', '1.svg', 'Shopfront window branding.'),
    image('custom-decals', '2.svg', 'A feature wall in a cafe.'),
    image('custom-decals', '3.svg', 'On the side of a delivery van.'),
  ],
};

export default content;
