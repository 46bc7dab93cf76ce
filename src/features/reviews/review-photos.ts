/**
 * A review's photos: checked for what they really are (their first bytes, file-type — a name or a
 * content type the browser sends proves nothing), then re-encoded with sharp, which keeps none of
 * the original's metadata: the EXIF block (a phone photo's GPS position, camera serial) is gone,
 * the orientation applied to the pixels. Kept at most PHOTO_MAX_SIDE px as JPEG, with a square
 * THUMB_SIDE px thumbnail, both in the file store (its row in the review's transaction).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/client.js';
import { invalidField } from '../../server/errors.js';
import { decodeUploadedImage, imageSource } from '../../server/uploaded-image.js';
import { newStorageKey, type FileStore } from '../../server/file-store.js';
import { MAX_PHOTO_BYTES, PHOTO_MAX_SIDE, REVIEW_MESSAGES, THUMB_SIDE } from './review-rules.js';
import { reviewPhotos } from './reviews.tables.js';


export interface PreparedPhoto {
  photo: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** Decodes, checks and re-encodes one photo; a 422 naming `photos` when it is not one. */
export async function preparePhoto(base64: string): Promise<PreparedPhoto> {
  const content = await decodeUploadedImage(base64, { field: 'photos', maxBytes: MAX_PHOTO_BYTES, tooLarge: REVIEW_MESSAGES.photoTooLarge, notImage: REVIEW_MESSAGES.photoNotImage });
  try {
    const source = () => imageSource(content).rotate();
    const { data: photo, info } = await source()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await source().resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
    return { photo, thumb, width: info.width, height: info.height };
  } catch {
    // A truncated or malformed image that sniffed right: the shopper's words, not a 500.
    throw invalidField('photos', REVIEW_MESSAGES.photoNotImage);
  }
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Stores the prepared photos of a review (in `tx`, the files through `files`, a store on `tx`); answers their ids in order. */
export async function storeReviewPhotos(tx: Database, files: FileStore, reviewId: number, photos: readonly PreparedPhoto[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [position, prepared] of photos.entries()) {
    const id = randomUUID();
    const fileKey = newStorageKey(`reviews/${reviewId}`);
    const thumbKey = `${fileKey}-thumb`;
    await files.put({ key: fileKey, content: prepared.photo, contentType: 'image/jpeg', sha256: sha256(prepared.photo) });
    await files.put({ key: thumbKey, content: prepared.thumb, contentType: 'image/jpeg', sha256: sha256(prepared.thumb) });
    await tx.insert(reviewPhotos).values({ id, review_id: reviewId, position, file_key: fileKey, thumb_key: thumbKey, width: prepared.width, height: prepared.height });
    ids.push(id);
  }
  return ids;
}
