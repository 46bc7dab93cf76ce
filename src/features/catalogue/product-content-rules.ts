/**
 * The rules of a product's content as desk staff change it (issue 19): the name and description the
 * product pages, the featured items and the search engines' description show. Checked like the
 * seeded catalogue: plain text within the lengths the pages are laid out for. Pure: shared by the
 * API and the desk's Product content section.
 */
export const PRODUCT_NAME_LIMITS = { min: 2, max: 40 } as const;
export const PRODUCT_DESCRIPTION_LIMITS = { min: 40, max: 400 } as const;

export const PRODUCT_CONTENT_MESSAGES = {
  nameLength: `Give the product a name of ${PRODUCT_NAME_LIMITS.min} to ${PRODUCT_NAME_LIMITS.max} characters, e.g. Standard Vinyl (pages add “Stickers”).`,
  descriptionLength: `Write a description of ${PRODUCT_DESCRIPTION_LIMITS.min} to ${PRODUCT_DESCRIPTION_LIMITS.max} characters: what it is and what it is good for.`,
  plainText: (label: string) => `${label} must be plain text: please remove the < > characters.`,
  oneLine: 'The name must be on one line.',
  noSuchProduct: 'There is no such product.',
} as const;

/** Trimmed, inner runs of spaces made one (the description keeps no line breaks either: pages show it as one paragraph). */
export const normaliseContent = (text: string): string => text.replace(/\r\n?/g, '\n').trim().replace(/[ \t]+/g, ' ');

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Why the name can't be saved (already normalised), or null. */
export function productNameProblem(name: string): string | null {
  if (name.length < PRODUCT_NAME_LIMITS.min || name.length > PRODUCT_NAME_LIMITS.max) return PRODUCT_CONTENT_MESSAGES.nameLength;
  if (/[\r\n]/.test(name)) return PRODUCT_CONTENT_MESSAGES.oneLine;
  if (/[<>]/.test(name) || CONTROL.test(name)) return PRODUCT_CONTENT_MESSAGES.plainText('The name');
  return null;
}

/** Why the description can't be saved (already normalised), or null. */
export function productDescriptionProblem(description: string): string | null {
  if (description.length < PRODUCT_DESCRIPTION_LIMITS.min || description.length > PRODUCT_DESCRIPTION_LIMITS.max) return PRODUCT_CONTENT_MESSAGES.descriptionLength;
  if (/[<>]/.test(description) || CONTROL.test(description)) return PRODUCT_CONTENT_MESSAGES.plainText('The description');
  return null;
}
