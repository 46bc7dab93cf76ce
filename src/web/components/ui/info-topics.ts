/**
 * Content of the quote page's info modals (configurator.md §2 "Info modals"), opened by the round
 * "i" buttons next to option headings; loaded with the dialog the first time one opens (the
 * buttons' names are in info-topic-names.ts). Plain data, so copy can be edited without touching JSX.
 * Notes with fixed wording come from src/shared/option-notes.ts rather than being retyped here.
 */
import { CLASSIC_PAPER_NOTE, PREMIUM_COATING_NOTE } from '../../../shared/option-notes.js';
import type { InfoTopicId } from './info-topic-names.js';

/** A term and its explanation, e.g. "Permanent" — "A strong, long-lasting bond…". */
export interface InfoPoint {
  term?: string;
  text: string;
}

export interface InfoSection {
  heading?: string;
  paragraphs?: readonly string[];
  points?: readonly InfoPoint[];
}

export interface InfoFigure {
  src: string;
  /** The pictures carry their own short label ("A · Top off first"); alt says it in full. */
  alt: string;
}

export interface InfoTopic {
  /** Dialog title. */
  title: string;
  intro: string;
  sections: readonly InfoSection[];
  /** Illustrations, shown after the sections. */
  figures?: { heading: string; intro?: string; items: readonly InfoFigure[] };
  /** A highlighted note (fixed wording from labels.ts where the spec gives one). */
  note?: string;
  /** Wider dialog for topics with pictures. */
  wide?: boolean;
}

export const INFO_TOPICS: Readonly<Record<InfoTopicId, InfoTopic>> = {
  supply: {
    title: 'How your stickers are supplied',
    intro:
      'The print and material are the same whichever you choose. What changes is how the stickers are cut and delivered: one by one, grouped on sheets, or wound on a roll.',
    sections: [
      {
        points: [
          { term: 'Die Cut', text: 'Cut right through the sticker and its backing along your design, so every sticker is its own shape. Best for giveaways, laptop stickers and packaging.' },
          { term: 'Kiss Cut', text: 'Only the sticker layer is cut. Each sticker sits on a slightly larger square or rectangular backing, which makes it easy to peel and leaves room around the design.' },
          { term: 'Sticker Sheet', text: 'Several stickers kiss-cut on one printed sheet. Great for planners, kids’ sets and product label packs. The size you enter is the size of the sheet.' },
          { term: 'Multi-cut sheets', text: 'Many copies of the same shape on each sheet; you tell us how many cuts per shape you need.' },
          { term: 'Roll', text: 'Labels wound on a roll in fixed sizes: the quickest way to apply hundreds or thousands by hand or with a dispenser.' },
          { term: 'Other finished shapes', text: 'Hearts, stars and other special outlines, cut precisely to the shape you choose.' },
        ],
      },
      {
        heading: 'Which one is right for me?',
        points: [
          { text: 'Handing stickers out one at a time, at events or in orders: die cut.' },
          { text: 'Selling or mailing sets of designs: sticker sheets.' },
          { text: 'Labelling jars, bottles or boxes in bulk: roll.' },
        ],
      },
    ],
  },

  size: {
    title: 'Choosing a size',
    intro:
      'Enter the width and height of one sticker in millimetres (mm). For shaped stickers, measure the widest and the tallest points of the design, including any border around it.',
    sections: [
      {
        points: [
          { term: 'Sheets', text: 'For sticker sheets and multi-cut sheets you enter the size of the whole sheet; your stickers are arranged on it.' },
          { term: 'Shapes', text: 'Circles and squares need the same width and height; ovals and rectangles need different ones.' },
          { term: 'Limits', text: 'Each cutting has a smallest and a largest size. If your size is outside them, a message under the boxes tells you the limit. For anything larger, use Request a Quote below the price and we’ll price it for you.' },
          { term: 'Roll stickers', text: 'Rolls come in fixed label sizes: pick one from the list.' },
        ],
      },
      {
        heading: 'Tips',
        points: [
          { text: '10 mm = 1 cm. A 50 × 50 mm sticker is about the size of a matchbox: a popular size for logo stickers and packaging seals.' },
          { text: '75 to 100 mm suits laptops, water bottles and notebooks.' },
          { text: 'Keep text at least 2 mm tall so it stays readable once printed.' },
          { text: 'Not sure? Print your design at 100% on paper, cut it out and hold it where the sticker will go.' },
        ],
      },
    ],
  },

  finishing: {
    title: 'Finishings',
    intro: 'A finishing is the surface of your sticker: how it looks and feels, and how well it stands up to water, scratches and sunlight.',
    sections: [
      {
        points: [
          { term: 'Gloss Laminate', text: 'A clear, shiny film that makes colours pop and protects against water, scratches and UV fading. Our most popular choice.' },
          { term: 'Matte Laminate', text: 'Smooth and glare-free, for a modern, understated look that is easy to read under bright light. Colours look slightly softer.' },
          { term: 'Uncoated', text: 'No laminate: the natural feel of the material, easy to write or stamp on. Best for indoor use.' },
          { term: 'Soft-Touch Laminate', text: 'A velvety matte film with a luxurious feel that resists fingerprints.' },
          { term: 'Holographic and Glitter Laminates', text: 'Premium films over the whole sticker that shimmer and sparkle as the light moves.' },
          { term: 'Epoxy Dome Resin', text: 'A thick, crystal-clear resin dome that gives a raised 3D lens effect and strong scratch resistance.' },
        ],
      },
      {
        heading: 'How to choose',
        points: [
          { text: 'Outdoors, in the kitchen or handled often (bottles, lunch boxes, phones): choose a laminate.' },
          { text: 'Writing on the sticker (price tags, date labels, name labels): choose Uncoated.' },
          { text: 'Lots of small text or shown under shop lights: Matte avoids reflections.' },
        ],
      },
      { paragraphs: ['The finishings offered depend on the product and cutting you choose; only those that work together are listed.'] },
    ],
  },

  adhesive: {
    title: 'Adhesives',
    intro: 'The adhesive decides how firmly the sticker holds and whether it can come off cleanly later.',
    sections: [
      {
        points: [
          { term: 'Permanent', text: 'A strong, long-lasting bond on most clean, smooth surfaces: paper, card, glass, plastic and metal. Not meant to be repositioned; it may tear or leave residue if peeled off.' },
          { term: 'Removable', text: 'Peels off cleanly without residue for up to a year. Ideal for laptops, phone cases, windows, temporary promotions and rented spaces. It holds less firmly, so avoid rough or outdoor surfaces.' },
          { term: 'Extra Strong (outdoor)', text: 'A high-tack adhesive for textured, curved or hard-to-stick surfaces such as powder-coated metal and many plastics, and for outdoor use in Singapore’s heat and rain.' },
        ],
      },
      {
        heading: 'For the best hold',
        points: [
          { text: 'Clean the surface with rubbing alcohol and let it dry completely; oil and dust are the usual reasons stickers lift.' },
          { text: 'Press firmly from the centre outwards to push out air bubbles.' },
          { text: 'The adhesive reaches full strength after about 24 hours, so keep the sticker dry until then.' },
        ],
      },
    ],
  },

  material: {
    title: 'Materials',
    intro: 'The material is what your sticker is printed on. It sets the look, how long the sticker lasts and where it can go.',
    sections: [
      {
        points: [
          { term: 'Paper', text: 'Art, classic and kraft paper: sharp print at the best price, for packaging, labels and indoor use. Add a laminate if the stickers may get damp.' },
          { term: 'Vinyl', text: 'Waterproof, tear-resistant and flexible. The safe choice for anything used outdoors, washed or handled often, such as bottles, helmets and cars.' },
          { term: 'Transparent', text: 'Clear vinyl that makes your design look printed straight onto glass or packaging. Choose Clear Gloss for a glass-like shine or Frosted Clear for an etched-glass look.' },
          { term: 'Metallic', text: 'Gold and silver vinyl in a mirror or brushed finish. Areas of your design left unprinted show the metal.' },
          { term: 'Special', text: 'Foil, hologram, embossed and dome stickers add shine, texture or depth for premium packaging and collectables.' },
        ],
      },
      {
        heading: 'Tip',
        paragraphs: ['On clear and metallic materials, colours need a white underprint to look solid and bright. See the White Print information next to the add-ons.'],
      },
    ],
  },

  'white-print': {
    title: 'White print',
    intro:
      'Printing inks are slightly see-through. On white material, the white underneath makes colours bright; on clear or metallic material there is no white behind the ink.',
    sections: [
      {
        heading: 'Why clear and metallic stickers need it',
        paragraphs: [
          'Without white, colours on a clear sticker look pale and tinted by whatever is behind them, and on gold or silver they take on the colour of the metal. Anything white in your artwork cannot print at all: it stays clear, or shows the metal.',
          'A white underprint is a layer of opaque white ink printed under your design, so its colours stay solid and true on any background.',
        ],
      },
      {
        heading: 'How to choose',
        points: [
          { term: 'White Underprint', text: 'For logos, text and photos that must look the same as on screen, and for stickers on dark glass or coloured surfaces.' },
          { term: 'No White Print', text: 'For a deliberate see-through or tinted effect, or to let the metal shine through your colours like metallic ink.' },
        ],
      },
      { paragraphs: ['Your free PDF proof after checkout shows where the white goes, so you can check it before we print.'] },
    ],
  },

  'premium-coating': {
    title: 'Premium coating',
    intro: 'Premium processing adds an extra clear coating over the print.',
    note: PREMIUM_COATING_NOTE,
    sections: [
      {
        points: [
          { term: 'Gloss Coating', text: 'The brightest colours and a wipe-clean shine.' },
          { term: 'Matte Coating', text: 'A soft, glare-free surface that keeps small text easy to read.' },
          { term: 'Soft-Touch Coating', text: 'A velvety feel that resists fingerprints, for premium packaging.' },
        ],
      },
      {
        heading: 'Good to know',
        points: [
          { text: 'Choose Yes under Premium Processing, then pick a coating.' },
          { text: 'On hologram stickers and with holographic or glitter laminates the coating is set to Gloss, so the shimmer stays clear and bright.' },
          { text: 'Premium processing is not available for roll stickers.' },
        ],
      },
    ],
  },

  quantity: {
    title: 'Quantities and prices',
    intro: 'Prices are listed for set quantities. The more you order, the less you pay per sticker; the saving shown is against the price per sticker of the smallest quantity.',
    sections: [
      {
        heading: 'Picking a quantity',
        points: [
          { text: 'The first quantities are shown as buttons; tap See More for the larger ones.' },
          { text: 'The quantity is the number of stickers, or the number of sheets for sticker sheets.' },
          { text: 'Quantities for roll stickers start at 1,000 for art and classic paper.' },
        ],
      },
      {
        heading: 'Custom quantity',
        points: [
          { text: 'Need a number that is not listed? Choose Custom Quantity and type it in.' },
          { text: 'For most stickers the quantity must be divisible by 10, from a minimum of 10: for example 10, 20, 30, 250 or 1,230. The box tells you if a product has a different step or minimum, such as business cards in 50s.' },
          { text: 'The price of a custom quantity sits between the prices of the listed quantities around it.' },
          { text: 'A few products, such as gold and silver vinyl, are sold in the listed quantities only.' },
          { text: 'Above the largest quantity we can price online, use Request a Quote and we’ll get back to you with a price.' },
        ],
      },
    ],
  },

  'classic-paper': {
    title: 'Classic paper',
    intro:
      'Classic paper is an uncoated paper with a soft, natural texture, like good stationery. It gives stickers a warm, handmade look and is easy to write or stamp on.',
    note: CLASSIC_PAPER_NOTE,
    sections: [
      {
        heading: 'What to expect',
        points: [
          { text: 'Colours print slightly warmer and less bright than on bright white art paper.' },
          { text: 'White areas of your design show the off-white of the paper.' },
          { text: 'If your brand colours must match exactly, choose Art Paper instead.' },
        ],
      },
    ],
  },

  roll: {
    title: 'Roll stickers',
    intro:
      'Roll stickers are wound on a core in fixed label sizes. They are the fastest way to label products, jars, boxes and mailers by hand or with a label dispenser.',
    sections: [
      {
        points: [
          { term: 'Sizes', text: 'Choose one of the fixed label sizes listed. For another size, use Request a Quote.' },
          { term: 'Roll winding', text: 'Labels Outside (printed side facing out) suits hand application and most dispensers. Choose Labels Inside only if your labelling machine asks for it.' },
          { term: 'Orientation', text: 'Orientations A to D set which edge of your design comes off the roll first. See the die-cut shape information for pictures.' },
          { term: 'Quantities', text: 'From 1,000 labels for art and classic paper. Custom quantities go in tens.' },
          { term: 'Options', text: 'Rolls have no adhesive choice and no premium processing.' },
        ],
      },
      { paragraphs: ['A free roll dispenser is offered with orders of 1,000 labels or more.'] },
    ],
  },

  'multi-cut': {
    title: 'Multi-cut sheets',
    intro: 'A multi-cut sheet carries several copies of the same shape, each cut so it peels off on its own.',
    sections: [
      {
        points: [
          { term: 'Size', text: 'Enter the size of the whole sheet.' },
          { term: 'Number of cuts', text: 'Type how many shapes to cut on each sheet, a whole number from 1 to 30. For example, 6 cuts on a 100 × 150 mm sheet gives six stickers per sheet.' },
          { term: 'Quantity', text: 'The quantity is the number of sheets. 100 sheets with 6 cuts each is 600 stickers.' },
        ],
      },
      {
        heading: 'Tips',
        points: [
          { text: 'More cuts on the same sheet means smaller stickers; leave at least 3 mm between shapes in your artwork.' },
          { text: 'The price updates as you change the number of cuts.' },
        ],
      },
    ],
  },

  'die-cut-shape': {
    title: 'Shapes and orientation',
    intro: 'Your sticker is cut to the shape you choose. Enter its width and height to match.',
    wide: true,
    sections: [
      {
        heading: 'Shapes',
        points: [
          { term: 'Circle and Square', text: 'Width and height must be the same.' },
          { term: 'Oval and Rectangle', text: 'Width and height must be different.' },
          { term: 'Custom Shape', text: 'We cut along the outline of your artwork with a small, even border. Your size is the widest and tallest points of the design.' },
        ],
      },
      {
        heading: 'Orientation on the roll',
        paragraphs: [
          'For roll stickers, the orientation sets which edge of your design comes off the roll first. Applying by hand, A is the usual choice; with a labelling machine, choose the orientation its manual asks for.',
          'With A or B the width of your sticker runs across the roll; with C or D the height does. A very wide label may fit only in C or D, and a very tall one only in A or B: the message under the size boxes tells you.',
        ],
      },
    ],
    figures: {
      heading: 'The four orientations',
      items: [
        { src: '/images/orientations/a.svg', alt: 'Orientation A: the top of the design comes off the roll first' },
        { src: '/images/orientations/b.svg', alt: 'Orientation B: the bottom of the design comes off the roll first' },
        { src: '/images/orientations/c.svg', alt: 'Orientation C: the right side of the design comes off the roll first' },
        { src: '/images/orientations/d.svg', alt: 'Orientation D: the left side of the design comes off the roll first' },
      ],
    },
  },

  'quote-info': {
    title: 'Quotes and quotations',
    intro: 'Prices on this page are live: they update as you change any option, in Singapore dollars.',
    sections: [
      {
        heading: 'Request a Quote',
        paragraphs: [
          'When your size or quantity is larger than we can price online, the button changes to Request a Quote. Send us your details and our team will reply by email with a price and turnaround.',
        ],
      },
      {
        heading: 'Printable quotation',
        paragraphs: [
          'Need a formal quotation for your company’s purchasing? Print Quote creates a quotation of your current configuration with the price and shipping fee. You can add your name, company and address to the Bill To block.',
        ],
      },
      {
        heading: 'Compare',
        paragraphs: ['Add different configurations to the compare tray to see them side by side, then add the one you like to your cart.'],
      },
    ],
  },
};

