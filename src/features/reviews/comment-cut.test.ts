import { describe, expect, it } from 'vitest';
import { COMMENT_CUT_LENGTH, cutComment } from './comment-cut.js';

describe('cutComment', () => {
  it('leaves comments under 260 characters whole, without a toggle', () => {
    const text = 'a'.repeat(259);
    expect(cutComment(text)).toEqual({ text, cut: false });
  });

  it('a comment of exactly 260 characters gets the toggle (See More at 260 or more)', () => {
    const text = 'b'.repeat(COMMENT_CUT_LENGTH);
    expect(cutComment(text)).toEqual({ text, cut: true });
  });

  it('cuts longer comments at 260 characters and marks the cut', () => {
    const text = `${'word '.repeat(60)}end`;
    const { text: shown, cut } = cutComment(text);
    expect(cut).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(Array.from(shown.slice(0, -1)).length).toBeLessThanOrEqual(260);
    expect(text.startsWith(shown.slice(0, -1))).toBe(true);
  });

  it('never splits an emoji', () => {
    const text = `${'x'.repeat(259)}😀${'y'.repeat(10)}`;
    expect(cutComment(text).text).toBe(`${'x'.repeat(259)}😀…`);
  });
});
