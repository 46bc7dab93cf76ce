/**
 * What a text field with a character limit says as the limit nears (issue 17): nothing until 90 %
 * of the limit, then "1,950 of 2,000 characters", and at the limit that nothing more can be typed.
 * A paste the field had to cut (the browser's maxLength drops the rest silently) says so. Pure:
 * CharacterCount.tsx shows these under the field.
 */

/** The share of the limit from which the count shows. */
export const CHARACTER_COUNT_FROM = 0.9;

const count = (n: number): string => n.toLocaleString('en-SG');

/** The count under a field holding `length` of `max` characters; null while far from the limit. */
export function characterCountText(length: number, max: number): string | null {
  if (max <= 0 || length < Math.ceil(max * CHARACTER_COUNT_FROM)) return null;
  if (length >= max) return `${count(max)} of ${count(max)} characters. That is the limit: nothing more can be typed.`;
  return `${count(length)} of ${count(max)} characters`;
}

/** Said when a paste was cut at the limit. */
export const pasteCutText = (max: number): string => `Only the first ${count(max)} characters were kept.`;

/**
 * Whether pasting `pasted` into a field holding `current`, over a selection of `selected`
 * characters, goes past `max` (so the browser keeps only the start). A one-line input drops line
 * breaks from a paste, a text area keeps each as one character.
 */
export function pasteIsCut(input: { current: number; selected: number; pasted: string; max: number; multiline: boolean }): boolean {
  const pasted = input.multiline ? input.pasted.replace(/\r\n?/g, '\n') : input.pasted.replace(/[\r\n]/g, '');
  return input.current - input.selected + pasted.length > input.max;
}
