/**
 * Backups of the whole shop: the database and the files kept in the S3 bucket, taken at one
 * moment, and their restore into a new database (and bucket) with every file checked.
 *
 * A backup is a folder:
 *   manifest.json      when, which engine, the database file's SHA-256, row counts, every object
 *   database.dump      PostgreSQL: pg_dump's custom format (restored with pg_restore)
 *   pglite-data.tar.gz the embedded database: PGlite's data folder (the shop stopped)
 *   objects/<key>      each file whose content is in the bucket (stored_files.location = 's3')
 *
 * One moment for both: on PostgreSQL the list of objects is read in a transaction whose snapshot
 * pg_dump then dumps (`pg_export_snapshot`, `pg_dump --snapshot`), so the objects copied are
 * exactly those the dumped rows refer to. Objects are written before the row that refers to them
 * commits and removed only when no row refers to them (stored-files-sweep.ts), so each is there.
 * Files kept in the database (the default store) are in the dump itself.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { DatabaseHandle } from './db/client.js';
import type { ObjectBucket } from './object-bucket.js';

/** The rows a restore must find again, counted at the backup's moment. */
const COUNTED_TABLES = ['orders', 'order_lines', 'order_events', 'order_files', 'members', 'quote_requests', 'quote_request_files', 'reviews', 'stored_files', 'audit_log', 'email_outbox'] as const;

export interface BackupObject {
  key: string;
  size_bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: 1;
  made_at: string;
  engine: 'postgres' | 'pglite';
  database_file: 'database.dump' | 'pglite-data.tar.gz';
  database_sha256: string;
  migrations: number;
  counts: Record<string, number>;
  objects: BackupObject[];
}

export interface RestoreReport {
  counts: Record<string, number>;
  objects: number;
}

/** What a backup or restore runs on: a PostgreSQL URL, or the embedded database's handle. */
export type BackupSource = { engine: 'postgres'; databaseUrl: string } | { engine: 'pglite'; handle: DatabaseHandle };

const sha256Of = async (file: string): Promise<string> => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
};

/** Runs pg_dump / pg_restore; a failure carries what the tool said. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString('utf8')));
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} failed (exit ${code}): ${said.trim().slice(0, 500)}`))));
  });
}

/** A key as a path under objects/, never outside it (keys are the server's, but a backup folder is a file system). */
function objectPath(folder: string, key: string): string {
  const root = resolve(folder, 'objects');
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new Error(`stored file key ${JSON.stringify(key)} is not a plain path`);
  return path;
}

async function countRows(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<{ counts: Record<string, number>; migrations: number }> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) counts[table] = Number((await query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0);
  const migrations = Number((await query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0]?.n ?? 0);
  return { counts, migrations };
}

async function copyObjects(folder: string, keys: string[], bucket: ObjectBucket | null): Promise<BackupObject[]> {
  if (keys.length > 0 && !bucket) throw new Error(`${keys.length} files are kept in the S3 bucket, but no bucket is configured (S3_BUCKET, S3_ENDPOINT, …): set the shop's S3 settings to back them up`);
  const objects: BackupObject[] = [];
  for (const key of keys) {
    const content = await bucket!.get(key);
    if (!content) throw new Error(`stored file ${key} is listed in the database but missing from the bucket`);
    const path = objectPath(folder, key);
    mkdirSync(dirname(path), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    content.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    await pipeline(content, createWriteStream(path));
    objects.push({ key, size_bytes: size, sha256: hash.digest('hex') });
  }
  return objects;
}

/** Backs the shop up into `folder` (created; it must be empty). */
export async function backupShop(source: BackupSource, bucket: ObjectBucket | null, folder: string): Promise<BackupManifest> {
  mkdirSync(folder, { recursive: true });
  if (readdirSync(folder).length > 0) throw new Error(`${folder} is not empty: give a new folder for each backup`);
  const madeAt = new Date().toISOString();

  if (source.engine === 'postgres') {
    const client = new pg.Client({ connectionString: source.databaseUrl });
    await client.connect();
    try {
      // The snapshot stays usable for pg_dump while this transaction is open.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const snapshot = String((await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]?.id);
      const keys = (await client.query<{ key: string }>(`SELECT key FROM stored_files WHERE location = 's3' ORDER BY key`)).rows.map((r) => r.key);
      const { counts, migrations } = await countRows((text) => client.query(text));
      const databaseFile = join(folder, 'database.dump');
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${databaseFile}`, `--dbname=${source.databaseUrl}`]);
      const objects = await copyObjects(folder, keys, bucket);
      await client.query('COMMIT');
      const manifest: BackupManifest = { format: 1, made_at: madeAt, engine: 'postgres', database_file: 'database.dump', database_sha256: await sha256Of(databaseFile), migrations, counts, objects };
      writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2));
      return manifest;
    } finally {
      await client.end();
    }
  }

  const { handle } = source;
  if (!handle.dumpDataDir) throw new Error('this database handle cannot dump its data folder');
  // PGlite has one connection: nothing else writes while this runs (the CLI refuses a folder a running shop holds).
  const keys = (await handle.executeSql(`SELECT key FROM stored_files WHERE location = 's3' ORDER BY key`, [])).rows.map((r) => String(r.key));
  const { counts, migrations } = await countRows((text) => handle.executeSql(text, []));
  const databaseFile = join(folder, 'pglite-data.tar.gz');
  writeFileSync(databaseFile, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
  const objects = await copyObjects(folder, keys, bucket);
  const manifest: BackupManifest = { format: 1, made_at: madeAt, engine: 'pglite', database_file: 'pglite-data.tar.gz', database_sha256: await sha256Of(databaseFile), migrations, counts, objects };
  writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

export function readManifest(folder: string): BackupManifest {
  const file = join(folder, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${folder} holds no backup (manifest.json is missing)`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${file}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}

/**
 * Restores a PostgreSQL backup into `databaseUrl`, an empty database (refused otherwise), and its
 * objects into `bucket`; then checks every count and every object against the manifest. The
 * database file's checksum is checked first: a damaged backup restores nothing.
 */
export async function restoreShop(folder: string, target: { databaseUrl: string } | { restoreDataDir: (archive: Blob) => Promise<DatabaseHandle> }, bucket: ObjectBucket | null): Promise<RestoreReport> {
  const manifest = readManifest(folder);
  const databaseFile = join(folder, manifest.database_file);
  if ((await sha256Of(databaseFile)) !== manifest.database_sha256) throw new Error(`${databaseFile} does not match its checksum in manifest.json: the backup is damaged`);
  if (manifest.objects.length > 0 && !bucket) throw new Error(`the backup holds ${manifest.objects.length} files for the S3 bucket, but no bucket is configured (S3_BUCKET, …)`);

  let counted: { counts: Record<string, number>; migrations: number };
  /** The files the restored rows keep in the bucket, with their content type. */
  let inBucket: Map<string, string>;
  const bucketFiles = `SELECT key, content_type FROM stored_files WHERE location = 's3'`;
  const toMap = (rows: Record<string, unknown>[]) => new Map(rows.map((r) => [String(r.key), String(r.content_type)]));
  if ('databaseUrl' in target) {
    if (manifest.engine !== 'postgres') throw new Error('this is a backup of the embedded database: restore it into DATA_DIR');
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const tables = Number((await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`)).rows[0]?.n);
      if (tables > 0) throw new Error('the target database is not empty: restore into a new database (CREATE DATABASE …)');
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.databaseUrl}`, databaseFile]);
      counted = await countRows((text) => client.query(text));
      inBucket = toMap((await client.query(bucketFiles)).rows);
    } finally {
      await client.end();
    }
  } else {
    if (manifest.engine !== 'pglite') throw new Error('this is a backup of a PostgreSQL database: restore it with DATABASE_URL');
    const handle = await target.restoreDataDir(new Blob([readFileSync(databaseFile)]));
    try {
      counted = await countRows((text) => handle.executeSql(text, []));
      inBucket = toMap((await handle.executeSql(bucketFiles, [])).rows);
    } finally {
      await handle.close();
    }
  }

  for (const object of manifest.objects) {
    const written = await bucket!.put(object.key, createReadStream(objectPath(folder, object.key)), inBucket.get(object.key) ?? 'application/octet-stream');
    if (written.sha256 !== object.sha256 || written.sizeBytes !== object.size_bytes) throw new Error(`stored file ${object.key} did not restore intact`);
  }
  const backedUp = new Set(manifest.objects.map((o) => o.key));
  const missing = [...inBucket.keys()].filter((key) => !backedUp.has(key));
  if (missing.length > 0) throw new Error(`${missing.length} files the database refers to are not in the backup (first: ${missing[0]})`);
  for (const table of COUNTED_TABLES) {
    if (counted.counts[table] !== manifest.counts[table]) throw new Error(`${table}: ${counted.counts[table]} rows restored, ${manifest.counts[table]} backed up`);
  }
  return { counts: counted.counts, objects: manifest.objects.length };
}
