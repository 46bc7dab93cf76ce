/** The database FileStore: content back byte-identical, listings by prefix without content, writes with the transaction. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from './db/client.js';
import { eq, sql } from 'drizzle-orm';
import { storedFileChunks } from './db/server.tables.js';
import { DatabaseFileStore, newStorageKey, STORED_FILE_CHUNK_BYTES } from './file-store.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const file = (bytes: Buffer, prefix = 'tests/a') => ({ key: newStorageKey(prefix), content: bytes, contentType: 'application/octet-stream', sha256: createHash('sha256').update(bytes).digest('hex') });

it('puts, gets back every byte (all 256 values) and lists by prefix, in key order, without content', async () => {
  const store = new DatabaseFileStore(database.db);
  const bytes = Buffer.from(Array.from({ length: 256 * 40 }, (_, i) => i % 256));
  const one = file(bytes);
  const two = file(Buffer.from('%PDF-1.4'));
  const other = file(Buffer.from('x'), 'tests/b_%');
  for (const f of [one, two, other]) await store.put(f);
  const back = await store.get(one.key);
  expect(back && Buffer.compare(back.content, bytes)).toBe(0);
  expect(back).toMatchObject({ key: one.key, sizeBytes: bytes.length, sha256: one.sha256, contentType: 'application/octet-stream' });
  expect((await store.list('tests/a/')).map((f) => f.key)).toEqual([one.key, two.key].sort());
  expect((await store.list('tests/b_%/')).map((f) => f.key)).toEqual([other.key]);
  expect(await store.list('tests/b_x')).toEqual([]);
  expect(await store.get('tests/none')).toBeUndefined();
});

it('a file put in a transaction that rolls back is not stored', async () => {
  const f = file(Buffer.from('rolled back'));
  await expect(
    database.db.transaction(async (tx) => {
      await new DatabaseFileStore(tx).put(f);
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  expect(await new DatabaseFileStore(database.db).get(f.key)).toBeUndefined();
});

it('a large file put in a transaction is seen by that transaction, stored when it commits, and comes back byte for byte', async () => {
  // Random bytes do not compress: the size of the artwork the shop stores (PGlite takes it as a blob).
  const bytes = Buffer.alloc(6 * 1024 * 1024);
  for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32LE((Math.imul(i + 1, 2654435761) ^ (i >>> 7)) >>> 0, i);
  const f = file(bytes, 'tests/large');
  const inside = await database.db.transaction(async (tx) => {
    const info = await new DatabaseFileStore(tx).put(f);
    expect(info).toMatchObject({ key: f.key, sizeBytes: bytes.length, sha256: f.sha256 });
    return (await new DatabaseFileStore(tx).get(f.key))?.sha256;
  });
  expect(inside).toBe(f.sha256);
  const pieces = await database.db.select({ n: storedFileChunks.n, size: sql<number>`length(${storedFileChunks.content})` }).from(storedFileChunks).where(eq(storedFileChunks.key, f.key)).orderBy(storedFileChunks.n);
  expect(pieces).toEqual(Array.from({ length: 6 }, (_, n) => ({ n, size: STORED_FILE_CHUNK_BYTES })));
  const back = await new DatabaseFileStore(database.db).get(f.key);
  expect(back && createHash('sha256').update(back.content).digest('hex')).toBe(f.sha256);
  expect(back?.createdAt).toBeInstanceOf(Date);
});

it('a key is stored once: a second put under it is refused', async () => {
  const f = file(Buffer.from('first'));
  await new DatabaseFileStore(database.db).put(f);
  await expect(new DatabaseFileStore(database.db).put({ ...f, content: Buffer.from('second') })).rejects.toThrow();
  expect((await new DatabaseFileStore(database.db).get(f.key))?.content.toString()).toBe('first');
});

it('reads a file stored before the content was kept in pieces (one piece of any size), and an empty file', async () => {
  const empty = file(Buffer.alloc(0));
  await new DatabaseFileStore(database.db).put(empty);
  expect((await new DatabaseFileStore(database.db).get(empty.key))?.content.length).toBe(0);
  // As migration 0019 moved them: the whole content as piece 0, however large.
  const old = file(Buffer.alloc(STORED_FILE_CHUNK_BYTES * 2 + 5, 7));
  await database.db.transaction(async (tx) => {
    await new DatabaseFileStore(tx).put({ ...old, content: Buffer.alloc(0) });
    await tx.update(storedFileChunks).set({ content: old.content }).where(eq(storedFileChunks.key, old.key));
  });
  expect((await new DatabaseFileStore(database.db).get(old.key))?.content.equals(old.content)).toBe(true);
});
