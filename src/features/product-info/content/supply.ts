/** Marketing copy for the supply pages, keyed by featured-item slug. Loaded lazily. */
import type { SupplyContent } from './types.js';

const supply: Record<string, SupplyContent> = {
  'die-cut': {
    title: 'Die Cut Stickers',
    subtitle: 'Cut to the exact outline of your design',
    descriptions: [
      'A die-cut sticker is cut right through the sticker and its backing along the shape of your artwork, so every sticker is its own shape: a logo, a mascot, a bubble of text. They are the stickers people keep, swap and put on laptops and bottles.',
      'Send us your design and we draw the cut line for you, with a neat white border around the edge.',
    ],
    highlights: [
      'Any shape, from 20 mm up to 300 mm.',
      'Each sticker comes loose and ready to hand out or pack into orders.',
      'Available on paper, vinyl, transparent, metallic, hologram, foil, embossed and dome materials.',
    ],
    image: { src: '/images/products/standard-vinyl/1.svg', caption: 'Die-cut vinyl stickers on a laptop.' },
  },
  'kiss-cut': {
    title: 'Kiss Cut Stickers',
    subtitle: 'Your sticker on a neat square or rectangular backing',
    descriptions: [
      'A kiss-cut sticker is cut through the sticker layer only, leaving a square or rectangular backing around it. The extra backing makes the sticker easy to peel and gives room for a border, so kiss-cut stickers look tidy on a counter, in a goodie bag or in the post.',
      'They are also the easiest way to give away small or detailed shapes that would be fiddly as die-cut stickers.',
    ],
    highlights: ['Easy to peel: bend the backing and the sticker lifts.', 'A clean square or rectangular outline for retail and mail-outs.', 'Great for small, intricate designs.'],
    image: { src: '/images/products/art-paper/2.svg', caption: 'Kiss-cut stickers on their backing.' },
  },
  sheet: {
    title: 'Sticker Sheets',
    subtitle: 'Many stickers on one printed sheet',
    descriptions: [
      'Sticker sheets put several stickers, the same or all different, on one kiss-cut sheet. Tell us how many stickers go on each sheet, or choose a multi-cut sheet of identical shapes.',
      'They are the format for planner stickers, kids’ reward stickers, merch packs and product label sets.',
    ],
    highlights: ['Mix designs on one sheet.', 'Die-cut sheets can be cut to a custom outline for a collectable look.', 'Sheet size is the size you enter; we fit the stickers on it.'],
    image: { src: '/images/products/standard-vinyl/3.svg', caption: 'A sheet of kiss-cut vinyl stickers.' },
  },
  roll: {
    title: 'Roll Stickers',
    subtitle: 'Labels on a roll for fast, neat application',
    descriptions: [
      'Roll stickers are printed and cut in fixed label sizes and wound onto a roll, ready to peel one after another by hand or with a dispenser. They are the best value for large runs of product labels.',
      'Order 1,000 or more and we include a free roll dispenser. Choose how the artwork faces as the roll unwinds (orientation A to D) to suit your dispenser or labelling machine.',
    ],
    highlights: ['Best price per label for large runs.', 'Free roll dispenser with 1,000 pieces or more.', 'Paper, vinyl, transparent and metallic materials.'],
    image: { src: '/images/products/art-paper/roll-1.svg', caption: 'Labels on a roll.' },
  },
  'other-finished-shape': {
    title: 'Other Finished Shapes',
    subtitle: 'Hearts, stars and custom outlines',
    descriptions: [
      'Other finished shapes are stickers cut to a special contour: a heart, a star or a custom outline of your choice, cut precisely on our plotters.',
      'Use them for favours, promotions and products where a simple circle or rectangle will not do.',
    ],
    highlights: ['Heart, star and custom shapes.', 'Paper, standard vinyl and custom decal materials.'],
    image: { src: '/images/products/custom-decals/main.svg', caption: 'A custom-shaped decal.' },
  },
};

export default supply;
