/**
 * Where the shop keeps files (FILE_STORE) and its S3 bucket (S3_*), read by config.ts and by
 * `npm run files:move`. A bad or missing value stops the start with a message naming the setting.
 */
import type { StoredFileLocation } from './db/server.tables.js';
import type { S3Settings } from './object-bucket.js';

export interface FileStoreSettings {
  /** Where new files go (FILE_STORE): the database (default) or the S3 bucket. */
  store: StoredFileLocation;
  /**
   * The bucket: required with FILE_STORE=s3. With FILE_STORE=database it is optional: set, files
   * still in the bucket are read there (and `npm run files:move -- --to database` can bring them back).
   */
  s3: S3Settings | undefined;
  /** Staff print-file downloads go straight to the bucket by a link signed for 5 minutes (S3_SIGNED_DOWNLOADS). */
  signedDownloads: boolean;
}

export const DEFAULT_FILE_STORE_SETTINGS: FileStoreSettings = { store: 'database', s3: undefined, signedDownloads: false };

/** The region when S3_REGION is unset: Singapore, where the shop is. */
const DEFAULT_S3_REGION = 'ap-southeast-1';

function booleanSetting(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name]?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

export function fileStoreSettings(env: NodeJS.ProcessEnv): FileStoreSettings {
  const store = env.FILE_STORE?.trim().toLowerCase() || 'database';
  if (store !== 'database' && store !== 's3') throw new Error(`FILE_STORE must be database or s3, got "${env.FILE_STORE}"`);
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (bucket === '') {
    if (store === 's3') throw new Error('S3_BUCKET must be set with FILE_STORE=s3: the name of the bucket the shop keeps its files in');
    return { store, s3: undefined, signedDownloads: false };
  }
  // S3's rule for bucket names (MinIO's too).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, got "${env.S3_BUCKET}"`);

  const rawEndpoint = env.S3_ENDPOINT?.trim() ?? '';
  let endpoint: string | undefined;
  if (rawEndpoint !== '') {
    let url: URL | undefined;
    try {
      url = new URL(rawEndpoint);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
      throw new Error(`S3_ENDPOINT must be an http(s) URL such as http://minio:9000, got "${env.S3_ENDPOINT}"`);
    }
    endpoint = rawEndpoint.replace(/\/+$/, '');
  }

  const region = env.S3_REGION?.trim() || DEFAULT_S3_REGION;
  if (!/^[a-z0-9-]{2,32}$/.test(region)) throw new Error(`S3_REGION must be a region name such as ap-southeast-1, got "${env.S3_REGION}"`);

  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK’s default credentials: environment, profile or instance role)');
  }

  return {
    store,
    s3: { bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle: booleanSetting(env, 'S3_FORCE_PATH_STYLE') },
    signedDownloads: booleanSetting(env, 'S3_SIGNED_DOWNLOADS'),
  };
}
