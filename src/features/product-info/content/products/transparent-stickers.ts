import { PROOF_NOTE, STICKER_APPLICATION, artworkTips, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Transparent Stickers',
  subtitle: 'Crystal-clear vinyl for a printed-on look on glass, bottles and clear packaging',
  descriptions: [
    'Transparent stickers are printed on clear vinyl, so the surface shows through everywhere there is no ink. On glass jars, bottles and windows they look as if the design was printed straight onto the product.',
    'Because inks are see-through, colours look lighter on clear film and can disappear on dark surfaces. Add a white underprint under your design to keep colours solid and bright.',
  ],
  sections: [
    {
      title: 'Material and finish',
      items: [
        'Clear gloss: glass-like and fully transparent. Frosted clear: a soft, etched-glass look.',
        'Permanent, removable or extra-strong outdoor adhesive.',
        'Optional white underprint (White Print add-on) under all or part of your design.',
      ],
    },
    {
      title: 'Indoors and outdoors',
      items: [
        'Waterproof, with about 2 years of outdoor life.',
        'Window stickers facing the street last longest on the inside of the glass, printed in reverse: tell us in your order notes.',
      ],
    },
    {
      title: 'Best for',
      items: [
        'Glass jars and bottles: cold brew, kombucha, sauces, candles and cosmetics.',
        'Shop windows, glass doors and display cases.',
        'Clear packaging, cups and gift boxes.',
      ],
    },
    {
      title: 'Applying your stickers',
      items: [
        ...STICKER_APPLICATION,
        'On glass, any bubble shows. Work slowly with a squeegee, and for large stickers mist the glass with soapy water so you can slide the sticker into place.',
      ],
    },
    { title: 'Care', items: ['Wipe with a soft, damp cloth. Avoid abrasive pads, which scratch clear film.'] },
    artworkTips([
      'Mark where you want white ink on a separate layer or spot colour named "White". Without white, colours are see-through.',
      'Avoid very thin lines and small light-coloured text without a white underprint: they fade into the background.',
    ]),
  ],
  closing_description: PROOF_NOTE,
  images: [
    image('transparent-stickers', '3.svg', 'With and without a white underprint on dark glass.'),
    image('transparent-stickers', '1.svg', 'A clear sticker on a shop window.'),
    image('transparent-stickers', '2.svg', 'A printed-on look on a glass bottle.'),
  ],
};

export default content;
