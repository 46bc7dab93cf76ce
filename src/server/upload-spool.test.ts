import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { SPOOL_HEAD_BYTES, sweepStaleUploadSpools, uploadSpoolRoot, UploadSpool, withUploadSpool } from './upload-spool.js';

/** A part as busboy gives it: chunks of 64 KB, and `truncated` when it cut the file at its limit. */
function part(content: Buffer, truncated = false): Readable & { truncated?: boolean } {
  const chunks: Buffer[] = [];
  for (let at = 0; at < content.length; at += 64 * 1024) chunks.push(content.subarray(at, at + 64 * 1024));
  const stream: Readable & { truncated?: boolean } = Readable.from(chunks);
  stream.once('end', () => {
    stream.truncated = truncated;
  });
  return stream;
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('an upload spooled to disk', () => {
  it('is counted and hashed on the way, keeps only its first 1 MB in memory, and reads back whole', async () => {
    const content = randomBytes(3 * 1024 * 1024 + 17);
    await withUploadSpool(async (spool) => {
      const result = await spool.spool(part(content), Number.POSITIVE_INFINITY);
      expect(result).toMatchObject({ size: content.length, truncated: false, overBudget: false });
      const file = result.file!;
      expect(file.sha256).toBe(sha256(content));
      expect(file.head.length).toBe(SPOOL_HEAD_BYTES);
      expect(file.head.equals(content.subarray(0, SPOOL_HEAD_BYTES))).toBe(true);
      expect((await file.read()).equals(content)).toBe(true);
      // Each write gets its own stream (a retried transaction writes again).
      expect((await buffer(file.stream())).equals(content)).toBe(true);
      expect((await buffer(file.stream())).equals(content)).toBe(true);
    });
  });

  it('keeps nothing of a file over the budget or cut off at the limit, but reads it to its end', async () => {
    const spool = new UploadSpool();
    try {
      const big = randomBytes(200 * 1024);
      const stream = part(big);
      const over = await spool.spool(stream, 100 * 1024);
      expect(over).toMatchObject({ file: undefined, size: big.length, overBudget: true });
      expect(stream.readableEnded).toBe(true);
      const cut = await spool.spool(part(randomBytes(1000), true), Number.POSITIVE_INFINITY);
      expect(cut).toMatchObject({ file: undefined, truncated: true });
      const small = await spool.spool(part(Buffer.from('%PDF-1.7')), Number.POSITIVE_INFINITY);
      expect(small.file?.head.toString()).toBe('%PDF-1.7');
      // Only the file that was kept is on disk.
      const folder = join(small.file!.path, '..');
      expect(await readdir(folder)).toEqual(['3']);
    } finally {
      await spool.dispose();
    }
  });

  it('is removed with its request, whatever the outcome', async () => {
    let path = '';
    await expect(
      withUploadSpool(async (spool) => {
        path = (await spool.spool(part(Buffer.from('artwork')), Number.POSITIVE_INFINITY)).file!.path;
        expect(existsSync(path)).toBe(true);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(existsSync(path)).toBe(false);
    expect(existsSync(join(path, '..'))).toBe(false);
  });

  it('left behind by a server that stopped, is swept once an hour old, not before', async () => {
    await mkdir(uploadSpoolRoot(), { recursive: true });
    const stale = join(uploadSpoolRoot(), `stale-test-${process.pid}`);
    const fresh = join(uploadSpoolRoot(), `fresh-test-${process.pid}`);
    await mkdir(stale, { recursive: true });
    await mkdir(fresh, { recursive: true });
    const twoHoursAgo = new Date(new Date().getTime() - 2 * 60 * 60 * 1000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    expect(await sweepStaleUploadSpools()).toBeGreaterThanOrEqual(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    await rm(fresh, { recursive: true });
  });
});
