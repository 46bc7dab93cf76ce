import { PROOF_NOTE, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Dome Stickers',
  subtitle: 'Full-colour stickers under a thick, glossy clear resin dome',
  descriptions: [
    'Dome stickers (also called doming or 3D resin stickers) are printed on vinyl and then topped by hand with a clear polyurethane resin. The resin settles into a smooth lens about 2 mm high that magnifies the colours and gives a glossy 3D look.',
    'The dome is flexible and scratch-resistant, so these stickers survive on products that are handled every day, indoors and outdoors, for years.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Vinyl base with a clear epoxy dome resin finish.',
        'Sizes from 20 mm to 100 mm: doming is made for small logos and badges.',
        'Permanent or extra-strong outdoor adhesive; cut to shape or straight cut.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: ['Years of life indoors and outdoors. The resin is UV-stable and will not yellow quickly in sunlight.', 'Waterproof and resistant to knocks and scratches.'],
    },
    {
      title: 'Best for',
      items: [
        'Brand logos on machines, appliances and electronics.',
        'Keychains, phone cases, lanyards and corporate gifts.',
        'Nameplates, car emblems and product badges.',
      ],
    },
    {
      title: 'Applying your stickers',
      items: [
        'Clean and dry the surface thoroughly; domes need a flat or very gently curved surface.',
        'Peel the backing without bending the sticker sharply, so the resin does not crease.',
        'Place it and press around the edges with your thumb. Full bond after 24 hours.',
      ],
    },
    { title: 'Care', items: ['Clean with a soft cloth and water. Avoid solvents and alcohol on the resin.'] },
    artworkTips([
      'Keep shapes simple: rounded outlines dome best. Sharp inside corners and very thin parts cannot hold resin.',
      'Avoid designs smaller than 20 mm and details thinner than 1 mm.',
    ]),
  ],
  closing_description: PROOF_NOTE,
  images: [
    image('dome-stickers', '2.svg', 'The clear resin dome in profile.'),
    image('dome-stickers', '1.svg', 'A logo badge on a machine panel.'),
    image('dome-stickers', '3.svg', 'On the back of a phone case.'),
  ],
};

export default content;
