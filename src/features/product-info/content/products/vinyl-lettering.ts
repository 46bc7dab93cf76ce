import { PROOF_NOTE, image } from '../shared.js';
import type { ProductInfoContent } from '../types.js';

const content: ProductInfoContent = {
  title: 'Vinyl Lettering',
  subtitle: 'Solid-colour cut letters with no background, ready to transfer',
  descriptions: [
    'Vinyl lettering is cut from solid-colour vinyl: only the letters stick to the surface, with no background film around them. The result looks painted on, which is why it is the standard for shop windows, glass doors, vehicles and signboards.',
    'Type your text in the lettering designer, pick one of 85 fonts and a vinyl colour, and see the exact size and price; or choose Lettering Decals if you already have artwork. We cut every letter individually, and they arrive pre-spaced on application tape so the whole line goes on in one go.',
  ],
  sections: [
    {
      title: 'Material',
      items: [
        'Outdoor-grade coloured vinyl: black, white, red, blue, gold or silver.',
        'Permanent or extra-strong outdoor adhesive.',
        'No print and no background: colour runs right through the vinyl, so it cannot fade like ink.',
      ],
    },
    {
      title: 'Best for',
      items: [
        'Opening hours, shop names and "push / pull" on glass doors.',
        'Company names, phone numbers and UEN on vans and lorries.',
        'Unit numbers, mailbox names, office walls and boat names.',
      ],
    },
    {
      title: 'Good to know',
      items: [
        'The smallest letter we cut is 30 mm tall; thin fonts below 50 mm are fiddly to apply, so choose a bolder font for small text.',
        'Script fonts with joined letters are cut as one piece per word.',
        'For lettering read from inside a glass door, ask for mirrored (reverse) cutting.',
      ],
    },
  ],
  closing_description: [
    'Not sure which size to order? Measure the space the lettering will fill, subtract a margin, and enter that width and height. Then check with the size guide that your capital letters will be tall enough for the distance they are read from.',
    PROOF_NOTE,
  ],
  images: [
    image('vinyl-lettering', '1.svg', 'Opening hours on a glass door.'),
    image('vinyl-lettering', '3.svg', 'Application tape lifts the letters in one piece.'),
    image('vinyl-lettering', '2.svg', 'A company name on a delivery van.'),
  ],
  transfer_decals: {
    heading: 'Transfer Decals',
    intro: 'Every order of vinyl lettering is supplied as a transfer decal: your letters on a backing sheet, covered by a layer of application tape that keeps them spaced exactly as designed.',
    blurbs: [
      {
        title: 'Colour',
        text: 'Six solid vinyl colours: black, white, red, blue, gold and silver. The colour runs through the film, so it stays even and does not fade like printed ink.',
      },
      {
        title: 'Water and weather resistance',
        text: 'Outdoor-grade vinyl made for Singapore’s sun, rain and humidity: waterproof, UV-stable and rated for up to 5 years outdoors.',
      },
      {
        title: 'Easy application',
        text: 'Letters come pre-spaced under application tape. Peel, place and squeegee: no measuring letter by letter, and no special tools needed.',
      },
    ],
    sizeGuide: {
      title: 'Size Guide',
      note: 'All sizes are per letter: the height of one letter as it is cut, from its lowest to its highest point. The lettering designer measures every letter of your text this way and shows the smallest, which must be at least 10 mm. The size you order is the width and height of the whole lettering, so make it tall enough for letters of the height you need.',
      rows: [
        { size: '30 – 50 mm', use: 'Mailboxes, unit numbers, small door notices (read from 1 to 3 m)' },
        { size: '50 – 100 mm', use: 'Opening hours, glass-door text, phone numbers on vans (3 to 8 m)' },
        { size: '100 – 300 mm', use: 'Shop names on windows, vehicle branding (8 to 25 m)' },
        { size: '300 – 600 mm', use: 'Fascia and wall signage seen from across the street' },
      ],
    },
    howTo: {
      title: 'How to attach',
      intro: 'Some orders include an auxiliary sheet, a printed guide the size of your design that you tape up first to mark the position. Pick the guide that matches your order.',
      guides: [
        {
          id: 'auxiliary-sheet-enclosed',
          button: 'Auxiliary sheet enclosed',
          title: 'How to attach: auxiliary sheet enclosed',
          description: 'Six steps for lettering supplied with a positioning sheet.',
          steps: [
            'Clean the surface with isopropyl alcohol or soapy water and let it dry completely.',
            'Tape the auxiliary sheet where you want the lettering, check that it is level, and mark its corners lightly with masking tape.',
            'Remove the auxiliary sheet. Lay the transfer decal inside the corner marks and tape it across the top edge to make a hinge.',
            'Flip the decal up on its hinge and peel the backing paper away slowly, checking that every letter stays on the application tape.',
            'Lower the decal back down and squeegee firmly from the centre outwards, over every letter.',
            'Peel the application tape back on itself at a low angle, slowly. If a letter lifts, press it down again and continue. Remove the corner marks.',
          ],
          tip: 'Wait 24 hours before cleaning the glass, and 72 hours before washing a vehicle.',
        },
        {
          id: 'auxiliary-sheet-not-enclosed',
          button: 'Auxiliary sheet not enclosed',
          title: 'How to attach: auxiliary sheet not enclosed',
          description: 'Six steps for lettering supplied without a positioning sheet.',
          steps: [
            'Clean the surface with isopropyl alcohol or soapy water and let it dry completely.',
            'Measure where the lettering should go and draw a level guide line on masking tape, or use a spirit level.',
            'Hold the transfer decal against the guide line, still on its backing, and tape it across the top edge to make a hinge.',
            'Flip the decal up on its hinge and peel the backing paper away slowly, checking that every letter stays on the application tape.',
            'Lower the decal back down and squeegee firmly from the centre outwards, over every letter.',
            'Peel the application tape back on itself at a low angle, slowly, then remove the masking-tape guide line.',
          ],
          tip: 'For long lines of text, cut the decal between words and apply it in sections along the same guide line.',
        },
      ],
    },
  },
};

export default content;
