/**
 * What a vinyl lettering configuration carries beyond its size (forms-and-accounts.md §3
 * "Lettering selection", configurator.md quote data: install_ready, use_creation_tool,
 * selected_font, lettering_text), and the creation tool's switcher rules (§4). Pure: the page,
 * the pricing resolver, the cart and the quotation all read these.
 *
 * Choices written down here:
 * - The lettering's colour is the Colour option (solid vinyl) unless a custom-colour sheet is
 *   chosen under Sheet Colour (Gold, Silver, Bronze, Hologram; the first item, White, is the
 *   standard sheet). The spec's `selected_color` is therefore not a field of its own: the colour
 *   and the sheet colour add-on already say it, and they are what is priced.
 * - Full Colour lettering is printed from artwork, so with the creation tool the last sheet colour
 *   (Full Colour) cannot be chosen, and with the Full Colour sheet chosen the creation tool's "Yes"
 *   cannot (§4: "the last sheet colour is disabled"; "Full Colour … disabled at option index 1").
 * - Install ready (letters pre-spaced on application tape) is the default and costs nothing extra;
 *   "No" sends the letters weeded on their backing, for a sign maker who spaces them on site.
 * - Alignment is a field of its own (`lettering_alignment`): it changes the shape that is cut.
 */
import { DEFAULT_LETTERING_FONT_ID, letteringFontById } from './lettering-fonts.js';
import { LETTERING_PLACEHOLDER } from './lettering-rules.js';
import { DEFAULT_LETTERING_ALIGNMENT, type StoredLettering } from '../../shared/stored-configuration.js';
import { letteringLines, type LetteringAlignment } from './lettering-metrics.js';

/** Lettering products (spec §2: the designer's slugs): every letter is cut to its own outline. */
export const LETTERING_SLUGS: readonly string[] = ['lettering-decals', 'vinyl-lettering'];
export const isLettering = (product: { url_slug: string }): boolean => LETTERING_SLUGS.includes(product.url_slug);
/** The shape lettering is priced as: the contour (custom) shape, each letter cut to its outline. */
export const LETTERING_SHAPE_CLASS = 'shape-custom';

export const LETTERING_ALIGNMENTS: readonly LetteringAlignment[] = ['left', 'center', 'right'];
export const ALIGNMENT_LABELS: Record<LetteringAlignment, string> = { left: 'Left', center: 'Centre', right: 'Right' };

/** The lettering part of a configuration as the page holds it. */
export interface LetteringChoice {
  useCreationTool: boolean;
  installReady: boolean;
  text: string;
  fontId: string;
  alignment: LetteringAlignment;
}

export const DEFAULT_LETTERING: LetteringChoice = {
  useCreationTool: true,
  installReady: true,
  text: LETTERING_PLACEHOLDER,
  fontId: DEFAULT_LETTERING_FONT_ID,
  alignment: DEFAULT_LETTERING_ALIGNMENT,
};

/** Text as the shop keeps it: the lines that are laid out (lettering-metrics.ts), joined by line breaks. */
export const normalizeLetteringText = (text: string): string => letteringLines(text).join('\n');

/** Alignment is offered only for more than one line (§2 item 7). */
export const showsAlignment = (text: string): boolean => letteringLines(text).filter((line) => line.trim() !== '').length > 1;

// ---- The creation tool's switchers (§4) --------------------------------------------------------

/** Sheet colour items the shopper can't pick: with the creation tool, the last one (Full Colour). */
export function disabledSheetColourIds(items: readonly { id: number }[], useCreationTool: boolean): number[] {
  const last = items.at(-1);
  return useCreationTool && last && items.length > 1 ? [last.id] : [];
}

/** The creation tool's "Yes" is disabled while the Full Colour sheet (the last one) is chosen. */
export function creationToolBlocked(items: readonly { id: number }[], sheetColourId: number | null): boolean {
  const last = items.at(-1);
  return items.length > 1 && last !== undefined && sheetColourId === last.id;
}

/** The sheet colour add-on's code (lettering only): its first item is the standard sheet. */
export const SHEET_COLOUR_CODE = 'sheet-color';
/**
 * The standard sheet is cut in the Colour chosen above (the seed calls it "White"): shown so it
 * does not read as a second colour, and left out of summaries, which name the Colour already.
 */
export const STANDARD_SHEET_LABEL = 'Standard (the colour above)';
export const isStandardSheet = (items: readonly { id: number }[], itemId: number): boolean => items[0]?.id === itemId;

export const FULL_COLOUR_SHEET_NOTE = 'Full colour lettering is printed from your artwork: choose No under "Use creation tool" to order it.';

// ---- In words -----------------------------------------------------------------------------------

/** The lettering's part of a summary: "Text “OPEN / DAILY”", "Font Anton", "Centred", "Install ready". */
export function letteringSummaryParts(lettering: StoredLettering): string[] {
  const parts: string[] = [];
  const tool = lettering.creation_tool;
  if (tool) {
    parts.push(tool.text.trim() === '' ? 'Text not entered yet' : `Text “${letteringLines(tool.text).join(' / ')}”`);
    parts.push(`Font ${letteringFontById(tool.font_id)?.family ?? tool.font_id}`);
    if (showsAlignment(tool.text)) parts.push(`${ALIGNMENT_LABELS[tool.alignment]} aligned`);
  } else {
    parts.push('Lettering from your artwork');
  }
  parts.push(lettering.install_ready ? 'Install ready (on application tape)' : 'Loose letters (no application tape)');
  return parts;
}

/** The lettering's fields of the quote data (pricing, cart, quotation), as the server reads them. */
export function letteringParams(choice: LetteringChoice): Record<string, string> {
  return {
    install_ready: choice.installReady ? 'yes' : 'no',
    use_creation_tool: choice.useCreationTool ? 'yes' : 'no',
    ...(choice.useCreationTool ? { lettering_text: normalizeLetteringText(choice.text), selected_font: choice.fontId, lettering_alignment: choice.alignment } : {}),
  };
}
