import { describe, expect, it } from 'vitest';
import { reusableArtwork } from './order-reorder.js';

const file = (seq: number, kind: 'artwork' | 'proof', line_position: number | null, name = `f${seq}.pdf`) => ({ seq, kind, line_position, name, file_key: `k${seq}`, content_type: 'application/pdf', size_bytes: 10 });

describe('reusableArtwork', () => {
  it('takes the line’s and the whole order’s artwork, not other lines’', () => {
    const files = [file(1, 'artwork', 0), file(2, 'artwork', 1), file(3, 'artwork', null)];
    expect(reusableArtwork(files, 0).map((f) => f.seq)).toEqual([1, 3]);
    expect(reusableArtwork(files, 1).map((f) => f.seq)).toEqual([2, 3]);
  });

  it('takes the artwork the last proof was made from: files sent after it are left out', () => {
    const files = [file(1, 'artwork', 0), file(2, 'proof', null), file(3, 'artwork', 0), file(4, 'proof', null), file(5, 'artwork', 0)];
    expect(reusableArtwork(files, 0).map((f) => f.seq)).toEqual([1, 3]);
  });

  it('keeps at most 4, the newest, in upload order', () => {
    const files = [6, 2, 5, 1, 4, 3].map((seq) => file(seq, 'artwork', 0));
    expect(reusableArtwork(files, 0).map((f) => f.seq)).toEqual([3, 4, 5, 6]);
  });

  it('reuses nothing when the line had no artwork', () => {
    expect(reusableArtwork([file(1, 'proof', null)], 0)).toEqual([]);
  });
});
