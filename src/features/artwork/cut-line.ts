/**
 * The cut line (issue 18): the path a die-cut, kiss-cut or custom-shape sticker is cut along, in
 * millimetres with the origin at the top-left corner of the trim box (the ordered width × height).
 * Pure geometry, except `traceCutLine`, which decodes the file with sharp. Nothing here is wired
 * into a route yet: the proof and print-file jobs call it.
 *
 * Traced from a raster's alpha (`traceCutLine`, `cutLineFromAlpha`):
 * 1. Decode to alpha at a working resolution of at most `workingSidePx` (1024) px on the long side.
 * 2. Threshold: a pixel is part of the design when its alpha is over `alphaThreshold` (50 %).
 * 3. Holes filled: every transparent pixel that cannot reach the image's edge (4-connected) is made
 *    opaque, so a ring or a letter "O" is cut around its outside only.
 * 4. Marching squares (our own, below) on the filled mask, opaque pixels 8-connected; each vertex
 *    sits on a cell edge where the (anti-aliased) alpha crosses the threshold, so the line is
 *    sub-pixel accurate. Only outer boundaries exist after step 3.
 * 5. Tiny islands dropped: an outline enclosing less than `minIslandMm2` (1 mm²) at the ordered
 *    size, or less than `minIslandFraction` (1 %) of the largest outline, is not cut (a speck of
 *    dust or a stray pixel would otherwise become its own little sticker).
 * 6. Simplified (clipper2's Visvalingam-style `simplifyPathD`, closed) to `simplifyToleranceMm`
 *    (0.05 mm), after scaling to mm: the artwork is fitted inside width × height and centred.
 * 7. Offset outward by the border (`CUT_LINE_SETTINGS.borderMm`, 1.5 mm by default) with clipper2,
 *    round joins: every corner of the result is an arc, so no separate smoothing pass is needed.
 *    Pieces whose offsets touch become one outline (the offset is a union). Holes the union makes
 *    (two pieces meeting on both sides of a gap) are filled again.
 * 8. One path (the default, `join: 'single'`): when separate pieces remain apart after the offset,
 *    they are joined by the convex hull of all of them, so the sticker is one piece with one smooth
 *    closed cut (`joined: 'hull'`); `join: 'separate'` keeps each piece's own outline instead
 *    (`joined: 'separate'`, e.g. for kiss-cut sheets where each piece peels off on its own).
 *
 * Size check: the cut outline's bounding box (after the offset: what the shopper gets) is compared
 * with the ordered size; when its aspect differs by 2 % or more, a suggestion keeps the ordered
 * width and takes the height from the outline's aspect, rounded to whole mm (pricing is elsewhere).
 *
 * Fixed shapes (`fixedShapeCutLine`): circle, square, rectangle, rounded rectangle and oval, exactly
 * at the ordered size: a polygon (vertices on the true curve, chords at most 0.001 mm from it) and a `shape`
 * descriptor a PDF writer can draw as true curves. No border is added: the size is the cut.
 */
import sharp from 'sharp';
import { EndType, FillRule, JoinType, areaD, inflatePathsD, simplifyPathD, unionD, type PathD } from 'clipper2-ts';

// ---- Settings ----------------------------------------------------------------------------------

export const CUT_LINE_SETTINGS = {
  /** The white border around a traced design: how far outside the opaque area the cut runs, mm. */
  borderMm: 1.5,
  /** Alpha (0–255) over which a pixel belongs to the design: 50 %. */
  alphaThreshold: 127,
  /** The long side of the working raster the outline is traced on, px. */
  workingSidePx: 1024,
  /** Islands enclosing less than this, at the ordered size, are dropped, mm². */
  minIslandMm2: 1,
  /** …or less than this fraction of the largest outline's area. */
  minIslandFraction: 0.01,
  /** Simplification tolerance before the offset, mm. */
  simplifyToleranceMm: 0.05,
  /** Largest distance of an offset arc's chord from the true arc, mm. */
  arcToleranceMm: 0.005,
  /** Aspect mismatch (relative) from which a matching size is suggested. */
  sizeMismatch: 0.02,
} as const;

// ---- Types -------------------------------------------------------------------------------------

export interface PointMm {
  x: number;
  y: number;
}

export type FixedShapeKind = 'circle' | 'square' | 'rectangle' | 'rounded-rectangle' | 'oval';

/** A fixed shape as a PDF writer draws it: the box it fills (a circle is centred in it, diameter the shorter side). */
export interface ShapeDescriptor {
  kind: FixedShapeKind;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Rounded rectangles only; 0 otherwise. */
  cornerRadiusMm: number;
}

export interface SizeSuggestion {
  widthMm: number;
  heightMm: number;
  message: string;
}

export interface CutLine {
  /** Closed paths in mm (the last point is not repeated), origin top-left of the trim box. */
  paths: PointMm[][];
  widthMm: number;
  heightMm: number;
  /** The bounding box of all paths. */
  boundsMm: { x: number; y: number; width: number; height: number };
  /** The border the traced outline was offset by (0 for fixed shapes). */
  borderMm: number;
  /** Fixed shapes only. */
  shape: ShapeDescriptor | null;
  /** How separate pieces were handled: 'fixed' for a fixed shape. */
  joined: 'union' | 'hull' | 'separate' | 'fixed';
  /** When the traced outline's aspect does not match the ordered size. */
  sizeSuggestion: SizeSuggestion | null;
}

export interface TraceOptions {
  borderMm?: number;
  /** What the shopper orders, for the size suggestion's words ("stickers", "magnets"). */
  noun?: string;
  join?: 'single' | 'separate';
}

// ---- Tracing -----------------------------------------------------------------------------------

/** Decodes an image (PNG, WebP…) with sharp and traces the cut line of its opaque area at `widthMm` × `heightMm`. */
export async function traceCutLine(content: Buffer, widthMm: number, heightMm: number, options: TraceOptions = {}): Promise<CutLine> {
  const side = CUT_LINE_SETTINGS.workingSidePx;
  const { data, info } = await sharp(content, { limitInputPixels: 100_000_000, failOn: 'error' })
    .ensureAlpha()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true, kernel: 'linear' })
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return cutLineFromAlpha(data, info.width, info.height, widthMm, heightMm, options);
}

/** The cut line of an alpha channel (one byte a pixel, row by row) fitted inside `widthMm` × `heightMm`. */
export function cutLineFromAlpha(
  alpha: Uint8Array,
  widthPx: number,
  heightPx: number,
  widthMm: number,
  heightMm: number,
  options: TraceOptions = {},
): CutLine {
  const s = CUT_LINE_SETTINGS;
  const borderMm = options.borderMm ?? s.borderMm;
  const loops = outerContours(alpha, widthPx, heightPx, s.alphaThreshold);

  // Pixels to mm: fitted inside the trim box, centred.
  const scale = Math.min(widthMm / widthPx, heightMm / heightPx);
  const ox = (widthMm - widthPx * scale) / 2;
  const oy = (heightMm - heightPx * scale) / 2;
  let pieces = loops.map((loop) => loop.map((p) => ({ x: ox + p.x * scale, y: oy + p.y * scale })));

  const largest = Math.max(0, ...pieces.map((p) => Math.abs(areaD(p))));
  const minArea = Math.max(s.minIslandMm2, s.minIslandFraction * largest);
  pieces = pieces.filter((p) => Math.abs(areaD(p)) >= minArea).map((p) => simplifyPathD(p, s.simplifyToleranceMm, true));
  if (pieces.length === 0) return emptyCutLine(widthMm, heightMm, borderMm);

  const offset = inflatePathsD(pieces, borderMm, JoinType.Round, EndType.Polygon, 2, 4, s.arcToleranceMm);
  let outlines = outerOnly(offset);
  let joined: CutLine['joined'] = 'union';
  if (outlines.length > 1) {
    if (options.join === 'separate') joined = 'separate';
    else {
      outlines = [convexHull(outlines.flat())];
      joined = 'hull';
    }
  }
  const paths = outlines.map((p) => p.map(({ x, y }) => ({ x, y })));
  const boundsMm = boundsOf(paths);
  return { paths, widthMm, heightMm, boundsMm, borderMm, shape: null, joined, sizeSuggestion: suggestSize(boundsMm, widthMm, heightMm, options.noun ?? 'stickers') };
}

/** Outlines of a union, holes dropped: clipper2 orients outer paths positively. */
function outerOnly(paths: PathD[]): PathD[] {
  const united = unionD(paths, FillRule.NonZero);
  return united.filter((p) => areaD(p) > 0);
}

function emptyCutLine(widthMm: number, heightMm: number, borderMm: number): CutLine {
  return { paths: [], widthMm, heightMm, boundsMm: { x: 0, y: 0, width: 0, height: 0 }, borderMm, shape: null, joined: 'union', sizeSuggestion: null };
}

/**
 * The outer boundaries of the opaque area, in pixel coordinates (0,0 the top-left corner of the
 * first pixel), holes filled. Marching squares over the pixel centres of the image padded with a
 * transparent border; each segment is directed with the opaque side on its left (as seen on the
 * screen), so every edge crossing has exactly one successor and loops chain without search.
 */
function outerContours(alpha: Uint8Array, w: number, h: number, threshold: number): PointMm[][] {
  const gw = w + 2;
  const gh = h + 2;
  const inside = new Uint8Array(gw * gh);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const grow = (y + 1) * gw + 1;
    for (let x = 0; x < w; x++) if ((alpha[row + x] ?? 0) > threshold) inside[grow + x] = 1;
  }
  fillHoles(inside, gw, gh);

  // Alpha of a padded sample (0 in the padding; filled holes count as fully opaque).
  const sample = (i: number, j: number): number => {
    if (i < 1 || j < 1 || i > w || j > h) return 0;
    const a = alpha[(j - 1) * w + (i - 1)] ?? 0;
    return inside[j * gw + i] && a <= threshold ? 255 : a;
  };
  // Edge ids: 2·(j·gw + i) is the horizontal edge from sample (i,j) to (i+1,j), +1 the vertical edge to (i,j+1).
  const next = new Int32Array(2 * gw * gh).fill(-1);
  const H = (i: number, j: number) => 2 * (j * gw + i);
  const V = (i: number, j: number) => 2 * (j * gw + i) + 1;
  for (let j = 0; j < gh - 1; j++) {
    for (let i = 0; i < gw - 1; i++) {
      const k = j * gw + i;
      const code = ((inside[k] ?? 0) << 3) | ((inside[k + 1] ?? 0) << 2) | ((inside[k + gw + 1] ?? 0) << 1) | (inside[k + gw] ?? 0);
      if (code === 0 || code === 15) continue;
      const T = H(i, j);
      const B = H(i, j + 1);
      const L = V(i, j);
      const R = V(i + 1, j);
      switch (code) {
        case 1: next[B] = L; break;
        case 2: next[R] = B; break;
        case 3: next[R] = L; break;
        case 4: next[T] = R; break;
        case 5: next[T] = L; next[B] = R; break; // saddle: the opaque corners are joined
        case 6: next[T] = B; break;
        case 7: next[T] = L; break;
        case 8: next[L] = T; break;
        case 9: next[B] = T; break;
        case 10: next[R] = T; next[L] = B; break; // saddle
        case 11: next[R] = T; break;
        case 12: next[L] = R; break;
        case 13: next[B] = R; break;
        case 14: next[L] = B; break;
      }
    }
  }

  // Where the alpha crosses the threshold along an edge, in pixel coordinates (sample (i,j) is the
  // centre of pixel (i-1, j-1), at (i-0.5, j-0.5)).
  const point = (id: number): PointMm => {
    const cell = id >> 1;
    const i = cell % gw;
    const j = (cell - i) / gw;
    const vertical = id & 1;
    const a0 = sample(i, j);
    const a1 = vertical ? sample(i, j + 1) : sample(i + 1, j);
    let t = a1 === a0 ? 0.5 : (threshold + 0.5 - a0) / (a1 - a0);
    t = Math.min(1, Math.max(0, t));
    return vertical ? { x: i - 0.5, y: j - 0.5 + t } : { x: i - 0.5 + t, y: j - 0.5 };
  };

  const loops: PointMm[][] = [];
  for (let start = 0; start < next.length; start++) {
    if ((next[start] ?? -1) < 0) continue;
    const loop: PointMm[] = [];
    let id = start;
    let n = next[id] ?? -1;
    while (n >= 0) {
      loop.push(point(id));
      next[id] = -1;
      id = n;
      n = next[id] ?? -1;
    }
    // Opaque on the left on screen (y down) is counter-clockwise on screen: negative shoelace area.
    // Reversed so that outer boundaries are positive, as clipper2 expects.
    if (loop.length >= 3) loops.push(loop.reverse());
  }
  return loops;
}

/** Makes opaque every transparent sample that cannot reach the padding (4-connected). */
function fillHoles(inside: Uint8Array, gw: number, gh: number): void {
  const outside = new Uint8Array(gw * gh);
  const stack = new Int32Array(gw * gh);
  let top = 0;
  outside[0] = 1;
  stack[top++] = 0;
  while (top > 0) {
    const k = stack[--top] ?? 0;
    const x = k % gw;
    const neighbours = [x > 0 ? k - 1 : -1, x < gw - 1 ? k + 1 : -1, k - gw, k + gw];
    for (const n of neighbours) {
      if (n < 0 || n >= inside.length || outside[n] || inside[n]) continue;
      outside[n] = 1;
      stack[top++] = n;
    }
  }
  for (let k = 0; k < inside.length; k++) if (!outside[k]) inside[k] = 1;
}

/** Andrew's monotone chain; counter-clockwise in clipper2's sense (positive area). */
function convexHull(points: readonly PointMm[]): PointMm[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (p.length < 3) return p;
  const cross = (o: PointMm | undefined, a: PointMm | undefined, b: PointMm) =>
    !o || !a ? 0 : (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: PointMm[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: PointMm[] = [];
  for (let k = p.length - 1; k >= 0; k--) {
    const q = p[k];
    if (!q) continue;
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

function boundsOf(paths: readonly PointMm[][]): CutLine['boundsMm'] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const path of paths) {
    for (const { x, y } of path) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  if (minX === Infinity) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The matching size when the outline's aspect differs from the ordered size's: same width, height from the outline. */
function suggestSize(bounds: CutLine['boundsMm'], widthMm: number, heightMm: number, noun: string): SizeSuggestion | null {
  if (bounds.width <= 0 || bounds.height <= 0) return null;
  const traced = bounds.width / bounds.height;
  const ordered = widthMm / heightMm;
  if (Math.abs(traced / ordered - 1) < CUT_LINE_SETTINGS.sizeMismatch) return null;
  const height = Math.max(1, Math.round(widthMm / traced));
  return {
    widthMm,
    heightMm: height,
    message:
      `Your design's cut outline is ${fmt(bounds.width)} × ${fmt(bounds.height)} mm inside the ${fmt(widthMm)} × ${fmt(heightMm)} mm you ordered. ` +
      `For ${noun} that match its shape, choose ${fmt(widthMm)} × ${height} mm.`,
  };
}

const fmt = (mm: number) => String(Math.round(mm * 10) / 10);

// ---- Fixed shapes ------------------------------------------------------------------------------

/** Chord error of a fixed shape's polygon against the true curve, mm. */
const SHAPE_TOLERANCE_MM = 0.001;

/** The exact cut of a fixed shape at the ordered size: a circle is the largest one centred in the box. */
export function fixedShapeCutLine(kind: FixedShapeKind, widthMm: number, heightMm: number, cornerRadiusMm = 0): CutLine {
  let shape: ShapeDescriptor;
  let path: PointMm[];
  if (kind === 'circle') {
    const d = Math.min(widthMm, heightMm);
    shape = { kind, x: (widthMm - d) / 2, y: (heightMm - d) / 2, width: d, height: d, cornerRadiusMm: 0 };
    path = ellipse(widthMm / 2, heightMm / 2, d / 2, d / 2);
  } else if (kind === 'oval') {
    shape = { kind, x: 0, y: 0, width: widthMm, height: heightMm, cornerRadiusMm: 0 };
    path = ellipse(widthMm / 2, heightMm / 2, widthMm / 2, heightMm / 2);
  } else {
    const r = kind === 'rounded-rectangle' ? Math.max(0, Math.min(cornerRadiusMm, widthMm / 2, heightMm / 2)) : 0;
    shape = { kind, x: 0, y: 0, width: widthMm, height: heightMm, cornerRadiusMm: r };
    path = roundedRectangle(widthMm, heightMm, r);
  }
  const paths = [path];
  return { paths, widthMm, heightMm, boundsMm: boundsOf(paths), borderMm: 0, shape, joined: 'fixed', sizeSuggestion: null };
}

/** Enough segments that no chord strays more than the tolerance from an arc of radius r. */
function segmentsFor(r: number, angle: number): number {
  if (r <= 0) return 1;
  const step = 2 * Math.acos(Math.max(-1, 1 - SHAPE_TOLERANCE_MM / r));
  return Math.max(4, Math.ceil(angle / step));
}

function ellipse(cx: number, cy: number, rx: number, ry: number): PointMm[] {
  // A multiple of 4, so that the axes' ends are vertices.
  const n = 4 * Math.max(16, Math.ceil(segmentsFor(Math.max(rx, ry), 2 * Math.PI) / 4));
  return Array.from({ length: n }, (_, k) => {
    const a = (2 * Math.PI * k) / n;
    return { x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) };
  });
}

function roundedRectangle(w: number, h: number, r: number): PointMm[] {
  if (r === 0) return [{ x: 0, y: 0 }, { x: w, y: 0 }, { x: w, y: h }, { x: 0, y: h }];
  const n = segmentsFor(r, Math.PI / 2);
  const corners: Array<[number, number, number]> = [
    [w - r, r, -Math.PI / 2], // top-right, from the top edge
    [w - r, h - r, 0],
    [r, h - r, Math.PI / 2],
    [r, r, Math.PI],
  ];
  const path: PointMm[] = [];
  for (const [cx, cy, start] of corners) {
    for (let k = 0; k <= n; k++) {
      const a = start + ((Math.PI / 2) * k) / n;
      path.push({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) });
    }
  }
  return path;
}
