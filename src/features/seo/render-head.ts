/**
 * Head data → HTML: the tags rendered into index.html's <head> for a page, and the index.html
 * template split once around the place they go. Everything inserted is escaped: text and
 * attributes with escapeHtml, structured data with serializeJsonLd (no "</script>" can end it).
 */
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data.js';
import type { PageHead } from './page-head.js';
import { START_SCRIPTS } from './scripts-after-paint.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * JSON for a <script type="application/ld+json">: "<" (so no "</script>" or "<!--"), ">" and "&"
 * become \u escapes, which JSON parsers read back as the same characters; so do U+2028 and U+2029.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="en_SG" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
  );
  if (head.canonical) tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`);
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}" />`);
  tags.push(`<meta name="twitter:card" content="summary" />`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${serializeJsonLd(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

export interface HtmlTemplate {
  /** Everything before the page's head tags. */
  before: string;
  /** Everything after them. */
  after: string;
  /**
   * For a page rendered on the server: `after` without the app's entry script and module
   * preloads, which load after the first paint instead (scripts-after-paint.ts).
   */
  afterWithoutScripts: string;
  /** The app's entry module, and the modules Vite preloads with it. */
  scripts?: { entry: string; modules: string[] } | undefined;
}

/** The entry <script type="module" src> and <link rel="modulepreload" href> tags Vite writes into index.html. */
const ENTRY_SCRIPT = /[ \t]*<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>[ \t]*\r?\n?/g;
const MODULE_PRELOAD = /[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>[ \t]*\r?\n?/g;

/**
 * Splits index.html where the page's head tags go: the template's own <title>, description,
 * canonical, robots and Open Graph / Twitter tags are dropped (the rendered ones replace them) and
 * the tags go where its <title> was, or else just before </head>.
 */
export function compileTemplate(html: string): HtmlTemplate {
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd < 0) throw new Error('index.html has no </head>');
  let head = html.slice(0, headEnd);
  const rest = html.slice(headEnd);
  const MARK = '\u0000head\u0000';
  const hadTitle = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i.test(head);
  head = head.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>/i, MARK);
  head = head.replace(/[ \t]*<meta\s+(?:name|property)=["'](?:description|robots|og:[^"']*|twitter:[^"']*)["'][^>]*>[ \t]*\r?\n?/gi, '');
  head = head.replace(/[ \t]*<link\s+rel=["']canonical["'][^>]*>[ \t]*\r?\n?/gi, '');
  if (!hadTitle) head = `${head.replace(/\s*$/, '')}\n    ${MARK}\n  `;
  const [before = '', headAfter = ''] = head.split(MARK);
  const after = headAfter + rest;
  const entries = [...after.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  const modules = [...after.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  // One entry script, as Vite builds it; anything else (no script, several) is left as it is.
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) return { before, after, afterWithoutScripts: after };
  // Vite writes hashed asset paths (/assets/index-B1Rlf3kD.js): nothing in them to unescape.
  return { before, after, afterWithoutScripts: after.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), scripts: { entry, modules } };
}

/** The inline script that loads the page's scripts after its first paint (scripts-after-paint.ts). */
function startScriptsTag(entry: string, modules: readonly string[]): string {
  const rest = [...new Set(modules)].filter((href) => href !== entry);
  return `<script data-entry="${escapeHtml(entry)}" data-modules="${escapeHtml(rest.join(' '))}">${START_SCRIPTS}</script>`;
}

/** What a page loads first, named in its <head> so the browser fetches it all at once. */
export interface PagePreloads {
  /** The route's JavaScript chunks (hashed asset paths). */
  modules: string[];
  /** The route's stylesheets. */
  styles: string[];
  /** The picture the page shows first (its largest paint). */
  image?: string | undefined;
  /** Data the page would fetch first, embedded as non-executable JSON. */
  data?: PageData | undefined;
}

/**
 * Preload links and the embedded data block. The data is a <script type="application/json">: the
 * browser never runs it (so `script-src 'self'` allows it) and serializeJsonLd escapes "<", so
 * no "</script>" inside a product text can end it.
 */
export function renderPreloads(preloads: PagePreloads, serverRendered = false): string {
  const tags = [
    // A page rendered on the server loads its modules after its first paint (renderPage).
    ...(serverRendered ? [] : preloads.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`)),
    // A page rendered on the server is on screen before its scripts run: its route's stylesheets
    // apply from the first paint (the route chunk then finds them and adds none). Otherwise they
    // are only fetched early, and applied when the chunk loads.
    ...(serverRendered
      ? preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`)
      : preloads.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" />`)),
  ];
  // A server-rendered page's picture is in its HTML, and React writes its preload (with the <img>'s
  // high priority) at the top of the page's body: a second one here would be a duplicate.
  if (preloads.image && !serverRendered) tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(preloads.image)}" />`);
  if (preloads.data !== undefined) tags.push(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializeJsonLd(preloads.data)}</script>`);
  return tags.map((tag) => `\n    ${tag}`).join('');
}

/** The template's empty root, where the server-rendered app goes (src/web/index.html). */
const EMPTY_ROOT = '<div id="root"></div>';

/** The page: its head, preloads and, when the server rendered it, the app's HTML in #root (hydrated by the browser). */
export function renderPage(template: HtmlTemplate, head: PageHead, preloads?: PagePreloads, appHtml?: string): string {
  const serverRendered = appHtml !== undefined;
  let after = serverRendered ? template.afterWithoutScripts.replace(EMPTY_ROOT, () => `<div id="root">${appHtml}</div>`) : template.after;
  if (serverRendered && template.scripts) {
    // Rendered on the server: the scripts start after the first paint, from the end of the page.
    const start = startScriptsTag(template.scripts.entry, [...(preloads?.modules ?? []), ...template.scripts.modules]);
    after = after.replace(/<\/body\s*>/i, (end) => `${start}\n  ${end}`);
  }
  return `${template.before}${renderHead(head)}${preloads ? renderPreloads(preloads, serverRendered) : ''}${after}`;
}
