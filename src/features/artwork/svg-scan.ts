/**
 * An SVG read as XML text, never drawn (preflight.ts): a strict scanner walks every tag, comment,
 * CDATA section and processing instruction, checks that the tags nest, and notes what would make
 * the file unsafe or unprintable: a <script>, on… event attributes, an href, src or url() that
 * leaves the file (anything but a #fragment or a data: URL; javascript: URLs count as scripts),
 * @import in a style sheet, a <foreignObject>, a DOCTYPE (entities, the "billion laughs" bomb). It
 * also reads the drawing's size (width and height with their units, or the viewBox) and the fonts of
 * live text. Pure, no XML library: what it cannot follow, it calls unreadable, and unreadable is refused.
 */
import type { SvgFacts } from './preflight-rules.js';

/** Millimetres per unit of an SVG length (CSS units: 96 px to the inch; a bare number is px). */
const MM_PER_UNIT: Readonly<Record<string, number>> = { '': 25.4 / 96, px: 25.4 / 96, pt: 25.4 / 72, pc: 25.4 / 6, in: 25.4, cm: 10, mm: 1, q: 0.25 };

/** A tag at the scanner's position: `<name attr="…" …>`, `</name>` or `<name … />`. */
const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_:][\w.:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([A-Za-z_:][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi;
const FONT_FAMILY = /font-family\s*:\s*([^;}"]+)/gi;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character and the five predefined entity references resolved (a value is checked as the parser would read it). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name] ?? whole;
  });
}

const localName = (name: string): string => (name.includes(':') ? name.slice(name.indexOf(':') + 1) : name).toLowerCase();

/** A reference as a URL parser reads it: spaces and control characters dropped (browsers ignore them in "java\tscript:"), lower case. */
const compact = (reference: string): string =>
  [...reference]
    .filter((character) => character > ' ')
    .join('')
    .toLowerCase();

/** Whether a reference stays inside the file: a fragment (#logo) or a data: URL. */
function staysInside(reference: string): boolean {
  const value = compact(reference);
  return value === '' || value.startsWith('#') || value.startsWith('data:');
}

const isScriptUrl = (reference: string): boolean => /^(javascript|vbscript):/.test(compact(reference));

/** A length in mm ("50mm", "2in", "300" = px), or undefined (percentages, nonsense). */
function lengthMm(value: string | undefined): number | undefined {
  const match = /^\s*([0-9]*\.?[0-9]+(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i.exec(value ?? '');
  const factor = match ? MM_PER_UNIT[(match[2] ?? '').toLowerCase()] : undefined;
  const number = match ? Number(match[1]) : NaN;
  return factor !== undefined && number > 0 ? number * factor : undefined;
}

interface Scan {
  facts: SvgFacts;
  fonts: Set<string>;
  text: boolean;
}

function noteReferences(scan: Scan, text: string): void {
  for (const match of text.matchAll(URL_FUNCTION)) {
    const reference = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
    if (isScriptUrl(reference)) scan.facts.script = true;
    else if (!staysInside(reference)) scan.facts.external_references.push(reference.trim());
  }
  if (/@import\b/i.test(text)) scan.facts.external_references.push('@import');
  for (const match of text.matchAll(FONT_FAMILY)) scan.fonts.add(cleanFontName(match[1] ?? ''));
}

const cleanFontName = (value: string): string =>
  value
    .split(',')[0]!
    .trim()
    .replace(/^["']|["']$/g, '')
    .trim();

/** The facts of an SVG document, or undefined when it is not well-formed SVG. */
export function scanSvg(source: string): SvgFacts | undefined {
  const text = source.replace(/^\uFEFF/, '');
  const scan: Scan = {
    facts: { width: null, height: null, script: false, event_handlers: [], external_references: [], foreign_object: false, doctype: false, text_fonts: null },
    fonts: new Set(),
    text: false,
  };
  const open: string[] = [];
  let root: { name: string; attributes: Map<string, string> } | undefined;
  let closedRoot = false;
  let inStyle = false;
  let at = 0;
  while (at < text.length) {
    const next = text.indexOf('<', at);
    const content = text.slice(at, next === -1 ? text.length : next);
    if (content.trim() !== '' && open.length === 0) return undefined;
    if (inStyle) noteReferences(scan, decodeEntities(content));
    if (next === -1) break;
    at = next;
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end === -1) return undefined;
      at = end + 3;
    } else if (text.startsWith('<![CDATA[', at)) {
      const end = text.indexOf(']]>', at + 9);
      if (end === -1 || open.length === 0) return undefined;
      if (inStyle) noteReferences(scan, text.slice(at + 9, end));
      at = end + 3;
    } else if (text.startsWith('<?', at)) {
      const end = text.indexOf('?>', at + 2);
      if (end === -1) return undefined;
      at = end + 2;
    } else if (text.startsWith('<!', at)) {
      // A DOCTYPE (with or without an internal subset of entities) or a stray declaration: refused either way.
      scan.facts.doctype = true;
      return finish(scan, root);
    } else {
      TAG.lastIndex = at;
      const tag = TAG.exec(text);
      if (!tag) return undefined;
      at = TAG.lastIndex;
      const [, closing, name = '', attributeText = '', selfClosing] = tag;
      const local = localName(name);
      if (closing) {
        if (attributeText.trim() !== '' || selfClosing || open.pop() !== name) return undefined;
        if (local === 'style') inStyle = false;
        if (open.length === 0) closedRoot = true;
        continue;
      }
      if (closedRoot) return undefined;
      const attributes = new Map<string, string>();
      for (const match of attributeText.matchAll(ATTRIBUTE)) attributes.set(match[1] ?? '', decodeEntities(match[2] ?? match[3] ?? ''));
      if (!root) {
        if (local !== 'svg') return undefined;
        root = { name, attributes };
      }
      if (local === 'script') scan.facts.script = true;
      if (local === 'foreignobject') scan.facts.foreign_object = true;
      if (local === 'text') scan.text = true;
      for (const [attribute, value] of attributes) {
        const attributeLocal = localName(attribute);
        if (attributeLocal.startsWith('on')) scan.facts.event_handlers.push(attributeLocal);
        else if (attributeLocal === 'href' || attributeLocal === 'src') {
          if (isScriptUrl(value)) scan.facts.script = true;
          else if (!staysInside(value)) scan.facts.external_references.push(value.trim());
        } else if (attributeLocal === 'font-family') scan.fonts.add(cleanFontName(value));
        else noteReferences(scan, value);
      }
      if (!selfClosing) {
        open.push(name);
        if (local === 'style') inStyle = true;
      } else if (open.length === 0) closedRoot = true;
    }
  }
  if (!root || open.length > 0) return undefined;
  return finish(scan, root);
}

function finish(scan: Scan, root: { attributes: Map<string, string> } | undefined): SvgFacts {
  const facts = scan.facts;
  const width = lengthMm(root?.attributes.get('width'));
  const height = lengthMm(root?.attributes.get('height'));
  const viewBox = (root?.attributes.get('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (width !== undefined && height !== undefined) {
    facts.width = width;
    facts.height = height;
  } else if (viewBox.length === 4 && (viewBox[2] ?? 0) > 0 && (viewBox[3] ?? 0) > 0) {
    facts.width = viewBox[2] ?? null;
    facts.height = viewBox[3] ?? null;
  }
  facts.text_fonts = scan.text ? [...scan.fonts].filter((font) => font !== '' && font !== 'inherit') : null;
  return facts;
}
