import { PROOF_NOTE, STICKER_APPLICATION, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Kraft Paper Stickers',
  subtitle: 'Brown kraft paper with a rustic, eco-friendly look',
  descriptions: [
    'Kraft paper is an unbleached brown paper with visible fibres. It gives labels an honest, natural feel that suits bakeries, zero-waste shops, coffee roasters and handmade gifts.',
    'Inks are printed straight onto the brown paper, so colours come out darker and warmer. Bold, dark designs in black, deep brown, forest green or navy look best.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Natural brown kraft paper with a permanent or removable adhesive.',
        'Uncoated by default, with the paper texture you can feel. Gloss, matte and soft-touch laminates are also available.',
        'There is no white ink on kraft paper: white areas of your design show as the brown paper itself.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: ['For indoor use on packaging, jars, bags and boxes.', 'Keep uncoated kraft labels dry; a laminate helps against splashes.'],
    },
    {
      title: 'Best for',
      items: [
        'Bakery boxes, bread bags and cookie jars.',
        'Coffee bags, tea tins and granola jars.',
        'Gift wrapping, wedding favours and eco-friendly product packaging.',
      ],
    },
    { title: 'Applying your stickers', items: STICKER_APPLICATION },
    {
      title: 'Care',
      items: ['Store flat and dry. Kraft paper absorbs humidity and may curl slightly in very humid rooms.', 'Write on them with a marker or ballpoint.'],
    },
    artworkTips([
      'Design in one or two dark colours for the strongest contrast. Light colours and pastels almost disappear on brown.',
      'Avoid fine text under 6 pt: the fibres can make very small type look fuzzy.',
    ]),
  ],
  closing_description: PROOF_NOTE,
  images: [
    image('kraft-paper', '4.svg', 'Brown kraft paper with its natural fibres.'),
    image('kraft-paper', '2.svg', 'A kraft label on a glass jar of granola.'),
    image('kraft-paper', '1.svg', 'A kraft seal on a white gift box.'),
  ],
};

export default content;
