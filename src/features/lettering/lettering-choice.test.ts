import { describe, expect, it } from 'vitest';
import {
  creationToolBlocked,
  disabledSheetColourIds,
  FULL_COLOUR_SHEET_NOTE,
  letteringParams,
  letteringSummaryParts,
  normalizeLetteringText,
  showsAlignment,
} from './lettering-choice.js';
import { letteringInput, resolveLettering } from './lettering-configuration.js';
import { letteringLines } from './lettering-metrics.js';
import { DEFAULT_LETTERING_FONT_ID } from './lettering-fonts.js';
import { LETTERING_MESSAGES } from './lettering-rules.js';

const lettering = { url_slug: 'vinyl-lettering', name: 'Vinyl Lettering' };
const sticker = { url_slug: 'standard', name: 'Standard Vinyl' };
// Sheet colour items as seeded: White (standard), Gold, Silver, Bronze, Hologram, Full Colour.
const sheets = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));

describe('lettering text', () => {
  it('keeps one kind of line break, no trailing spaces and no blank lines around it', () => {
    expect(normalizeLetteringText('\r\n OPEN  \r\nDAILY\t\n\n')).toBe(' OPEN\nDAILY');
    expect(letteringLines('OPEN\n\nDAILY')).toEqual(['OPEN', '', 'DAILY']);
  });

  it('offers alignment only with more than one line of text', () => {
    expect(showsAlignment('OPEN')).toBe(false);
    expect(showsAlignment('OPEN\n\n')).toBe(false);
    expect(showsAlignment('OPEN\nDAILY')).toBe(true);
  });
});

describe('creation tool switchers (spec §4)', () => {
  it('disables the last sheet colour (Full Colour) with the creation tool only', () => {
    expect(disabledSheetColourIds(sheets, true)).toEqual([6]);
    expect(disabledSheetColourIds(sheets, false)).toEqual([]);
  });

  it('blocks the creation tool while the Full Colour sheet is chosen', () => {
    expect(creationToolBlocked(sheets, 6)).toBe(true);
    expect(creationToolBlocked(sheets, 2)).toBe(false);
    expect(creationToolBlocked(sheets, null)).toBe(false);
  });
});

describe('resolveLettering', () => {
  it('keeps text, font and alignment of the creation tool; install ready by default', () => {
    const result = resolveLettering(lettering, { use_creation_tool: 'yes', lettering_text: 'OPEN\r\nDAILY ', selected_font: 'anton', lettering_alignment: 'left' }, { strict: true });
    expect(result).toEqual({ ok: true, lettering: { install_ready: true, creation_tool: { text: 'OPEN\nDAILY', font_id: 'anton', alignment: 'left' } } });
  });

  it('prices the sample text but refuses to store it, in the spec words', () => {
    expect(resolveLettering(lettering, { lettering_text: 'Your text' }, { strict: false }).ok).toBe(true);
    expect(resolveLettering(lettering, { lettering_text: 'Your text' }, { strict: true })).toEqual({ ok: false, field: 'lettering_text', message: LETTERING_MESSAGES.inputRequired });
    expect(resolveLettering(lettering, { lettering_text: '  \n ' }, { strict: true })).toMatchObject({ ok: false, field: 'lettering_text' });
  });

  it('refuses an unknown font, lettering fields on other products and text without the tool', () => {
    expect(resolveLettering(lettering, { lettering_text: 'OPEN', selected_font: 'comic-sans' }, { strict: true })).toMatchObject({ ok: false, field: 'selected_font' });
    expect(resolveLettering(sticker, { lettering_text: 'OPEN' }, { strict: false })).toMatchObject({ ok: false, field: 'lettering_text' });
    expect(resolveLettering(sticker, {}, { strict: true })).toEqual({ ok: true, lettering: undefined });
    expect(resolveLettering(lettering, { use_creation_tool: 'no', lettering_text: 'OPEN' }, { strict: true })).toMatchObject({ ok: false });
  });

  it('refuses the creation tool with the Full Colour sheet', () => {
    expect(resolveLettering(lettering, { lettering_text: 'OPEN' }, { strict: true, sheetColour: { items: sheets, chosenId: 6 } })).toEqual({ ok: false, field: 'addon_item_id', message: FULL_COLOUR_SHEET_NOTE });
  });

  it('orders lettering from artwork when no tool field is sent, and round-trips the stored form', () => {
    expect(resolveLettering(lettering, {}, { strict: true })).toEqual({ ok: true, lettering: { install_ready: true, creation_tool: null } });
    const stored = { install_ready: false, creation_tool: { text: 'OPEN', font_id: DEFAULT_LETTERING_FONT_ID, alignment: 'center' as const } };
    expect(resolveLettering(lettering, letteringInput(stored), { strict: true })).toEqual({ ok: true, lettering: stored });
  });
});

describe('in words and as quote data', () => {
  it('names the text, font, alignment (several lines) and install ready', () => {
    expect(letteringSummaryParts({ install_ready: true, creation_tool: { text: 'OPEN\nDAILY', font_id: 'anton', alignment: 'right' } })).toEqual([
      'Text “OPEN / DAILY”',
      'Font Anton',
      'Right aligned',
      'Install ready (on application tape)',
    ]);
    expect(letteringSummaryParts({ install_ready: false, creation_tool: null })).toEqual(['Lettering from your artwork', 'Loose letters (no application tape)']);
  });

  it('sends text, font and alignment only with the creation tool', () => {
    const choice = { useCreationTool: true, installReady: true, text: 'OPEN ', fontId: 'anton', alignment: 'center' as const };
    expect(letteringParams(choice)).toEqual({ install_ready: 'yes', use_creation_tool: 'yes', lettering_text: 'OPEN', selected_font: 'anton', lettering_alignment: 'center' });
    expect(letteringParams({ ...choice, useCreationTool: false, installReady: false })).toEqual({ install_ready: 'no', use_creation_tool: 'no' });
  });
});
