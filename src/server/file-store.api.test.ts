/** The database FileStore: content back byte-identical, listings by prefix without content, writes with the transaction. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from './db/client.js';
import { DatabaseFileStore, newStorageKey } from './file-store.js';

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
