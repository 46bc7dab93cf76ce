/**
 * The lettering part of a configuration sent to the server (pricing, cart, quotation), checked
 * against what the page offers. Pure and synchronous: the size check needs the font's glyph
 * metrics and is done by lettering-check.ts when a line is stored.
 */
import type { StoredLettering } from '../../shared/stored-configuration.js';
import { creationToolBlocked, FULL_COLOUR_SHEET_NOTE, isLettering, normalizeLetteringText } from './lettering-choice.js';
import { DEFAULT_LETTERING_FONT_ID, letteringFontById } from './lettering-fonts.js';
import { LETTERING_MESSAGES, letteringLengthError, letteringTextError } from './lettering-rules.js';

export interface LetteringInput {
  install_ready?: 'yes' | 'no' | undefined;
  use_creation_tool?: 'yes' | 'no' | undefined;
  lettering_text?: string | undefined;
  selected_font?: string | undefined;
  lettering_alignment?: 'left' | 'center' | 'right' | undefined;
}

export type LetteringResolution = { ok: true; lettering: StoredLettering | undefined } | { ok: false; field: string; message: string };

/**
 * `strict` (a line to store): the creation tool's text must be there and not the placeholder.
 * Pricing is not strict: the page prices "Your text" before the shopper types.
 * `sheetColour` is the Sheet Colour add-on's items and the chosen one, when the product has it.
 */
export function resolveLettering(
  product: { url_slug: string; name: string },
  input: LetteringInput,
  options: { strict: boolean; sheetColour?: { items: readonly { id: number }[]; chosenId: number | null } | undefined },
): LetteringResolution {
  const given = input.lettering_text !== undefined || input.selected_font !== undefined || input.lettering_alignment !== undefined;
  if (!isLettering(product)) {
    if (given || input.use_creation_tool !== undefined || input.install_ready !== undefined) {
      return { ok: false, field: 'lettering_text', message: `${product.name} is not lettering: it takes no text, font or alignment.` };
    }
    return { ok: true, lettering: undefined };
  }
  // Without the tool's fields, an API client orders lettering from artwork.
  const useCreationTool = (input.use_creation_tool ?? (given ? 'yes' : 'no')) === 'yes';
  const installReady = (input.install_ready ?? 'yes') === 'yes';
  if (!useCreationTool) {
    if (given) return { ok: false, field: 'lettering_text', message: 'Text, font and alignment go with the creation tool: send use_creation_tool=yes.' };
    return { ok: true, lettering: { install_ready: installReady, creation_tool: null } };
  }
  if (options.sheetColour && creationToolBlocked(options.sheetColour.items, options.sheetColour.chosenId)) {
    return { ok: false, field: 'addon_item_id', message: FULL_COLOUR_SHEET_NOTE };
  }
  const fontId = input.selected_font ?? DEFAULT_LETTERING_FONT_ID;
  if (!letteringFontById(fontId)) return { ok: false, field: 'selected_font', message: 'We don’t have that font. Please choose one from the list.' };
  const text = normalizeLetteringText(input.lettering_text ?? '');
  if (options.strict && letteringTextError(text)) return { ok: false, field: 'lettering_text', message: LETTERING_MESSAGES.inputRequired };
  const length = letteringLengthError(text);
  if (length) return { ok: false, field: 'lettering_text', message: length === 'too-long' ? LETTERING_MESSAGES.tooLong : LETTERING_MESSAGES.tooManyLines };
  return { ok: true, lettering: { install_ready: installReady, creation_tool: { text, font_id: fontId, alignment: input.lettering_alignment ?? 'center' } } };
}

/** A stored lettering as the fields it was sent with (to re-price a stored line). */
export function letteringInput(lettering: StoredLettering | undefined): LetteringInput {
  if (!lettering) return {};
  const tool = lettering.creation_tool;
  return {
    install_ready: lettering.install_ready ? 'yes' : 'no',
    use_creation_tool: tool ? 'yes' : 'no',
    ...(tool ? { lettering_text: tool.text, selected_font: tool.font_id, lettering_alignment: tool.alignment } : {}),
  };
}
