/** Copy shared by several product-info panels. */
import type { ProductInfoImage, ProductInfoSection } from './types.js';

const BASE_ARTWORK_TIPS = [
  'Add 2 mm bleed on every side: extend background colours and photos 2 mm past the cut line so no white sliver shows after cutting.',
  'Keep text and logos at least 2 mm inside the cut line (3 mm on stickers smaller than 30 mm).',
  'Use images of at least 300 dpi at the printed size. Screenshots and pictures saved from social media usually print soft.',
  'Set up your file in CMYK. Bright RGB greens, blues and neons look duller in print; if a brand colour matters, tell us the Pantone reference.',
  'Outline (convert to curves) every font, or embed the fonts in your PDF, so your text cannot reflow or change.',
  'Best formats: PDF, AI or EPS with vectors. High-resolution PNG, JPG or PSD also work.',
];

/** The artwork tips section, with product-specific tips first. */
export function artworkTips(extra: string[] = []): ProductInfoSection {
  return { title: 'Artwork tips', items: [...extra, ...BASE_ARTWORK_TIPS] };
}

/** Application steps for most stickers. */
export const STICKER_APPLICATION: string[] = [
  'Clean the surface with isopropyl alcohol or soapy water and let it dry completely; dust, oil and condensation stop the adhesive from gripping.',
  'Apply between 15 °C and 35 °C. In Singapore, avoid surfaces straight out of an air-conditioned room: condensation forms as they warm up.',
  'Peel a corner of the backing, place that edge, then smooth the sticker down from the centre outwards with a card or squeegee to push out air.',
  'Press firmly over the whole sticker, edges included. The adhesive reaches full strength after about 24 hours.',
];

export const PROOF_NOTE =
  'Upload your artwork with your order and we email you a free PDF proof after checkout. Nothing is printed until you approve it.';

export const image = (ref: string, file: string, caption: string): ProductInfoImage => ({ src: `/images/products/${ref}/${file}`, caption });
