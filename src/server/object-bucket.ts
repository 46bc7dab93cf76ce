/**
 * The S3 bucket the shop keeps files in (FILE_STORE=s3; file-store.ts decides what goes there), on
 * AWS or anything that speaks S3 (MinIO, s3rver in the tests): put a file as it streams, read one
 * (or its tail, for a read that started in the database while the file moved), list, delete, and a
 * short-lived signed link. Every failure but "no such key" is `FileStorageUnavailable`: the shop
 * answers 503 "File storage is unavailable at the moment…", never a 500, and the cause is logged.
 */
import { createHash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition } from './content-disposition.js';
import { ShopError } from './errors.js';

export interface S3Settings {
  bucket: string;
  /** For MinIO, s3rver or another S3-compatible store; unset, AWS's endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  /** Both set, or neither (then the SDK's default chain: environment, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and s3rver. */
  forcePathStyle: boolean;
}

export const FILE_STORAGE_UNAVAILABLE_MESSAGE = 'File storage is unavailable at the moment. Please try again in a minute.';

/** The bucket could not be reached or refused the request: 503, nothing stored by the write that met it. */
export class FileStorageUnavailable extends ShopError {
  constructor(cause: unknown) {
    super(503, 'unavailable', FILE_STORAGE_UNAVAILABLE_MESSAGE);
    this.cause = cause;
  }
}

/** A file written to the bucket: what actually went in, counted and hashed on the way. */
export interface WrittenObject {
  sizeBytes: number;
  sha256: string;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
  sizeBytes: number;
}

/**
 * Multipart parts of 8 MB, two in flight: an upload holds at most ~16 MB of a file, whatever its
 * size (S3's smallest part is 5 MB). A file under one part goes up in one PutObject.
 */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

/**
 * Counts and hashes what passes through (the content's SHA-256 is known when the upload ends). Not
 * `size`: lib-storage takes a body's `size` for its length.
 */
class Measure extends Transform {
  readonly hash = createHash('sha256');
  bytesSeen = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.bytesSeen += chunk.length;
    done(null, chunk);
  }
}

/** "Not there": S3's NoSuchKey (GET) or a bare 404 (HEAD, some S3-compatible stores). */
const isMissing = (error: unknown): boolean => {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export class ObjectBucket {
  private readonly client: S3Client;

  constructor(
    readonly settings: S3Settings,
    /** Told of every failure before it becomes a 503 (the app logs it as a warning). */
    private readonly onUnavailable: (error: unknown, action: string) => void = () => undefined,
  ) {
    const config: S3ClientConfig = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: the SDK's default CRC32 trailers (aws-chunked bodies) are
      // not understood by every S3-compatible store, and the shop checks each file's SHA-256 itself.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A bucket that cannot be reached fails in seconds (a 503 to the shopper), not when the proxy gives up.
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 3000, socketTimeout: 60_000 },
    };
    if (settings.endpoint) config.endpoint = settings.endpoint;
    if (settings.accessKeyId && settings.secretAccessKey) config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
    this.client = new S3Client(config);
  }

  private unavailable(error: unknown, action: string): FileStorageUnavailable {
    if (error instanceof FileStorageUnavailable) return error;
    this.onUnavailable(error, action);
    return new FileStorageUnavailable(error);
  }

  /**
   * Writes `content` under `key` as it streams (multipart past one part), replacing any object
   * there. A stream that fails on its own side (the source) rejects with its own error; the
   * bucket's failures reject with FileStorageUnavailable.
   */
  async put(key: string, content: Buffer | Readable, contentType: string): Promise<WrittenObject> {
    const params = { Bucket: this.settings.bucket, Key: key, ContentType: contentType };
    if (Buffer.isBuffer(content)) {
      try {
        await new Upload({ client: this.client, params: { ...params, Body: content }, partSize: PART_BYTES, queueSize: PARTS_AT_ONCE }).done();
      } catch (error) {
        throw this.unavailable(error, `put ${key}`);
      }
      return { sizeBytes: content.length, sha256: createHash('sha256').update(content).digest('hex') };
    }
    const measure = new Measure();
    let uploadFailed = false;
    let sourceError: unknown;
    content.on('error', (error) => {
      if (!uploadFailed) sourceError ??= error;
    });
    const feeding = pipeline(content, measure).catch(() => undefined);
    try {
      await new Upload({ client: this.client, params: { ...params, Body: measure }, partSize: PART_BYTES, queueSize: PARTS_AT_ONCE }).done();
    } catch (error) {
      // Stop reading the source (nothing consumes it any more), then say whose failure it was.
      uploadFailed = true;
      measure.destroy();
      await feeding;
      if (sourceError) throw sourceError;
      throw this.unavailable(error, `put ${key}`);
    }
    await feeding;
    if (sourceError) throw sourceError;
    return { sizeBytes: measure.bytesSeen, sha256: measure.hash.digest('hex') };
  }

  /** The object's content from byte `from` on, as a stream; undefined when there is no such object. */
  async get(key: string, from = 0): Promise<Readable | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, ...(from > 0 ? { Range: `bytes=${from}-` } : {}) }));
      // On Node the body is the HTTP response itself: a Readable.
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw this.unavailable(error, `get ${key}`);
    }
  }

  /**
   * Every object, a page at a time, in key order. ListObjects (v1) with a marker: v2's continuation
   * tokens are not implemented alike everywhere (s3rver's need a cipher OpenSSL 3 dropped).
   */
  async *list(pageSize = 1000): AsyncGenerator<ListedObject[]> {
    let marker: string | undefined;
    for (;;) {
      let page;
      try {
        page = await this.client.send(new ListObjectsCommand({ Bucket: this.settings.bucket, MaxKeys: pageSize, ...(marker ? { Marker: marker } : {}) }));
      } catch (error) {
        throw this.unavailable(error, 'list');
      }
      const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ key: o.Key, lastModified: o.LastModified ?? new Date(0), sizeBytes: o.Size ?? 0 }] : []));
      if (objects.length > 0) yield objects;
      marker = objects.at(-1)?.key;
      if (!page.IsTruncated || !marker) return;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    } catch (error) {
      throw this.unavailable(error, `delete ${key}`);
    }
  }

  /** Deletes up to 1,000 objects in one request; answers how many went. */
  async deleteMany(keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0;
    let answer;
    try {
      answer = await this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
    } catch (error) {
      throw this.unavailable(error, 'delete objects');
    }
    const failed = answer.Errors ?? [];
    if (failed.length > 0) throw this.unavailable(new Error(`${failed.length} objects were not deleted: ${failed[0]?.Code ?? ''} ${failed[0]?.Message ?? ''}`), 'delete objects');
    return keys.length;
  }

  /** A link that downloads the object for `seconds`, as an attachment named `fileName`. */
  async signedDownload(key: string, fileName: string, contentType: string, seconds: number): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, ResponseContentDisposition: attachmentDisposition(fileName), ResponseContentType: contentType });
    try {
      return await getSignedUrl(this.client, command, { expiresIn: seconds });
    } catch (error) {
      throw this.unavailable(error, `sign ${key}`);
    }
  }

  close(): void {
    this.client.destroy();
  }
}
