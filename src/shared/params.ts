/** Query and path parameter parsers shared by every contract, with messages a person can act on. */
import { z } from 'zod';

const MAX_INT = 2147483647;

/** Digits only ("12"), or a JSON number: "0x1", "1e0" and " 1" are not ids. */
const wholeNumber = (name: string, requiredHint = '') =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, { error: `${name}${requiredHint} must be a whole number.` })], {
      error: `${name}${requiredHint} must be a whole number.`,
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: `${name} must be a whole number.` })
        .positive({ error: `${name} must be a positive whole number.` })
        .max(MAX_INT, { error: `${name} is out of range.` }),
    );

/** A required id (query or path): a positive whole number. */
export const requiredIdParam = (name: string) => wholeNumber(name, ' is required and');

/** An optional id: "" or absent means "not chosen". */
export const optionalIdParam = (name: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), wholeNumber(name).optional());

/** A yes/no style flag as a query string carries it: true, false, 1 or 0. */
export const flagParam = (name: string) =>
  z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])], { error: `${name} must be true, false, 1 or 0.` })
    .transform((v) => v === true || v === '1' || v === 'true');
