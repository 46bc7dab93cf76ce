/**
 * A product's uploaded pictures (issue 19): desk staff upload one with its alt text, then choose it
 * as the product's main picture, or go back to the standard one. A picture is checked for what it
 * really is (its first bytes, file-type: a name or content type proves nothing), at least
 * PRODUCT_IMAGE_MIN_SIDE px on its short side, then re-encoded by sharp to WebP of at most
 * PRODUCT_IMAGE_MAX_SIDE px, keeping none of the original's metadata (EXIF, GPS; the orientation is
 * applied to the pixels). The file store keeps it in the same transaction as its row.
 *
 * Every change is one transaction with the product row locked (two staff choosing at once save one
 * after the other) and an audit entry `product.image`; the catalogue revision moves with it
 * (triggers on products and product_images), so every server's pages show the new main picture.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import { newStorageKey, type FileStores, type OpenedFile } from '../../server/file-store.js';
import { decodeUploadedImage, imageSource } from '../../server/uploaded-image.js';
import type { StaffMember } from '../account/staff-access.js';
import { recordStaffChange } from '../staff/audit-log.js';
import { productImages, products } from './catalogue.tables.js';
import { productDisplayName } from './labels.js';
import { PRODUCT_CONTENT_MESSAGES } from './product-content-rules.js';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  normaliseAlt,
  PRODUCT_IMAGE_MAX_SIDE,
  PRODUCT_IMAGE_MESSAGES as M,
  productImageAltProblem,
  productImageSizeProblem,
  productImageUrl,
  uploadedProductImageUrl,
} from './product-image-rules.js';
import type { MainImageBody, StaffProductImages, UploadProductImageBody } from './staff-product-images.schemas.js';

interface StaffContext {
  staff: StaffMember;
  requestId: string;
  now: Date;
}

/** Decodes, checks and re-encodes the picture; a 422 naming `image` when it is not one the shop takes. */
async function prepareImage(base64: string): Promise<{ content: Buffer; width: number; height: number }> {
  const content = await decodeUploadedImage(base64, { field: 'image', maxBytes: MAX_PRODUCT_IMAGE_BYTES, tooLarge: M.tooLarge, notImage: M.notImage });
  const source = () => imageSource(content);
  let width: number;
  let height: number;
  try {
    const meta = await source().metadata();
    // Sides as shown: orientations 5 to 8 turn the picture a quarter.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
  } catch {
    throw invalidField('image', M.notImage);
  }
  const sizeProblem = productImageSizeProblem(content.length, width, height);
  if (sizeProblem) throw invalidField('image', sizeProblem);
  try {
    const { data, info } = await source()
      .rotate()
      .resize(PRODUCT_IMAGE_MAX_SIDE, PRODUCT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { content: data, width: info.width, height: info.height };
  } catch {
    // A truncated or malformed image that sniffed right: the staff's words, not a 500.
    throw invalidField('image', M.notImage);
  }
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** The product row, locked for the transaction; 404 when there is none. */
async function lockProduct(tx: Database, id: number) {
  const [row] = await tx.select({ id: products.id, name: products.name, main_image_id: products.main_image_id }).from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound(PRODUCT_CONTENT_MESSAGES.noSuchProduct);
  return row;
}

async function imageOf(db: Database, productId: number, imageId: string) {
  return (await db.select().from(productImages).where(and(eq(productImages.id, imageId), eq(productImages.product_id, productId))))[0];
}

/** A product's uploaded pictures, newest first, and its main picture. */
export async function staffProductImages(db: Database, productId: number): Promise<StaffProductImages> {
  const [product] = await db.select({ prod_info_ref: products.prod_info_ref, main_image_id: products.main_image_id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_CONTENT_MESSAGES.noSuchProduct);
  const rows = await db.select().from(productImages).where(eq(productImages.product_id, productId)).orderBy(desc(productImages.created_at), desc(productImages.id));
  return {
    product_id: productId,
    main_image_url: productImageUrl(product),
    main_image_id: product.main_image_id,
    images: rows.map((r) => ({ id: r.id, url: uploadedProductImageUrl(r.id), width: r.width, height: r.height, alt: r.alt, created_at: r.created_at.toISOString(), created_by: r.created_by })),
  };
}

/** Stores a new picture of the product (not yet shown: "Use as main picture" does that). */
export async function uploadProductImage(db: Database, files: FileStores, ctx: StaffContext, productId: number, body: UploadProductImageBody): Promise<string> {
  const alt = normaliseAlt(body.alt);
  const altProblem = productImageAltProblem(alt);
  if (altProblem) throw invalidField('alt', altProblem);
  const image = await prepareImage(body.image_base64);
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const id = randomUUID();
    const key = newStorageKey(`product-images/${productId}`);
    await files.on(tx).put({ key, content: image.content, contentType: 'image/webp', sha256: sha256(image.content) });
    await tx.insert(productImages).values({ id, product_id: productId, file_key: key, width: image.width, height: image.height, alt, created_at: ctx.now, created_by: ctx.staff.email });
    const shown = productDisplayName(product);
    await recordStaffChange(tx, { by: ctx.staff, action: 'product.image', subject: { type: 'product', id: String(productId) }, summary: `${shown}: picture uploaded`, before: null, after: { image_id: id, alt }, requestId: ctx.requestId }, ctx.now);
    return `Uploaded: ${image.width} × ${image.height} px. Choose “Use as main picture” to show it.`;
  });
}

/** Shows the uploaded picture as the product's main one, or (null) the standard picture again. */
export async function setMainProductImage(db: Database, ctx: StaffContext, productId: number, body: MainImageBody): Promise<string> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const shown = productDisplayName(product);
    if (product.main_image_id === body.image_id) return `${shown}: nothing changed.`;
    const next = body.image_id === null ? null : await imageOf(tx, productId, body.image_id);
    if (next === undefined) throw new ShopError(404, 'not_found', M.noSuchImage);
    const current = product.main_image_id === null ? null : await imageOf(tx, productId, product.main_image_id);
    await tx.update(products).set({ main_image_id: body.image_id }).where(eq(products.id, productId));
    const state = (image: { id: string; alt: string } | null | undefined) => ({ image_id: image?.id ?? null, alt: image?.alt ?? null });
    const summary = next ? `${shown}: main picture changed` : `${shown}: back to the standard picture`;
    await recordStaffChange(tx, { by: ctx.staff, action: 'product.image', subject: { type: 'product', id: String(productId) }, summary, before: state(current), after: state(next), requestId: ctx.requestId }, ctx.now);
    return next ? `${shown} shows the new picture now.` : `${shown} shows the standard picture again.`;
  });
}

/** The stored WebP of an uploaded picture, opened to send, or undefined. */
export async function uploadedProductImage(db: Database, files: FileStores, imageId: string): Promise<OpenedFile | undefined> {
  const [row] = await db.select({ file_key: productImages.file_key }).from(productImages).where(eq(productImages.id, imageId));
  if (!row) return undefined;
  return files.on(db).open(row.file_key);
}
