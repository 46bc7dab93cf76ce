/**
 * A local S3 for the API tests: s3rver in the test process, on a free port, keeping its objects in
 * a temporary folder (removed when it closes), with the shop's bucket. `stop()` and `start()` take
 * it away and bring it back on the same port (its objects are gone then: s3rver resets on close),
 * for the tests of an outage. `keys()` lists the bucket with the S3 client, as an operator would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { FileStoreSettings } from '../src/server/file-store-settings.js';
import type { S3Settings } from '../src/server/object-bucket.js';

export const TEST_BUCKET = 'shop-files';

export interface TestS3 {
  /** FILE_STORE=s3 on this server (AppOptions.fileStore). */
  fileStore: FileStoreSettings;
  s3: S3Settings;
  /** Every key in the bucket, listed with the S3 client. */
  keys(): Promise<string[]>;
  /** An object's bytes, read with the S3 client (undefined when it is not there). */
  object(key: string): Promise<Buffer | undefined>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'shop-s3-'));
  const serve = (port: number) => new S3rver({ address: '127.0.0.1', port, directory, silent: true, resetOnClose: true, configureBuckets: [{ name: TEST_BUCKET }] });
  let server = serve(0);
  const { port } = await server.run();
  let running = true;
  // s3rver accepts any key pair; the shop signs its requests with this one.
  const s3: S3Settings = { bucket: TEST_BUCKET, endpoint: `http://127.0.0.1:${port}`, region: 'ap-southeast-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  const client = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  return {
    fileStore: { store: 's3', s3, signedDownloads: false },
    s3,
    keys: async () => {
      const keys: string[] = [];
      for (let marker: string | undefined, more = true; more; ) {
        const page = await client.send(new ListObjectsCommand({ Bucket: TEST_BUCKET, ...(marker ? { Marker: marker } : {}) }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key ?? ''));
        marker = keys.at(-1);
        more = page.IsTruncated === true;
      }
      return keys;
    },
    object: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    stop: async () => {
      if (running) await server.close();
      running = false;
    },
    start: async () => {
      if (running) return;
      server = serve(port);
      await server.run();
      running = true;
    },
    close: async () => {
      client.destroy();
      if (running) await server.close();
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
