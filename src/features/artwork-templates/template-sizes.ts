/**
 * Which products have artwork templates, in which sizes, and the geometry of each template
 * (forms-and-accounts.md §2 item 9, §7 "Template files per product slug, format (ai or pdf),
 * size (58mm, 75mm default)"). Pure: derived from the catalogue's rows, so a size added to the
 * catalogue gets its template with no other change. The server draws the files from these specs
 * (template-pdf.ts) and lists them in download-templates.json (artwork-templates.routes.ts).
 *
 * Every length here is in millimetres. The numbers a designer sees:
 * - Trim (TrimBox): the finished size the shopper orders: the badge's 58 mm front, the 90 x 54 mm card.
 * - Bleed (BleedBox = MediaBox): how far the artwork must run past the trim. 2 mm for flat
 *   products, the same 2 mm the product pages' artwork tips ask for. Badges need far more (below).
 * - Safe area (ArtBox): where text and logos stay clear of the cut: 3 mm inside the trim for flat
 *   products, as the pages say; 4 mm on badges, whose front curves down to the rim near its edge.
 * - Cut line: stroked in the CutContour spot colour. Cards, tags and magnets are cut on the trim;
 *   a badge's print is cut as a larger disc and wrapped round the shell.
 */

/** The catalogue rows this module reads (the in-memory Catalogue's `rows` has them all). */
export interface TemplateCatalogueRows {
  products: readonly { id: number; name: string; prod_info_ref: string; family: string }[];
  productCuttings: readonly { product_id: number; cutting_id: number; disabled: boolean }[];
  presetSizes: readonly { product_id: number; cutting_id: number; value: string }[];
  dimLookups: readonly { product_id: number; cutting_id: number; min_size: string; max_size: string; is_equal: string }[];
  addons: readonly { id: number; code: string }[];
  addonItems: readonly { addon_id: number; name: string }[];
  attributeLookups: readonly { product_id: number; addon_id: number | null }[];
}

export type TemplateFormat = 'pdf' | 'ai';

/** Where the list and the files are served (the spec's path for the list). */
export const DOWNLOAD_TEMPLATES_PATH = '/artwork-guide/download-templates.json';
export const TEMPLATE_FILES_PATH = '/artwork-guide/templates';

/** Families whose products get templates; stickers are cut to any size and shape, so they have none. */
export const TEMPLATE_FAMILIES: readonly string[] = ['badge', 'magnet', 'business-card', 'hang-tag'];

/** Badge sizes listed first: the spec's defaults (58 mm and 75 mm), then every other size sold. */
export const DEFAULT_BADGE_SIZES_MM: readonly number[] = [58, 75];

export const FLAT_BLEED_MM = 2;
export const FLAT_SAFE_MM = 3;
export const BADGE_SAFE_MM = 4;
/** How far a badge's bleed runs past its cut disc, so a cutter a little off centre never leaves a white edge. */
export const BADGE_CUT_TOLERANCE_MM = 2;

/**
 * The diameter of the printed disc a badge press takes, by the badge's front diameter. The print
 * covers the front, curls over the rim and tucks under the back shell, so the disc is cut about
 * 5.5–7 mm larger than the front on every side: these are the paper cut sizes of the common
 * 32/44/58/75 mm button-badge dies (58 mm takes a 70 mm disc, 75 mm an 89 mm one). It is why the
 * badge pages say "about 6 mm of your artwork wraps round the edge". A size missing here wraps 6 mm.
 */
const BADGE_PRINT_DIAMETER_MM: Readonly<Record<number, number>> = { 32: 43, 44: 56, 58: 70, 75: 89 };
const DEFAULT_BADGE_WRAP_MM = 6;

export const badgePrintDiameter = (faceMm: number): number => BADGE_PRINT_DIAMETER_MM[faceMm] ?? faceMm + 2 * DEFAULT_BADGE_WRAP_MM;

/** Corner radius of the Rounded Corners cutting and of a die-cut magnet's default rectangle. */
export const ROUNDED_CORNER_RADIUS_MM = 3;

/**
 * Where a hang tag's punch hole goes: centred across, its centre this far below the top trim (the
 * largest hole, 8 mm, then leaves 4 mm of card above it), with text kept this far from the hole.
 */
export const PUNCH_HOLE_CENTRE_FROM_TOP_MM = 8;
export const PUNCH_HOLE_CLEARANCE_MM = 3;

/**
 * Sizes for products the catalogue sells in any size (no preset sizes): the popular sizes the
 * product page names. Each is kept only if the catalogue's size rules still allow it.
 */
const POPULAR_FREE_SIZES: Readonly<Record<string, readonly string[]>> = {
  'custom-magnet': ['90x54', '100x70'],
};

// Cutting ids of the seeded catalogue (db/seed/catalogue.json).
const DIE_CUT = 1;
const ROUNDED_CORNERS = 10;
const ROUND_BADGE = 11;

export type CutLine = { shape: 'circle'; diameterMm: number } | { shape: 'rect'; cornerRadiusMm: number };

export interface TemplateSpec {
  /** The product's slug (prod_info_ref), e.g. button-badge. */
  productRef: string;
  productName: string;
  family: string;
  /** "58mm" or "90x54mm": the size in file names and in download-templates.json. */
  size: string;
  /** "58 mm" or "90 x 54 mm". */
  label: string;
  /** One of the spec's default sizes (58 mm and 75 mm badges). */
  isDefault: boolean;
  /** Trim: the finished width and height (a badge's front diameter, twice). */
  widthMm: number;
  heightMm: number;
  /** Bleed past the trim on every side. */
  bleedMm: number;
  /** Safe margin inside the trim. */
  safeMm: number;
  cut: CutLine;
  /** The corner radius of the Rounded Corners option, drawn as a guide (the cut line stays square). */
  roundedCornersOptionMm?: number;
  /** Punch hole diameters the product offers (hang tags), drawn as guides. */
  punchHolesMm?: readonly number[];
  /** File names, e.g. button-badge-58mm-template.pdf. */
  files: Readonly<Record<TemplateFormat, string>>;
}

export interface TemplateProduct {
  /** The key in download-templates.json. */
  key: string;
  productRef: string;
  name: string;
  family: string;
  templates: TemplateSpec[];
}

/** The key of a product in download-templates.json: its slug with dashes turned into underscores (spec §3). */
export function templateKey(slug: string): string {
  return slug.replace(/-/g, '_');
}

export function templateFileName(productRef: string, size: string, format: TemplateFormat): string {
  return `${productRef}-${size}-template.${format}`;
}

export function templateUrl(fileName: string): string {
  return `${TEMPLATE_FILES_PATH}/${fileName}`;
}

/** Width and height of the trim, in the template's size notation: "58mm" (round) or "90x54mm". */
function sizeName(widthMm: number, heightMm: number, round: boolean): { size: string; label: string } {
  return round ? { size: `${widthMm}mm`, label: `${widthMm} mm` } : { size: `${widthMm}x${heightMm}mm`, label: `${widthMm} x ${heightMm} mm` };
}

function parseSize(value: string): { w: number; h: number } | undefined {
  const match = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(value.trim());
  return match ? { w: Number(match[1]), h: Number(match[2]) } : undefined;
}

/** Whether a free size fits one of the product's dimension rules (either way round when is_equal is "no"). */
function fitsDimLookups(rows: TemplateCatalogueRows, productId: number, cuttingIds: readonly number[], size: { w: number; h: number }): boolean {
  return rows.dimLookups.some((lookup) => {
    if (lookup.product_id !== productId || !cuttingIds.includes(lookup.cutting_id)) return false;
    const min = parseSize(lookup.min_size);
    const max = parseSize(lookup.max_size);
    if (!min || !max) return false;
    if (lookup.is_equal === 'yes' && size.w !== size.h) return false;
    const fits = (w: number, h: number) => w >= min.w && w <= max.w && h >= min.h && h <= max.h;
    return fits(size.w, size.h) || fits(size.h, size.w);
  });
}

/** Punch hole diameters (mm) the product offers through the punch-hole add-on, if any. */
function punchHoles(rows: TemplateCatalogueRows, productId: number): number[] {
  const addon = rows.addons.find((a) => a.code === 'punch-hole');
  if (!addon || !rows.attributeLookups.some((l) => l.product_id === productId && l.addon_id === addon.id)) return [];
  const sizes = rows.addonItems.filter((item) => item.addon_id === addon.id).flatMap((item) => {
    const match = /^(\d+(?:\.\d+)?)\s*mm$/i.exec(item.name.trim());
    return match ? [Number(match[1])] : [];
  });
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/** Every product with templates, in catalogue order, each with its templates (defaults first). */
export function templateProducts(rows: TemplateCatalogueRows): TemplateProduct[] {
  return rows.products.flatMap((product) => {
    if (!TEMPLATE_FAMILIES.includes(product.family)) return [];
    const cuttingIds = rows.productCuttings.filter((pc) => pc.product_id === product.id && !pc.disabled).map((pc) => pc.cutting_id);
    if (cuttingIds.length === 0) return [];
    const round = cuttingIds[0] === ROUND_BADGE;

    // Preset sizes in catalogue order (one per value, whatever the cutting), else the popular free sizes.
    const presets = rows.presetSizes.filter((s) => s.product_id === product.id && cuttingIds.includes(s.cutting_id)).map((s) => s.value);
    const values = presets.length > 0 ? presets : (POPULAR_FREE_SIZES[product.prod_info_ref] ?? []).filter((value) => {
      const size = parseSize(value);
      return size !== undefined && fitsDimLookups(rows, product.id, cuttingIds, size);
    });
    const sizes = [...new Set(values)].flatMap((value) => parseSize(value) ?? []);
    if (round) sizes.sort((a, b) => defaultRank(a.w) - defaultRank(b.w));
    if (sizes.length === 0) return [];

    const holes = punchHoles(rows, product.id);
    const templates = sizes.map(({ w, h }): TemplateSpec => {
      const { size, label } = sizeName(w, h, round);
      const files = { pdf: templateFileName(product.prod_info_ref, size, 'pdf'), ai: templateFileName(product.prod_info_ref, size, 'ai') };
      const common = { productRef: product.prod_info_ref, productName: product.name, family: product.family, size, label, widthMm: w, heightMm: h, files };
      if (round) {
        const diameterMm = badgePrintDiameter(w);
        return { ...common, isDefault: DEFAULT_BADGE_SIZES_MM.includes(w), bleedMm: (diameterMm - w) / 2 + BADGE_CUT_TOLERANCE_MM, safeMm: BADGE_SAFE_MM, cut: { shape: 'circle', diameterMm } };
      }
      return {
        ...common,
        isDefault: false,
        bleedMm: FLAT_BLEED_MM,
        safeMm: FLAT_SAFE_MM,
        // A die-cut product's default shape is a rectangle with softened corners; a straight cut is square.
        cut: { shape: 'rect', cornerRadiusMm: cuttingIds[0] === DIE_CUT ? ROUNDED_CORNER_RADIUS_MM : 0 },
        ...(cuttingIds[0] !== DIE_CUT && cuttingIds.includes(ROUNDED_CORNERS) ? { roundedCornersOptionMm: ROUNDED_CORNER_RADIUS_MM } : {}),
        ...(holes.length > 0 ? { punchHolesMm: holes } : {}),
      };
    });
    return [{ key: templateKey(product.prod_info_ref), productRef: product.prod_info_ref, name: product.name, family: product.family, templates }];
  });
}

/** 58 and 75 first (in that order), then the other sizes in catalogue order (a stable sort keeps it). */
function defaultRank(faceMm: number): number {
  const index = DEFAULT_BADGE_SIZES_MM.indexOf(faceMm);
  return index === -1 ? DEFAULT_BADGE_SIZES_MM.length : index;
}

/** The page geometry of a template in millimetres, from the bleed edge (MediaBox = BleedBox). */
export interface TemplateBoxes {
  /** Page (and BleedBox) width and height. */
  pageWidthMm: number;
  pageHeightMm: number;
  /** Offset of the trim from the page edge (the bleed), then the safe area's offset. */
  trimInsetMm: number;
  safeInsetMm: number;
}

export function templateBoxes(spec: TemplateSpec): TemplateBoxes {
  return {
    pageWidthMm: spec.widthMm + 2 * spec.bleedMm,
    pageHeightMm: spec.heightMm + 2 * spec.bleedMm,
    trimInsetMm: spec.bleedMm,
    safeInsetMm: spec.bleedMm + spec.safeMm,
  };
}
