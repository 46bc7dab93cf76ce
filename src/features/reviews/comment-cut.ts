/** Long review comments are cut at 260 characters, with See More at 260 or more (configurator.md §9). */
export const COMMENT_CUT_LENGTH = 260;

export interface CutComment {
  /** The text to show while collapsed. */
  text: string;
  /** Whether the comment gets a See More / See Less toggle. */
  cut: boolean;
}

/** Counts characters, not UTF-16 units, so an emoji is never split in half. */
export function cutComment(comment: string, limit = COMMENT_CUT_LENGTH): CutComment {
  const chars = Array.from(comment);
  if (chars.length < limit) return { text: comment, cut: false };
  const head = chars.slice(0, limit).join('').trimEnd();
  return { text: head.length < comment.length ? `${head}…` : head, cut: true };
}
