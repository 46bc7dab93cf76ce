/** Query and path parameter parsers shared by every contract, with messages a person can act on. */
import { z } from 'zod';

const MAX_INT = 2147483647;

const wholeNumber = (name: string, requiredHint = '') =>
  z.coerce
    .number({ error: `${name}${requiredHint} must be a whole number.` })
    .int({ error: `${name} must be a whole number.` })
    .positive({ error: `${name} must be a positive whole number.` })
    .max(MAX_INT, { error: `${name} is out of range.` });

/** A required id (query or path): a positive whole number. */
export const requiredIdParam = (name: string) => wholeNumber(name, ' is required and');

/** An optional id: "" or absent means "not chosen". */
export const optionalIdParam = (name: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), wholeNumber(name).optional());

/** A yes/no style flag as a query string carries it: true, false, 1 or 0. */
export const flagParam = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');
