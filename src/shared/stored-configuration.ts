/**
 * The stored form of a configuration: every choice resolved, ids only, size in mm. Cart lines,
 * quotation lines (and later orders) keep it as JSON. It lives in this leaf module because both
 * the database schema and the pricing feature name it, and the schema imports nothing from features.
 */
export type StoredConfiguration = {
  featured_item_id: number | null;
  product_id: number;
  cutting_id: number;
  shape_id: number | null;
  finishing_id: number | null;
  adhesive_id: number | null;
  color_id: number | null;
  orientation_id: number | null;
  premium_processing_id: number | null;
  /** Add-on items other than premium processing (which is premium_processing_id). */
  addon_item_ids: number[];
  width: number;
  height: number;
  cut_per_shape: number | null;
  /** Stickers per sheet, for sheet cuttings (absent elsewhere, and on lines stored before it was kept). */
  ea?: number;
  /** Vinyl lettering only (absent elsewhere, so other lines keep their configuration key). */
  lettering?: StoredLettering;
};

/** A lettering line's choices (features/lettering/lettering-choice.ts). */
export interface StoredLettering {
  /** Letters pre-spaced on application tape. */
  install_ready: boolean;
  /** The creation tool's lettering, its size verified by the server; null when artwork follows (tool "No"). */
  creation_tool: { text: string; font_id: string; alignment: 'left' | 'center' | 'right' } | null;
}

/**
 * The lettering a link leaves out: the designer's first font and centred lines
 * (features/lettering/lettering-fonts.ts and lettering-choice.ts take their defaults from here).
 */
export const DEFAULT_LETTERING_FONT_ID = 'montserrat';
export const DEFAULT_LETTERING_ALIGNMENT = 'center' as const;
