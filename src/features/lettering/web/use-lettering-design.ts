/**
 * The configurator's side of the lettering designer: measures the lettering with its font's glyph
 * metrics, pushes the size that follows to the size fields 300 ms after the text, font, alignment
 * or a typed side last changed (so the price follows), and says whether the lettering may go to
 * the cart, compare or a quotation (forms-and-accounts.md §4, §5, §8).
 */
import { useEffect, useRef } from 'react';
import { parseSizeInput } from '../../catalogue/size-rules.js';
import type { LetteringChoice } from '../lettering-choice.js';
import type { LetteringMeasure } from '../lettering-metrics.js';
import { LETTERING_MESSAGES, letteringLengthError, letteringTextError, SIZE_PUSH_DELAY_MS, sizeLettering } from '../lettering-rules.js';
import { useLetteringMeasure } from './lettering-fonts-web.js';

/** What stops the lettering from being ordered: no text, letters under 10 mm, characters the font lacks, or not yet measured. */
export type LetteringBlock = 'required' | 'tooLong' | 'tooSmall' | 'unsupported' | 'measuring';

export interface LetteringDesign {
  measure: LetteringMeasure | null;
  /** The smallest letter at the lettering's size (the fields' once pushed), in mm. */
  smallestCharacterMm: number | null;
  /** The message under the text box (unsupported characters, letters too small). */
  problem: string | null;
  /** Why it can't be ordered now, or null. */
  block: LetteringBlock | null;
  /** The size fields have yet to follow the text (the designer is busy). */
  sizing: boolean;
  /** The shopper typed a side: the other follows from it (heights under 30 mm size from height). */
  sizedFrom(side: 'width' | 'height'): void;
}

export function useLetteringDesign(lettering: LetteringChoice | null, size: { width: string; height: string }, onSize: (width: string, height: string) => void): LetteringDesign {
  const tool = lettering?.useCreationTool ? lettering : null;
  const { measure, failed } = useLetteringMeasure(tool);
  const sizingFrom = useRef<'width' | 'height'>('width');
  const onSizeRef = useRef(onSize);
  onSizeRef.current = onSize;

  // Over 10 lines or the character limit: said beside the text at once (the server's words), and
  // neither sized nor priced, so the size fields keep the last lettering the shop can cut.
  const lengthError = tool ? letteringLengthError(tool.text) : null;
  const tooLong = lengthError === 'too-long' ? LETTERING_MESSAGES.tooLong : lengthError === 'too-many-lines' ? LETTERING_MESSAGES.tooManyLines : null;
  // The size the lettering should have: from the side the shopper leads with (heights under 30 mm size from height).
  const target = !tooLong && measure && measure.widthPx > 0 && measure.heightPx > 0 ? sizeFor(measure, sizingFrom.current, size) : null;
  const settled = target === null || (String(target.widthMm) === size.width && String(target.heightMm) === size.height);
  // …pushed to the size fields 300 ms after the last change (spec §4, §9), so the price follows.
  useEffect(() => {
    if (!target || settled) return;
    const timer = setTimeout(() => {
      // Sizing from the width gave a height under the minimum: it was sized from the height; keep doing so.
      if (target.sizedFrom === 'height') sizingFrom.current = 'height';
      onSizeRef.current(String(target.widthMm), String(target.heightMm));
    }, SIZE_PUSH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target?.widthMm, target?.heightMm, target?.sizedFrom, settled, size.width, size.height]); // eslint-disable-line react-hooks/exhaustive-deps

  // The smallest letter at the lettering's size: the size the fields hold once the designer has
  // pushed it (judged at that size already, so a landing or a pause never flashes a false message).
  const smallestCharacterMm = target?.smallestCharacterMm ?? null;
  const tooSmall = target?.tooSmall ?? false;
  const unsupported = measure && measure.unsupported.length > 0 ? LETTERING_MESSAGES.unsupported(measure.unsupported) : null;

  let block: LetteringBlock | null = null;
  if (tool) {
    if (letteringTextError(tool.text)) block = 'required';
    else if (tooLong) block = 'tooLong';
    else if (unsupported) block = 'unsupported';
    else if (!measure || failed || !settled) block = 'measuring';
    else if (tooSmall) block = 'tooSmall';
  }
  return {
    measure,
    // The size fields have yet to follow the text (measuring it, or the 300 ms push pending): the
    // designer says it is busy, whatever else is wrong with the text.
    sizing: tool !== null && !tooLong && !failed && (!measure || !settled),
    smallestCharacterMm,
    problem: tooLong ?? unsupported ?? (tooSmall ? LETTERING_MESSAGES.tooSmall : null),
    block,
    sizedFrom: (side) => {
      sizingFrom.current = side;
    },
  };
}

function sizeFor(measure: LetteringMeasure, side: 'width' | 'height', size: { width: string; height: string }) {
  const width = parseSizeInput(size.width);
  const height = parseSizeInput(size.height);
  const from = side === 'height' && height !== undefined ? { heightMm: height } : width !== undefined ? { widthMm: width } : height !== undefined ? { heightMm: height } : undefined;
  return from ? sizeLettering(measure, from) : null;
}
