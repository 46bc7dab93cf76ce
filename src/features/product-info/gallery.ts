/**
 * The product images of the quote page: for each product's prod_info_ref, the main thumbnail,
 * four gallery images and, for products sold on rolls, two roll images. The texts are the images'
 * alt texts (and each SVG's <title>, written by scripts/generate-product-images.ts). The pictures
 * are served as WebP made from those SVGs (shopPicture).
 * Pure: used by the image slider, the info panel and the image generator.
 */

export const PRODUCT_IMAGE_ROOT = '/images/products';
export const ROLL_DISPENSER_VIDEO = '/images/roll-dispenser.svg';
/** The quote gallery shows the first 3 gallery images (configurator.md §2). */
export const QUOTE_GALLERY_LENGTH = 3;
export const ROLL_FEATURED_ITEM_SLUG = 'roll';

export interface ProductImageTexts {
  main: string;
  gallery: readonly [string, string, string, string];
  /** Products sold as roll stickers (cutting 9) have roll images for /stickers/roll. */
  roll?: readonly [string, string];
}

export interface ProductImage {
  src: string;
  alt: string;
  /** A small copy for the slider's thumbnails (the shop's own pictures have one; an upload shows `src`). */
  thumb?: string;
}

export const PRODUCT_IMAGES: Readonly<Record<string, ProductImageTexts>> = {
  'art-paper': {
    main: 'Round art paper sticker with a bright, full-colour coffee shop logo',
    gallery: [
      'Art paper labels on a jar of homemade kaya: a round lid label and a wrap-around label',
      'A sheet of kiss-cut art paper stickers with one sticker peeled off',
      'Art paper sticker sealing a gift box',
      'Close-up of art paper: a smooth, bright white coated surface peeling from its backing',
    ],
    roll: ['Art paper labels on a roll, ready for a label dispenser', 'Art paper roll labels applied to a row of jars'],
  },
  'classic-paper': {
    main: 'Rectangular classic paper label with a soft off-white base and a bakery logo',
    gallery: [
      'Classic paper sticker on a takeaway coffee cup',
      'Classic paper label written on with a pen: the uncoated surface takes ink',
      'A sheet of kiss-cut classic paper stickers',
      'Close-up of classic paper: the natural off-white fibre of the uncoated surface',
    ],
    roll: ['Classic paper labels on a roll', 'Classic paper roll labels applied to a row of jars'],
  },
  'kraft-paper': {
    main: 'Round brown kraft paper sticker printed in dark ink with a handmade leaf logo',
    gallery: [
      'Kraft paper sticker sealing a white gift box',
      'Kraft paper label on a glass jar of granola',
      'Kraft paper label on a paper carrier bag',
      'Close-up of kraft paper: brown recycled-look fibres',
    ],
    roll: ['Kraft paper labels on a roll', 'Kraft paper roll labels applied to a row of jars'],
  },
  'bumper-stickers': {
    main: 'Long rectangular bumper sticker reading Drive Safe Lah! on glossy laminated vinyl',
    gallery: [
      'Bumper sticker on the rear of a car',
      'Bumper sticker on a motorcycle helmet',
      'Bumper sticker shrugging off rain and sun: the laminate keeps water out and colours bright',
      'Close-up of the gloss laminate over the printed vinyl',
    ],
  },
  'standard-vinyl': {
    main: 'Die-cut white vinyl sticker with a glossy full-colour sunset print',
    gallery: [
      'Laptop lid covered with die-cut vinyl stickers',
      'Vinyl sticker on a stainless-steel water bottle',
      'A sheet of kiss-cut vinyl stickers with one sticker peeled off',
      'Close-up of glossy white vinyl: water beads off the laminated surface',
    ],
    roll: ['White vinyl labels on a roll', 'Vinyl roll labels applied to a row of bottles'],
  },
  'pvc-vinyl': {
    main: 'Thick PVC vinyl sticker showing its sturdy edge',
    gallery: [
      'PVC vinyl sticker on a safety helmet',
      'PVC vinyl warning label on a machine panel',
      'PVC vinyl sticker shrugging off rain and sun outdoors',
      'Close-up of the thick PVC vinyl edge and its backing liner',
    ],
    roll: ['PVC vinyl labels on a roll', 'PVC vinyl roll labels applied to a row of bottles'],
  },
  'transparent-stickers': {
    main: 'Clear transparent sticker with a printed orchid, the checkerboard showing through',
    gallery: [
      'Transparent sticker on a shop window: the glass shows around the print',
      'Transparent label on a glass bottle for a printed-on look',
      'Two clear stickers on dark glass, with and without a white underprint',
      'Close-up of crystal-clear vinyl with the checkerboard behind it',
    ],
    roll: ['Transparent labels on a roll', 'Transparent roll labels applied to a row of glass bottles'],
  },
  'gold-vinyl-stickers': {
    main: 'Round mirror gold vinyl seal with the logo printed in dark ink',
    gallery: [
      'Gold vinyl seal on a black luxury gift box',
      'Gold vinyl sticker sealing a wedding favour envelope',
      'Mirror gold and brushed gold vinyl side by side',
      'Close-up of mirror gold vinyl catching the light',
    ],
    roll: ['Gold vinyl labels on a roll', 'Gold vinyl roll labels applied to a row of jars'],
  },
  'silver-vinyl-stickers': {
    main: 'Rectangular silver vinyl label with a brushed metallic sheen',
    gallery: [
      'Silver vinyl asset tag on a piece of equipment',
      'Silver vinyl label on a cosmetic bottle',
      'Mirror silver and brushed silver vinyl side by side',
      'Close-up of brushed silver vinyl grain',
    ],
    roll: ['Silver vinyl labels on a roll', 'Silver vinyl roll labels applied to a row of bottles'],
  },
  'custom-decals': {
    main: 'Large die-cut custom decal with a bold cafe logo',
    gallery: [
      'Custom decal on a shopfront window',
      'Custom decal on a cafe wall',
      'Custom decal on the side of a delivery van',
      'Close-up of laminated decal vinyl',
    ],
  },
  'vinyl-lettering': {
    main: 'White cut vinyl lettering reading OPEN DAILY on a dark shop window',
    gallery: [
      'Vinyl lettering of opening hours on a glass door',
      'Vinyl lettering of a company name on a delivery van',
      'Application tape lifting cut vinyl letters off their backing',
      'Close-up of cut vinyl letters on the backing under application tape',
    ],
  },
  'foil-paper-stickers': {
    main: 'Round paper seal with a hot-foil gold design',
    gallery: [
      'Gold foil sticker sealing a wedding invitation envelope',
      'Foil sticker sealing a premium gift box',
      'Gold, silver and rose gold foil stickers side by side',
      'Close-up of hot-foil stamping pressed into paper',
    ],
  },
  'hologram-stickers': {
    main: 'Star-shaped hologram sticker shimmering with rainbow colours',
    gallery: [
      'Hologram stickers on a laptop lid',
      'Hologram seal across the flap of a product box',
      'A sheet of kiss-cut hologram stickers',
      'Close-up of the rainbow holographic surface',
    ],
  },
  'embossed-paper-stickers': {
    main: 'Round textured paper sticker with a raised, embossed monogram',
    gallery: [
      'Embossed sticker sealing an invitation envelope',
      'Embossed label on a wine bottle',
      'Blind emboss and emboss with gold foil side by side',
      'Close-up of the raised emboss catching side light',
    ],
  },
  'dome-stickers': {
    main: 'Round dome sticker with a thick, glossy clear resin top',
    gallery: [
      'Dome sticker badge on a machine panel',
      'Side view of a dome sticker: the raised clear resin lens',
      'Dome sticker on the back of a phone case',
      'Close-up of the resin dome highlight',
    ],
  },
  'button-badge': {
    main: 'Round pin-back button badge with a full-colour print wrapped around the rim',
    gallery: [
      'The back of a button badge with its metal shell and safety pin',
      'Button badges pinned on a canvas tote bag',
      'Button badges in 58 mm and 75 mm',
      'A set of event button badges',
    ],
  },
  'mirror-badge': {
    main: 'Round mirror badge with a full-colour printed front',
    gallery: [
      'The back of a mirror badge: a small round mirror',
      'Mirror badges as wedding favours',
      'Mirror badges in 58 mm and 75 mm',
      'A mirror badge held at an angle, front and back',
    ],
  },
  'magnetic-badge': {
    main: 'Round magnetic badge with a full-colour print',
    gallery: [
      'The back of a magnetic badge: a strong magnet plate',
      'Magnetic badges on a fridge door',
      'Magnetic badge worn on a shirt pocket without pin holes',
      'Magnetic badges in 58 mm and 75 mm',
    ],
  },
  'royal-extra-white-400gsm': {
    main: 'Royal Extra White 400gsm business card with a crisp bright white finish',
    gallery: [
      'Front and back of a Royal Extra White business card',
      'A stack of thick 400gsm business cards',
      'Royal Extra White business card held in a card holder',
      'Close-up of the thick 400gsm card edge',
    ],
  },
  'standard-matte-250gsm': {
    main: 'Standard Matte 250gsm business card with a soft, non-reflective finish',
    gallery: [
      'Front and back of a Standard Matte business card',
      'A stack of 250gsm matte business cards',
      'Standard Matte business card held in a card holder',
      'Close-up of the smooth matte coating',
    ],
  },
  'vintage-kraft-300gsm': {
    main: 'Vintage Kraft 300gsm business card in natural brown board with dark print',
    gallery: [
      'Front and back of a Vintage Kraft business card',
      'A stack of 300gsm kraft business cards',
      'Vintage Kraft business card held in a card holder',
      'Close-up of the kraft board fibres',
    ],
  },
  'custom-magnet': {
    main: 'Die-cut custom fridge magnet with a full-colour print',
    gallery: [
      'Custom magnets on a fridge door',
      'The flexible 0.7 mm magnet bending at the edge',
      'Custom magnets in round, rectangular and custom shapes',
      'Close-up of the laminated print on the magnet sheet',
    ],
  },
  'standard-hang-tag': {
    main: 'Standard 350gsm hang tag with a punch hole and white cotton string',
    gallery: [
      'Hang tag on a T-shirt collar',
      'Front and back of a printed hang tag',
      'Hang tag tied to a gift box',
      'A stack of standard hang tags',
    ],
  },
  'premium-hang-tag': {
    main: 'Premium 600gsm hang tag with a punch hole and jute string',
    gallery: [
      'Premium hang tag on a folded shirt',
      'Front and back of a premium hang tag',
      'Premium hang tag tied to a gift bag',
      'The extra-thick 600gsm edge of a premium hang tag',
    ],
  },
};

export function productImageDir(prodInfoRef: string): string {
  return `${PRODUCT_IMAGE_ROOT}/${prodInfoRef}`;
}

/**
 * One of the shop's own pictures of a product, as served: a WebP rendered by the build from the
 * SVG of the same name (scripts/raster-pictures.ts), with its thumbnail.
 */
function shopPicture(prodInfoRef: string, name: string, alt: string): ProductImage {
  const dir = productImageDir(prodInfoRef);
  return { src: `${dir}/${name}.webp`, thumb: `${dir}/${name}-thumb.webp`, alt };
}

function textsFor(prodInfoRef: string): ProductImageTexts | undefined {
  return Object.hasOwn(PRODUCT_IMAGES, prodInfoRef) ? PRODUCT_IMAGES[prodInfoRef] : undefined;
}

/** The main thumbnail (slider index -1): the picture staff uploaded as the main one, if any. */
export function mainImage(product: { name: string; prod_info_ref: string; main_image?: ProductImage | null }): ProductImage {
  if (product.main_image) return product.main_image;
  return shopPicture(product.prod_info_ref, 'main', textsFor(product.prod_info_ref)?.main ?? product.name);
}

/** All four gallery images (the info panel may use the fourth). */
export function allGalleryImages(product: { name: string; prod_info_ref: string }): ProductImage[] {
  const texts = textsFor(product.prod_info_ref);
  if (!texts) return [];
  return texts.gallery.map((alt, i) => shopPicture(product.prod_info_ref, String(i + 1), alt));
}

export function rollImages(product: { name: string; prod_info_ref: string }): ProductImage[] {
  const roll = textsFor(product.prod_info_ref)?.roll;
  if (!roll) return [];
  return roll.map((alt, i) => shopPicture(product.prod_info_ref, `roll-${i + 1}`, alt));
}

/**
 * The slider's gallery (index 0 and up): on /stickers/roll the product's roll images, otherwise
 * the first 3 gallery images.
 */
export function quoteGalleryImages(product: { name: string; prod_info_ref: string }, featuredItemSlug: string): ProductImage[] {
  if (featuredItemSlug === ROLL_FEATURED_ITEM_SLUG) {
    const roll = rollImages(product);
    if (roll.length > 0) return roll;
  }
  return allGalleryImages(product).slice(0, QUOTE_GALLERY_LENGTH);
}
