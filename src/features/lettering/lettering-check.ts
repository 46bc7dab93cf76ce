/**
 * The server's size check of a lettering line before it is stored (cart, quotation): the width
 * and height the configuration claims must be what its text measures in its font, and every
 * character must be at least 10 mm (lettering-rules.ts), measured from the same font files the
 * page draws with (font-metrics.ts). A line that fails is refused with the reason, nothing stored.
 */
import { invalidField } from '../../server/errors.js';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';
import { verifyLettering } from './font-metrics.js';

export async function assertLetteringCuttable(configuration: StoredConfiguration): Promise<void> {
  const tool = configuration.lettering?.creation_tool;
  if (!tool) return;
  const result = await verifyLettering({ text: tool.text, fontId: tool.font_id, alignment: tool.alignment, widthMm: configuration.width, heightMm: configuration.height });
  if (!result.ok) throw invalidField('lettering_text', result.message);
}
