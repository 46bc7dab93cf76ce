/**
 * Production's settings, in one place (docs/features/production.md). Changing one changes the
 * files made from then on; files already made stay as they were (they are stored, not redrawn).
 */

/** The press sheet sticker sheets are ganged on: SRA3, with a margin the press grips and a gutter between copies. */
export const GANG_SHEET = {
  name: 'SRA3',
  widthMm: 320,
  heightMm: 450,
  /** Unprinted edge on every side, mm. */
  marginMm: 10,
  /** Space between two copies, mm (each copy's bleed runs half-way into it). */
  gutterMm: 3,
} as const;

/** The slug: the margin outside the bleed box of a print PDF, where the order, line, quantity and size are printed, mm. */
export const SLUG_MM = 10;

/** The job sheet's paper: A5 portrait. */
export const JOB_SHEET_SIZE = { name: 'A5', widthMm: 148, heightMm: 210 } as const;
