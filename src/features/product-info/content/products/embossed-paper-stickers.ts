import { PROOF_NOTE, STICKER_APPLICATION, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Embossed Stickers',
  subtitle: 'Textured paper stickers with a raised design you can feel',
  descriptions: [
    'Embossing presses part of your design up from the surface of a textured paper, so logos, monograms and borders stand out in relief. Light catches the raised edges and the sticker feels as good as it looks.',
    'Emboss on its own (blind emboss) for quiet elegance, or combine it with gold or silver foil for a registered, foiled emboss.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Textured cream paper, uncoated or with a matte laminate.',
        'Blind emboss or registered emboss, chosen under special processing; pairs well with foil stamping.',
        'Permanent or removable adhesive.',
      ],
    },
    { title: 'Indoors and outdoors', items: ['For indoor use on stationery and packaging.'] },
    {
      title: 'Best for',
      items: [
        'Wedding and event invitations, envelope seals and place cards.',
        'Wine, spirits and gourmet food labels.',
        'Certificates, luxury boxes and brand seals.',
      ],
    },
    {
      title: 'Applying your stickers',
      items: [...STICKER_APPLICATION.slice(0, 3), 'Press around the embossed area, not on it, so you do not flatten the relief.'],
    },
    { title: 'Care', items: ['Store flat and do not stack heavy items on unused sheets: the relief can be flattened.'] },
    artworkTips([
      'Put the areas to be embossed on a separate layer in 100% black, named "Emboss". Bold shapes and lines of at least 0.5 mm emboss best.',
      'Keep embossed elements at least 3 mm from the cut line.',
    ]),
  ],
  closing_description: PROOF_NOTE,
  images: [
    image('embossed-paper-stickers', '4.svg', 'The raised emboss in side light.'),
    image('embossed-paper-stickers', '3.svg', 'Blind emboss and emboss with gold foil.'),
    image('embossed-paper-stickers', '2.svg', 'A wine bottle label.'),
  ],
};

export default content;
