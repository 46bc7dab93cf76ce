/**
 * Where an uploaded file waits while it is checked: a temporary file on the server's disk, never
 * the whole file in memory (issue 20). A multipart file part is piped to disk as it arrives
 * (busboy's backpressure holds the socket when the disk is slower), counted and hashed on the way;
 * only its first bytes (`head`, 1 MB: what the sniffing and image headers read) stay in memory.
 * The checks then read it from the disk (sharp by path, file-type by path), and the file store
 * writes it from a read stream. PDF.js is the one exception: it parses a PDF from its bytes, so a
 * PDF's preflight reads it whole for as long as that takes (`read()`).
 *
 * A spool lives for one request: the route disposes of it once the answer is decided
 * (`withUploadSpool`), after the file has been stored or refused. It is not shared state between
 * servers (the stored file is, in the database or the bucket); a server killed mid-upload leaves
 * a folder that the next start of any server on this machine removes once it is an hour old
 * (`sweepStaleUploadSpools`). The folder is under the OS temporary folder (`TMPDIR`), in
 * `shop-uploads/`.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { looksLikeSvg, sniffedMatches, type ContentExtension } from '../shared/file-content.js';

/** How many of a file's first bytes are kept in memory: the image header reader's window (image-header.ts), which covers the sniffers' too. */
export const SPOOL_HEAD_BYTES = 1024 * 1024;

/** A spool folder this old belongs to no request still running (the slowest upload allowed is far shorter). */
const STALE_SPOOL_MS = 60 * 60 * 1000;

/** An uploaded file on the server's disk, as the checks and the file store read it. */
export interface SpooledFile {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
  /** The first bytes (up to SPOOL_HEAD_BYTES). */
  readonly head: Buffer;
  /** The whole content in memory: only for a check that cannot read from disk (PDF.js). */
  read(): Promise<Buffer>;
  /** A fresh stream of the content, for each write (a retried transaction writes again). */
  stream(): Readable;
}

/**
 * Whether a spooled file is what its name's extension says, read from the disk: file-type opens it
 * by its path (up to the first 10 MB of a PDF, looking for Illustrator's marks), an SVG is judged
 * by its first bytes. The rule is contentMatchesExtension's (src/shared/file-content.ts), for bytes in memory.
 */
export async function spooledContentMatches(extension: ContentExtension, file: Pick<SpooledFile, 'path' | 'head'>): Promise<boolean> {
  if (extension === 'svg') return looksLikeSvg(file.head);
  return sniffedMatches(extension, await fileTypeFromFile(file.path));
}

export interface SpoolResult {
  /** Undefined when the part was over `budget` (its bytes were counted, not kept). */
  file: SpooledFile | undefined;
  /** Bytes that arrived. */
  size: number;
  /** Busboy cut it off at the route's file size limit. */
  truncated: boolean;
  overBudget: boolean;
}

export const uploadSpoolRoot = (): string => join(tmpdir(), 'shop-uploads');

/** The temporary files of one request. */
export class UploadSpool {
  private folder: string | undefined;
  private count = 0;

  private async ensureFolder(): Promise<string> {
    if (this.folder === undefined) {
      await mkdir(uploadSpoolRoot(), { recursive: true });
      this.folder = await mkdtemp(join(uploadSpoolRoot(), `${process.pid}-`));
    }
    return this.folder;
  }

  /**
   * One file part to disk, hashed and counted as it passes. Past `budget` bytes the rest is read
   * and counted but not written (the request will be refused), so the disk holds at most the budget.
   */
  async spool(part: Readable & { truncated?: boolean }, budget: number): Promise<SpoolResult> {
    const path = join(await this.ensureFolder(), String(++this.count));
    const hash = createHash('sha256');
    const headChunks: Buffer[] = [];
    let headBytes = 0;
    let size = 0;
    let overBudget = false;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (overBudget || size > budget) {
          overBudget = true;
          done();
          return;
        }
        hash.update(chunk);
        if (headBytes < SPOOL_HEAD_BYTES) {
          const kept = chunk.subarray(0, SPOOL_HEAD_BYTES - headBytes);
          headChunks.push(Buffer.from(kept));
          headBytes += kept.length;
        }
        done(null, chunk);
      },
    });
    await pipeline(part, meter, createWriteStream(path));
    const truncated = part.truncated === true;
    if (overBudget || truncated) {
      await rm(path, { force: true });
      return { file: undefined, size, truncated, overBudget };
    }
    const head = Buffer.concat(headChunks, headBytes);
    const sha256 = hash.digest('hex');
    return {
      file: { path, size, sha256, head, read: () => readFile(path), stream: () => createReadStream(path) },
      size,
      truncated,
      overBudget,
    };
  }

  /** Removes the request's files (safe to call twice, and when nothing was spooled). */
  async dispose(): Promise<void> {
    const folder = this.folder;
    this.folder = undefined;
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  }
}

/** Runs `work` with a spool, and removes its files afterwards, whatever the outcome. */
export async function withUploadSpool<T>(work: (spool: UploadSpool) => Promise<T>): Promise<T> {
  const spool = new UploadSpool();
  try {
    return await work(spool);
  } finally {
    await spool.dispose();
  }
}

/** Removes the spool folders left by a server that stopped mid-upload (an hour old or more). Returns how many. */
export async function sweepStaleUploadSpools(now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadSpoolRoot());
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const folder = join(uploadSpoolRoot(), name);
    try {
      if (now - (await stat(folder)).mtimeMs < STALE_SPOOL_MS) continue;
      await rm(folder, { recursive: true, force: true });
      removed++;
    } catch {
      // Removed meanwhile by another server on this machine.
    }
  }
  return removed;
}
