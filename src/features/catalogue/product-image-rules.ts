/**
 * The rules of a product's uploaded pictures (issue 19), pure: shared by the API, the desk's
 * Product content section and every page that shows a product's main picture.
 *
 * A picture is taken when it really is a JPEG, PNG or WebP (its first bytes), at most
 * MAX_PRODUCT_IMAGE_BYTES, and at least PRODUCT_IMAGE_MIN_SIDE px on its short side (the product
 * pages show it up to 600 px wide); it is kept as WebP at most PRODUCT_IMAGE_MAX_SIDE px.
 * Its alt text (what a screen reader says, and search engines read) is required.
 */
export const MAX_PRODUCT_IMAGE_BYTES = 8 * 1024 * 1024;
export const PRODUCT_IMAGE_MIN_SIDE = 600;
export const PRODUCT_IMAGE_MAX_SIDE = 1600;
export const PRODUCT_IMAGE_ALT_LIMITS = { min: 5, max: 150 } as const;

export const PRODUCT_IMAGE_MESSAGES = {
  notImage: 'The picture must be a JPEG, PNG or WebP image.',
  tooLarge: `The picture must be at most ${MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB.`,
  tooSmall: `The picture must be at least ${PRODUCT_IMAGE_MIN_SIDE} px on its short side, so it stays sharp on the product page.`,
  altLength: `Describe the picture in ${PRODUCT_IMAGE_ALT_LIMITS.min} to ${PRODUCT_IMAGE_ALT_LIMITS.max} characters (the alt text), e.g. “Round vinyl stickers on a laptop lid”.`,
  altPlain: 'The alt text must be plain text on one line: please remove the < > characters and line breaks.',
  noSuchImage: 'This product has no such picture.',
} as const;

/** The alt text as stored: trimmed, inner runs of white space made one space. */
export const normaliseAlt = (alt: string): string => alt.trim().replace(/\s+/g, ' ');

/** Why the alt text (as typed) can't be saved, or null. */
export function productImageAltProblem(alt: string): string | null {
  const text = normaliseAlt(alt);
  if (text.length < PRODUCT_IMAGE_ALT_LIMITS.min || text.length > PRODUCT_IMAGE_ALT_LIMITS.max) return PRODUCT_IMAGE_MESSAGES.altLength;
  // eslint-disable-next-line no-control-regex
  if (/[<>\u0000-\u001F\u007F]/.test(text)) return PRODUCT_IMAGE_MESSAGES.altPlain;
  return null;
}

/** Why a picture of `bytes` bytes and `width` × `height` px is refused (size only; the format is checked by content), or null. */
export function productImageSizeProblem(bytes: number, width: number, height: number): string | null {
  if (bytes > MAX_PRODUCT_IMAGE_BYTES) return PRODUCT_IMAGE_MESSAGES.tooLarge;
  if (Math.min(width, height) < PRODUCT_IMAGE_MIN_SIDE) return PRODUCT_IMAGE_MESSAGES.tooSmall;
  return null;
}

/** The public address of an uploaded picture: its id never changes content, so it is cached for good. */
export const uploadedProductImageUrl = (imageId: string): string => `/images/uploaded/products/${imageId}.webp`;

/**
 * A product's main picture: the one desk staff chose (products.main_image_id), else the standard
 * static one. The home page's best sellers, the page head (og:image, JSON-LD) use it.
 */
export const productImageUrl = (product: { prod_info_ref: string; main_image_id: string | null }): string =>
  product.main_image_id ? uploadedProductImageUrl(product.main_image_id) : `/images/products/${product.prod_info_ref}/1.webp`;
