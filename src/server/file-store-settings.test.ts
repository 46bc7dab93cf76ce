/** FILE_STORE and the S3 bucket's settings, as the server reads them at start (loadConfig). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const withEnv = (env: Record<string, string>) => loadConfig({ ...env }).fileStore;
const S3 = { FILE_STORE: 's3', S3_BUCKET: 'shop-files' };

describe('FILE_STORE', () => {
  it('is the database by default, with no bucket', () => {
    expect(withEnv({})).toEqual({ store: 'database', s3: undefined, signedDownloads: false });
    expect(withEnv({ FILE_STORE: 'Database' }).store).toBe('database');
  });

  it('s3 needs S3_BUCKET; the region is Singapore, credentials the SDK’s chain, paths virtual-hosted, unless set', () => {
    expect(withEnv(S3)).toEqual({
      store: 's3',
      s3: { bucket: 'shop-files', endpoint: undefined, region: 'ap-southeast-1', accessKeyId: undefined, secretAccessKey: undefined, forcePathStyle: false },
      signedDownloads: false,
    });
  });

  it('takes an endpoint, region, keys and path style for MinIO or another S3-compatible store', () => {
    const settings = withEnv({ ...S3, S3_ENDPOINT: 'http://minio:9000/', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'shop', S3_SECRET_ACCESS_KEY: 'secret-key', S3_FORCE_PATH_STYLE: 'true', S3_SIGNED_DOWNLOADS: 'true' });
    expect(settings).toEqual({
      store: 's3',
      s3: { bucket: 'shop-files', endpoint: 'http://minio:9000', region: 'us-east-1', accessKeyId: 'shop', secretAccessKey: 'secret-key', forcePathStyle: true },
      signedDownloads: true,
    });
  });

  it('with the database, a bucket set is kept to read the files still there', () => {
    expect(withEnv({ S3_BUCKET: 'shop-files' })).toMatchObject({ store: 'database', s3: { bucket: 'shop-files' } });
  });

  it('refuses a bad or missing value with a message naming the setting', () => {
    expect(() => withEnv({ FILE_STORE: 'disk' })).toThrow('FILE_STORE must be database or s3, got "disk"');
    expect(() => withEnv({ FILE_STORE: 's3' })).toThrow(/^S3_BUCKET must be set with FILE_STORE=s3/);
    expect(() => withEnv({ ...S3, S3_BUCKET: 'Shop_Files' })).toThrow(/^S3_BUCKET must be a bucket name/);
    expect(() => withEnv({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) URL such as http://minio:9000, got "minio:9000"');
    expect(() => withEnv({ ...S3, S3_REGION: 'Singapore 1' })).toThrow(/^S3_REGION must be a region name/);
    expect(() => withEnv({ ...S3, S3_ACCESS_KEY_ID: 'shop' })).toThrow(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
    expect(() => withEnv({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be true or false, got "yes"');
    expect(() => withEnv({ ...S3, S3_SIGNED_DOWNLOADS: '1' })).toThrow('S3_SIGNED_DOWNLOADS must be true or false, got "1"');
  });
});
